import { beforeAll, describe, expect, it } from 'vitest';
import type { Ciclo, ParticipacaoDetalhe } from '@emc/shared/participacao';
import { TIPOS_CATEGORIA } from '@emc/shared/status';
import { normalizeSearch } from '@emc/shared/normalize';
import { DEMO, api, claimsOf, tokenFor } from '../support/api';
import { addDias, agora, anoAtual, cicloAtual, cicloEncerrado, diasSeguidos, hoje, primeiroAno } from '../support/clock';
import { FORBIDDEN, STALE, admin, campos, criar, demoIds, getById, novoMedico, quantidades, tabela, type NovoMedico } from '../support/participacoes';

type Ids = Awaited<ReturnType<typeof demoIds>>;

const MEDICO_NOME = 'Ana Beatriz Souza';
const SECRETARIA_NOME = 'Juliana Ferreira Lopes';
const VALIDATION = 'Ocorreu um erro de validação.';


const create = (token: string | undefined, json: unknown) => api('/api/participacao/create', { method: 'POST', token, json });
const update = (token: string, json: unknown) => api('/api/participacao/update', { method: 'PUT', token, json });
const remove = (token: string, id: string) => api(`/api/participacao/delete/${id}`, { method: 'DELETE', token });

/** The update body of a detail: its editable fields and version, with changes. */
const editBody = (d: ParticipacaoDetalhe, changes: Record<string, unknown> = {}) => ({
  id: d.id,
  versao: d.versao,
  titulo: d.titulo,
  idCategoria: d.idCategoria,
  idForma: d.idForma,
  instituicao: d.instituicao,
  dataInicio: d.dataInicio,
  dataFim: d.dataFim,
  cargaHoraria: d.cargaHoraria,
  descricao: d.descricao ?? null,
  ...changes,
});

let ids: Ids;
/** A doctor of this file only, for assertions on exact counts. */
let outro: NovoMedico;

beforeAll(async () => {
  ids = await demoIds();
  outro = await novoMedico('Outra Médica de Teste');
});

describe('POST /api/participacao/create', () => {
  it("registers the doctor's own participation (no idMedico) as Pendente, version 1, with one history entry", async () => {
    const t = await tabela();
    const body = await campos();
    const res = await create(ids.tokens.medico, body);
    expect(res.status).toBe(200);
    const d = res.data as ParticipacaoDetalhe;
    expect(d.id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(d).toMatchObject({
      idMedico: ids.medico.idMedico,
      nomeMedico: MEDICO_NOME,
      crmMedico: '123456',
      ciclo: cicloAtual(),
      status: 1,
      statusNome: 'Pendente',
      titulo: body.titulo,
      idCategoria: t.categoria('Congressos e eventos científicos'),
      categoria: 'Congressos e eventos científicos',
      idForma: t.forma('Ouvinte'),
      forma: 'Ouvinte',
      instituicao: body.instituicao,
      dataInicio: body.dataInicio,
      dataFim: body.dataFim,
      cargaHoraria: 8,
      descricao: body.descricao,
      credito: 0,
      versao: 1,
      anexos: [],
      podeEditar: true,
      podeExcluir: true,
    });
    expect(d.historico).toEqual([{ em: d.criadaEm, por: MEDICO_NOME, de: null, para: 1, texto: 'Participação registrada.' }]);
    expect(Math.abs(Date.parse(d.criadaEm) - agora().getTime())).toBeLessThan(60_000);
    for (const k of ['valor', 'idClassificacao', 'decididaEm', 'motivo', 'observacao', 'creditoCalculado']) expect(d).not.toHaveProperty(k);

    const back = await getById(ids.tokens.medico, d.id);
    expect(back.status).toBe(200);
    expect(back.data).toEqual(d);
  });

  it('trims the title and drops a blank description', async () => {
    const res = await create(ids.tokens.medico, await campos({ titulo: '   Jornada com espaços   ', descricao: '   ' }));
    expect(res.status).toBe(200);
    expect(res.data.titulo).toBe('Jornada com espaços');
    expect(res.data).not.toHaveProperty('descricao');
  });

  it('drops control and bidi characters from the text it stores (security finding 4)', async () => {
    const res = await create(
      ids.tokens.medico,
      await campos({
        titulo: 'Curso \u202Efdp.exe',
        instituicao: 'Sociedade\u0000 Brasileira de\tTestes\u2069',
        descricao: 'Primeira linha\r\nSegunda \u2066linha\u0007\rTerceira: ação, 3º, 👩‍⚕️',
      }),
    );
    expect(res.status, res.text).toBe(200);
    const cleaned = { titulo: 'Curso fdp.exe', instituicao: 'Sociedade Brasileira de Testes', descricao: 'Primeira linha\nSegunda linha\nTerceira: ação, 3º, 👩‍⚕️' };
    expect(res.data).toMatchObject(cleaned);
    const back = await getById(ids.tokens.medico, res.data.id);
    expect(back.data).toMatchObject(cleaned);
  });

  it('lets a secretary register for a linked doctor, recording on whose behalf', async () => {
    const res = await create(ids.tokens.secretaria, await campos({ idMedico: ids.medico.idMedico }));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ idMedico: ids.medico.idMedico, nomeMedico: MEDICO_NOME, status: 1, statusNome: 'Pendente', versao: 1, podeEditar: true, podeExcluir: true });
    expect(res.data.historico).toEqual([{ em: expect.any(String), por: SECRETARIA_NOME, emNomeDe: MEDICO_NOME, de: null, para: 1, texto: 'Participação registrada.' }]);
    // The doctor sees it as theirs.
    const own = await getById(ids.tokens.medico, res.data.id);
    expect(own.status).toBe(200);
    expect(own.data.idMedico).toBe(ids.medico.idMedico);
  });

  it('requires idMedico from a secretary', async () => {
    const res = await create(ids.tokens.secretaria, await campos());
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ title: VALIDATION, status: 400, errors: { idMedico: ['Informe o médico da participação.'] } });
  });

  it('refuses a secretary writing for a doctor who is not linked to her, and creates nothing', async () => {
    const before = await quantidades(outro.token, outro.idMedico);
    for (const idMedico of [ids.chefe.idMedico, outro.idMedico]) {
      const res = await create(ids.tokens.secretaria, await campos({ idMedico }));
      expect(res.status).toBe(403);
      expect(res.data).toEqual(FORBIDDEN);
    }
    expect(await quantidades(outro.token, outro.idMedico)).toEqual(before);
  });

  it('refuses an administrator who is not the doctor: 403 for a doctor, 400 without one', async () => {
    const forOther = await create(ids.tokens.admin, await campos({ idMedico: ids.medico.idMedico }));
    expect(forOther.status).toBe(403);
    expect(forOther.data).toEqual(FORBIDDEN);
    const noMedico = await create(ids.tokens.admin, await campos());
    expect(noMedico.status).toBe(400);
    expect(noMedico.data.errors).toEqual({ idMedico: ['Informe o médico da participação.'] });
  });

  it('lets an administrator who is also a doctor (chefe@) register for self, and only for self', async () => {
    const own = await create(ids.tokens.chefe, await campos());
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ idMedico: ids.chefe.idMedico, nomeMedico: 'Ricardo Almeida Prado', crmMedico: '100200', status: 1, versao: 1, podeEditar: true });
    expect(own.data.historico).toHaveLength(1);
    const explicit = await create(ids.tokens.chefe, await campos({ idMedico: ids.chefe.idMedico }));
    expect(explicit.status).toBe(200);
    const forOther = await create(ids.tokens.chefe, await campos({ idMedico: ids.medico.idMedico }));
    expect(forOther.status).toBe(403);
    expect(forOther.data).toEqual(FORBIDDEN);
  });

  it('refuses a doctor writing for another doctor', async () => {
    const res = await create(outro.token, await campos({ idMedico: ids.medico.idMedico }));
    expect(res.status).toBe(403);
    expect(res.data).toEqual(FORBIDDEN);
  });

  it('answers 401 without a token', async () => {
    const res = await create(undefined, await campos());
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ title: 'Sua sessão expirou ou é inválida. Faça login novamente.', status: 401 });
  });

  describe('validation (400 with Portuguese field messages)', () => {
    const cases: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['a title of 2 characters', { titulo: 'ab' }, { titulo: ['O título deve ter ao menos 3 caracteres.'] }],
      ['a title of 2 characters padded with spaces', { titulo: '  ab  ' }, { titulo: ['O título deve ter ao menos 3 caracteres.'] }],
      ['a title of 201 characters', { titulo: 'x'.repeat(201) }, { titulo: ['O título deve ter no máximo 200 caracteres.'] }],
      ['0 hours', { cargaHoraria: 0 }, { cargaHoraria: ['A carga horária deve ser maior que zero.'] }],
      ['0.3 hours', { cargaHoraria: 0.3 }, { cargaHoraria: ['A carga horária deve ser em passos de meia hora (ex.: 1,5).'] }],
      ['600 hours', { cargaHoraria: 600 }, { cargaHoraria: ['A carga horária deve ser de no máximo 500 horas.'] }],
      ['hours as text', { cargaHoraria: '8' }, { cargaHoraria: ['Informe a carga horária em horas.'] }],
      ['an impossible date', { dataFim: `${anoAtual()}-02-30` }, { dataFim: ['A data de término não é uma data válida.'] }],
      // Today and the day before: both past, the start in the current cycle, whatever the day.
      ['an end before the start', { dataInicio: hoje(), dataFim: addDias(hoje(), -1) }, { dataFim: ['A data de término deve ser igual ou posterior à de início.'] }],
      ['an unknown category', { idCategoria: 'naoexiste123' }, { idCategoria: ['Selecione uma categoria válida.'] }],
      ['an unknown form', { idForma: 'naoexiste123' }, { idForma: ['Selecione uma forma de participação válida.'] }],
      ['an unknown catalogue activity', { idAtividade: 'naoexiste123' }, { idAtividade: ['A atividade escolhida não existe mais no catálogo.'] }],
      ['a description of 2001 characters', { descricao: 'd'.repeat(2001) }, { descricao: ['A descrição deve ter no máximo 2000 caracteres.'] }],
      ['a title of bidi overrides only', { titulo: '\u202E\u202E' }, { titulo: ['O título deve ter ao menos 3 caracteres.'] }],
      ['a title of 2 letters and control characters', { titulo: 'a\u0000\u0007b\u2066' }, { titulo: ['O título deve ter ao menos 3 caracteres.'] }],
      ['an institution of control characters only', { instituicao: '\u0000\u001f\u0085' }, { instituicao: ['Informe a instituição promotora.'] }],
    ];

    it.each(cases)('refuses %s', async (_name, changes, errors) => {
      const res = await create(ids.tokens.medico, await campos(changes));
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ title: VALIDATION, status: 400, errors });
    });

    it('refuses a date that is not ISO', async () => {
      const res = await create(ids.tokens.medico, await campos({ dataInicio: `01/10/${anoAtual()}` }));
      expect(res.status).toBe(400);
      expect(Object.keys(res.data.errors)).toEqual(['dataInicio']);
      // The format check comes first; the date check repeats the complaint for the same input.
      expect(res.data.errors.dataInicio[0]).toBe('Informe a data de início no formato AAAA-MM-DD.');
    });

    it('refuses a missing body field by field', async () => {
      const res = await create(ids.tokens.medico, {});
      expect(res.status).toBe(400);
      expect(res.data.errors).toMatchObject({
        titulo: ['Informe o título.'],
        idCategoria: ['Selecione a categoria.'],
        idForma: ['Selecione a forma de participação.'],
        instituicao: ['Informe a instituição promotora.'],
        dataInicio: ['Informe a data de início.'],
        dataFim: ['Informe a data de término.'],
        cargaHoraria: ['Informe a carga horária em horas.'],
      });
    });

    it('refuses dates in the future', async () => {
      const today = hoje();
      const tomorrow = addDias(today, 1);
      const end = await create(ids.tokens.medico, await campos({ dataInicio: today, dataFim: tomorrow }));
      expect(end.status).toBe(400);
      expect(end.data.errors).toEqual({ dataFim: ['A data de término não pode estar no futuro.'] });
      const both = await create(ids.tokens.medico, await campos({ dataInicio: tomorrow, dataFim: tomorrow }));
      expect(both.status).toBe(400);
      expect(both.data.errors.dataInicio).toContain('A data de início não pode estar no futuro.');
      expect(both.data.errors.dataFim).toContain('A data de término não pode estar no futuro.');
    });

    it('refuses a closed cycle, naming it', async () => {
      // Two years ago: closed since 31 January of last year.
      const closed = cicloEncerrado();
      const res = await create(ids.tokens.medico, await campos({ dataInicio: closed.data, dataFim: addDias(closed.data, 1) }));
      expect(res.status).toBe(400);
      expect(res.data.title).toBe(VALIDATION);
      expect(res.data.errors).toEqual({ dataInicio: [closed.mensagem] });
      expect(res.data.errors.dataInicio[0]).toContain('encerrado');
    });

    it('refuses a date before the first cycle', async () => {
      const ano = primeiroAno() - 3;
      const res = await create(ids.tokens.medico, await campos({ dataInicio: `${ano}-05-01`, dataFim: `${ano}-05-02` }));
      expect(res.status).toBe(400);
      expect(res.data.errors).toEqual({ dataInicio: ['A data de início é anterior ao primeiro ciclo do programa.'] });
    });

    it('accepts the boundaries: 0.5 and 24 hours in a one-day event today, 500 hours in 21 days', async () => {
      const today = hoje();
      for (const cargaHoraria of [0.5, 24]) {
        const res = await create(outro.token, await campos({ cargaHoraria, dataInicio: today, dataFim: today }));
        expect(res.status).toBe(200);
        expect(res.data.cargaHoraria).toBe(cargaHoraria);
      }
      const dias = diasSeguidos(21);
      const longa = await create(outro.token, await campos({ cargaHoraria: 500, dataInicio: dias[0], dataFim: dias[20] }));
      expect(longa.status, longa.text).toBe(200);
    });

    it('refuses hours the period cannot hold (24 a day, the start and the end included), on cargaHoraria, with the other messages', async () => {
      const FORA = 'A carga horária não cabe no período informado.';
      const today = hoje();
      for (const cargaHoraria of [24.5, 48, 500]) {
        const res = await create(ids.tokens.medico, await campos({ cargaHoraria, dataInicio: today, dataFim: today }));
        expect(res.status).toBe(400);
        expect(res.data).toEqual({ title: VALIDATION, status: 400, errors: { cargaHoraria: [FORA] } });
      }
      const [d1, , d3] = diasSeguidos(3);
      expect((await create(ids.tokens.medico, await campos({ cargaHoraria: 72.5, dataInicio: d1, dataFim: d3 }))).data.errors).toEqual({ cargaHoraria: [FORA] });
      const junto = await create(ids.tokens.medico, await campos({ titulo: 'ab', cargaHoraria: 48, dataInicio: today, dataFim: today }));
      expect(junto.data.errors).toEqual({ titulo: ['O título deve ter ao menos 3 caracteres.'], cargaHoraria: [FORA] });
    });
  });
});

describe('GET /api/participacao/get-by-id/{id}', () => {
  let doMedico: ParticipacaoDetalhe;
  let doChefe: ParticipacaoDetalhe;

  beforeAll(async () => {
    doMedico = await criar(ids.tokens.medico, { titulo: 'Participação sigilosa de leitura' });
    doChefe = await criar(ids.tokens.chefe);
  });

  it('answers the owner with the detail', async () => {
    const res = await getById(ids.tokens.medico, doMedico.id);
    expect(res.status).toBe(200);
    expect(res.data).toEqual(doMedico);
  });

  it("refuses another doctor with 403 and nothing of the participation", async () => {
    const res = await getById(outro.token, doMedico.id);
    expect(res.status).toBe(403);
    expect(res.data).toEqual(FORBIDDEN);
    expect(res.text).not.toContain('sigilosa');
    expect(res.text).not.toContain(ids.medico.idMedico);
  });

  it('lets an administrator who is also a doctor (chefe@) read it as an administrator: 200, not editable', async () => {
    // decisions.md: administrators see every participation; chefe@ holds both roles.
    const res = await getById(ids.tokens.chefe, doMedico.id);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: doMedico.id, idMedico: ids.medico.idMedico, podeEditar: false, podeExcluir: false });
  });

  it('answers 404 in Portuguese for an unknown id', async () => {
    const res = await getById(ids.tokens.medico, 'naoexiste0000');
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ title: 'Participação não encontrada.', status: 404 });
  });

  it('answers 400 for an id that is not an id', async () => {
    const res = await getById(ids.tokens.medico, encodeURIComponent('a b;x'));
    expect(res.status).toBe(400);
    expect(res.data.errors['params.id']).toEqual(['Identificador inválido.']);
  });

  it("lets a secretary read a linked doctor's participation (editable) and refuses an unlinked one's", async () => {
    const linked = await getById(ids.tokens.secretaria, doMedico.id);
    expect(linked.status).toBe(200);
    expect(linked.data).toMatchObject({ id: doMedico.id, podeEditar: true, podeExcluir: true });
    const unlinked = await getById(ids.tokens.secretaria, doChefe.id);
    expect(unlinked.status).toBe(403);
    expect(unlinked.data).toEqual(FORBIDDEN);
  });

  it('lets an administrator read any participation, without edit rights', async () => {
    const res = await getById(ids.tokens.admin, doMedico.id);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ...doMedico, podeEditar: false, podeExcluir: false });
  });

  it('answers 401 without a token', async () => {
    const res = await api(`/api/participacao/get-by-id/${doMedico.id}`);
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/participacao/update', () => {
  it('changes the fields and bumps the version, with a history entry', async () => {
    const d = await criar(ids.tokens.medico);
    const t = await tabela();
    const res = await update(ids.tokens.medico, editBody(d, { titulo: 'Título corrigido pelo médico', idForma: t.forma('Palestrante'), cargaHoraria: 2.5, descricao: null }));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: d.id, status: 1, statusNome: 'Pendente', titulo: 'Título corrigido pelo médico', forma: 'Palestrante', cargaHoraria: 2.5, versao: 2, criadaEm: d.criadaEm });
    expect(res.data).not.toHaveProperty('descricao');
    expect(res.data.historico).toHaveLength(2);
    expect(res.data.historico[1]).toEqual({ em: expect.any(String), por: MEDICO_NOME, de: 1, para: 1, texto: 'Participação alterada.' });
    expect((await getById(ids.tokens.medico, d.id)).data).toEqual(res.data);
  });

  it('drops control and bidi characters from an edit too (security finding 4)', async () => {
    const d = await criar(ids.tokens.medico);
    const res = await update(
      ids.tokens.medico,
      editBody(d, { titulo: 'Jornada \u202Eanidem\u202C\u0000', instituicao: '\u2067Hospital\u0000 Exemplo\u2069', descricao: 'Dois dias\r\nde \u200Fatualização.\u0085\u0007' }),
    );
    expect(res.status, res.text).toBe(200);
    const cleaned = { titulo: 'Jornada anidem', instituicao: 'Hospital Exemplo', descricao: 'Dois dias\nde atualização.', versao: 2 };
    expect(res.data).toMatchObject(cleaned);
    expect((await getById(ids.tokens.medico, d.id)).data).toMatchObject(cleaned);
  });

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const d = await criar(ids.tokens.medico);
    expect((await update(ids.tokens.medico, editBody(d, { titulo: 'Primeira edição' }))).status).toBe(200);
    const stale = await update(ids.tokens.medico, editBody(d, { titulo: 'Edição sobre versão antiga' }));
    expect(stale.status).toBe(409);
    expect(stale.data).toEqual({ title: STALE, status: 409 });
    const now = await getById(ids.tokens.medico, d.id);
    expect(now.data).toMatchObject({ titulo: 'Primeira edição', versao: 2 });
  });

  it('lets exactly one of two simultaneous edits of the same version win', async () => {
    const d = await criar(ids.tokens.medico);
    const results = await Promise.all([
      update(ids.tokens.medico, editBody(d, { titulo: 'Edição A simultânea' })),
      update(ids.tokens.secretaria, editBody(d, { titulo: 'Edição B simultânea' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.data).toEqual({ title: STALE, status: 409 });
    const winner = results.find((r) => r.status === 200)!;
    const now = await getById(ids.tokens.medico, d.id);
    expect(now.data).toMatchObject({ versao: 2, titulo: winner.data.titulo });
    expect(now.data.historico).toHaveLength(2);
  });

  it("lets a linked secretary edit the doctor's participation, recording on whose behalf", async () => {
    const d = await criar(ids.tokens.medico);
    const res = await update(ids.tokens.secretaria, editBody(d, { instituicao: 'Instituição corrigida pela secretária' }));
    expect(res.status).toBe(200);
    expect(res.data.instituicao).toBe('Instituição corrigida pela secretária');
    expect(res.data.historico.at(-1)).toMatchObject({ por: SECRETARIA_NOME, emNomeDe: MEDICO_NOME, de: 1, para: 1 });
  });

  it('sends an Em ajuste participation back to Pendente, with a history entry, and moves the counts', async () => {
    const adm = await admin();
    const d = await criar(outro.token);
    const motivo = 'O certificado não mostra a carga horária.';
    await adm.comentar(d.id, motivo);
    const ajuste = await getById(outro.token, d.id);
    expect(ajuste.data).toMatchObject({ status: 4, statusNome: 'Em ajuste', motivo, versao: 2, podeEditar: true, podeExcluir: true });
    const before = await quantidades(outro.token, outro.idMedico);

    const novoFim = ajuste.data.dataInicio;
    const res = await update(outro.token, editBody(ajuste.data, { dataFim: novoFim }));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: 1, statusNome: 'Pendente', versao: 3, dataFim: novoFim });
    expect(res.data.historico.map((h: { de: number | null; para: number }) => [h.de, h.para])).toEqual([[null, 1], [1, 4], [4, 1]]);
    expect(res.data.historico[1]).toMatchObject({ por: adm.principal.name, texto: motivo });
    expect(res.data.historico[2]).toEqual({ em: expect.any(String), por: outro.nome, de: 4, para: 1, texto: 'Participação ajustada e reenviada para análise.' });

    const after = await quantidades(outro.token, outro.idMedico);
    expect(after).toEqual({ ...before, 1: before[1] + 1, 4: before[4] - 1 });
  });

  it('refuses to edit an approved or rejected participation with 409 in Portuguese, and the counts stay', async () => {
    const adm = await admin();
    const aprovada = await criar(outro.token);
    await adm.aprovar(aprovada.id);
    const reprovada = await criar(outro.token);
    await adm.reprovar(reprovada.id);
    const before = await quantidades(outro.token, outro.idMedico);

    const a = await getById(outro.token, aprovada.id);
    expect(a.data).toMatchObject({ status: 2, podeEditar: false, podeExcluir: false });
    const res = await update(outro.token, editBody(a.data, { titulo: 'Tentativa de alterar aprovada' }));
    expect(res.status).toBe(409);
    expect(res.data).toEqual({ title: 'Uma participação aprovada não pode ser alterada.', status: 409 });

    const r = await getById(outro.token, reprovada.id);
    const res2 = await update(outro.token, editBody(r.data));
    expect(res2.status).toBe(409);
    expect(res2.data).toEqual({ title: 'Uma participação reprovada não pode ser alterada.', status: 409 });

    expect(await quantidades(outro.token, outro.idMedico)).toEqual(before);
    expect((await getById(outro.token, aprovada.id)).data).toEqual(a.data);
  });

  it("refuses another doctor's, an administrator's and an unlinked secretary's edit with 403", async () => {
    const d = await criar(ids.tokens.medico);
    for (const token of [outro.token, ids.tokens.admin, ids.tokens.chefe]) {
      const res = await update(token, editBody(d, { titulo: 'Edição indevida' }));
      expect(res.status).toBe(403);
      expect(res.data).toEqual(FORBIDDEN);
    }
    const doOutro = await criar(outro.token);
    const sec = await update(ids.tokens.secretaria, editBody(doOutro));
    expect(sec.status).toBe(403);
    expect((await getById(ids.tokens.medico, d.id)).data.versao).toBe(1);
  });

  it('validates the edit like the creation, and needs the version', async () => {
    const d = await criar(ids.tokens.medico);
    const bad = await update(ids.tokens.medico, editBody(d, { cargaHoraria: 0.3 }));
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({ cargaHoraria: ['A carga horária deve ser em passos de meia hora (ex.: 1,5).'] });
    const fora = await update(ids.tokens.medico, editBody(d, { dataInicio: d.dataFim, cargaHoraria: 25 }));
    expect(fora.status).toBe(400);
    expect(fora.data.errors).toEqual({ cargaHoraria: ['A carga horária não cabe no período informado.'] });
    const encerrado = cicloEncerrado().data;
    const closed = await update(ids.tokens.medico, editBody(d, { dataInicio: encerrado, dataFim: encerrado }));
    expect(closed.status).toBe(400);
    expect(closed.data.errors.dataInicio[0]).toContain('encerrado');
    const noVersion = await update(ids.tokens.medico, editBody(d, { versao: undefined }));
    expect(noVersion.status).toBe(400);
    expect(noVersion.data.errors).toEqual({ versao: ['Recarregue a página e tente novamente.'] });
    expect((await getById(ids.tokens.medico, d.id)).data.versao).toBe(1);
  });

  it('answers 404 for an unknown id', async () => {
    const d = await criar(ids.tokens.medico);
    const res = await update(ids.tokens.medico, editBody(d, { id: 'naoexiste0000' }));
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ title: 'Participação não encontrada.', status: 404 });
  });
});

describe('DELETE /api/participacao/delete/{id}', () => {
  it('deletes a pending one: 200 {id}, then 404, and the count drops by one', async () => {
    const d = await criar(outro.token);
    const before = await quantidades(outro.token, outro.idMedico);
    const res = await remove(outro.token, d.id);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: d.id });
    const gone = await getById(outro.token, d.id);
    expect(gone.status).toBe(404);
    expect(gone.data).toEqual({ title: 'Participação não encontrada.', status: 404 });
    expect(await quantidades(outro.token, outro.idMedico)).toEqual({ ...before, 1: before[1] - 1 });
    const again = await remove(outro.token, d.id);
    expect(again.status).toBe(404);
  });

  it('deletes one in Em ajuste', async () => {
    const adm = await admin();
    const d = await criar(outro.token);
    await adm.comentar(d.id);
    const before = await quantidades(outro.token, outro.idMedico);
    const res = await remove(outro.token, d.id);
    expect(res.status).toBe(200);
    expect(await quantidades(outro.token, outro.idMedico)).toEqual({ ...before, 4: before[4] - 1 });
  });

  it('refuses to delete an approved one with 409 in Portuguese', async () => {
    const adm = await admin();
    const d = await criar(outro.token);
    await adm.aprovar(d.id);
    const before = await quantidades(outro.token, outro.idMedico);
    const res = await remove(outro.token, d.id);
    expect(res.status).toBe(409);
    expect(res.data).toEqual({ title: 'Uma participação aprovada não pode ser excluída.', status: 409 });
    expect((await getById(outro.token, d.id)).status).toBe(200);
    expect(await quantidades(outro.token, outro.idMedico)).toEqual(before);
  });

  it("refuses another doctor's and an administrator's delete with 403, and keeps it", async () => {
    const d = await criar(ids.tokens.medico);
    for (const token of [outro.token, ids.tokens.admin, ids.tokens.chefe]) {
      const res = await remove(token, d.id);
      expect(res.status).toBe(403);
      expect(res.data).toEqual(FORBIDDEN);
    }
    expect((await getById(ids.tokens.medico, d.id)).status).toBe(200);
  });

  it("lets a linked secretary delete the doctor's pending one", async () => {
    const d = await criar(ids.tokens.medico);
    const res = await remove(ids.tokens.secretaria, d.id);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: d.id });
    expect((await getById(ids.tokens.medico, d.id)).status).toBe(404);
  });
});

describe('GET /api/participacao/ciclos', () => {
  it('is public and lists every cycle, newest first, the current one open', async () => {
    const res = await api('/api/participacao/ciclos');
    expect(res.status).toBe(200);
    const list = res.data as Ciclo[];
    const atual = cicloAtual();
    const ano = anoAtual();
    expect(list.map((c) => c.ciclo)).toEqual(Array.from({ length: atual }, (_, i) => atual - i));
    expect(list[0]).toEqual({ ciclo: atual, ano, inicio: `${ano}-01-01`, fim: `${ano}-12-31`, aberto: true, atual: true, meta: 50 });
    expect(list.filter((c) => c.atual)).toHaveLength(1);
    const today = hoje();
    for (const c of list) {
      expect(c.ano).toBe(c.ciclo + primeiroAno() - 1);
      expect(c.aberto).toBe(today >= `${c.ano}-01-01` && today <= `${c.ano + 1}-01-31`);
      expect(c.meta).toBe(50);
    }
    // The previous cycle is open in January only; the one before is always closed.
    expect(list[1]!.aberto).toBe(today <= `${ano}-01-31`);
    expect(list.find((c) => c.ciclo === cicloEncerrado().ciclo)!.aberto).toBe(false);
  });

  it('answers the same with a token', async () => {
    const anon = await api('/api/participacao/ciclos');
    const authed = await api('/api/participacao/ciclos', { token: ids.tokens.medico });
    expect(authed.status).toBe(200);
    expect(authed.data).toEqual(anon.data);
  });
});

describe('GET /api/atividade/get-by-name/{name}', () => {
  const search = (name: string, token?: string) => api(`/api/atividade/get-by-name/${encodeURIComponent(name)}`, { token: token ?? ids.tokens.medico });

  it("finds the catalogue's courses, with the form filled", async () => {
    const res = await search('curso');
    expect(res.status).toBe(200);
    expect(res.data.length).toBeGreaterThanOrEqual(3);
    for (const a of res.data) {
      expect(normalizeSearch(a.nome)).toContain('curso');
      expect(a).toMatchObject({ id: expect.any(String), idCategoria: expect.any(String), idForma: expect.any(String), instituicao: expect.any(String), local: expect.any(String) });
      expect(a.categoria.length).toBeGreaterThan(0);
      expect(a.forma.length).toBeGreaterThan(0);
      expect(a.dataInicio).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.dataFim >= a.dataInicio).toBe(true);
      expect(a.cargaHoraria).toBeGreaterThan(0);
    }
    // The demo catalogue's names carry the month and year of their (computed) dates.
    expect(res.data.map((a: { nome: string }) => a.nome)).toContainEqual(expect.stringMatching(/^Curso ACLS – turma de \p{Ll}+ de \d{4}$/u));
  });

  it('is accent- and case-insensitive', async () => {
    for (const q of ['simposio', 'SIMPÓSIO', 'Simpósio']) {
      const res = await search(q);
      expect(res.status).toBe(200);
      const hit = res.data.find((a: { nome: string }) => a.nome === 'Simpósio de Pediatria Hospitalar');
      expect(hit).toMatchObject({ categoria: 'Congressos e eventos científicos', forma: 'Ouvinte', cargaHoraria: 8 });
      // A one-day activity of the last month (scripts/local/seed/program.ts), so a doctor can still register it.
      expect(hit.dataFim).toBe(hit.dataInicio);
      expect(hit.dataInicio >= addDias(hoje(), -40) && hit.dataInicio <= hoje()).toBe(true);
    }
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await search('xyzzyqwv');
    expect(res.status).toBe(200);
    expect(res.data).toEqual([]);
  });

  it('needs at least 3 letters', async () => {
    for (const q of ['cu', '  cu  ', 'cu\u202E\u0000']) {
      const res = await search(q);
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ title: VALIDATION, status: 400, errors: { 'params.name': ['Digite ao menos 3 letras para buscar.'] } });
    }
  });

  it('is open to secretaries and administrators, not to anonymous callers', async () => {
    expect((await search('curso', ids.tokens.secretaria)).status).toBe(200);
    expect((await search('curso', ids.tokens.admin)).status).toBe(200);
    const anon = await api('/api/atividade/get-by-name/curso');
    expect(anon.status).toBe(401);
  });
});

describe('tabela lists', () => {
  it('lists the active categories with name and type', async () => {
    const res = await api('/api/categoria/get-list-name', { token: ids.tokens.medico });
    expect(res.status).toBe(200);
    const names = res.data.map((c: { nome: string }) => c.nome);
    expect(names).toEqual(expect.arrayContaining(['Congressos e eventos científicos', 'Cursos e capacitações', 'Publicações científicas', 'Gestão e comissões hospitalares']));
    for (const c of res.data) {
      expect(Object.keys(c).sort()).toEqual(['id', 'nome', 'tipo']);
      expect(TIPOS_CATEGORIA).toContain(c.tipo);
    }
    expect(res.data.find((c: { nome: string }) => c.nome === 'Publicações científicas').tipo).toBe('PUBLICACAO');
    expect(res.data.find((c: { nome: string }) => c.nome === 'Gestão e comissões hospitalares').tipo).toBe('GESTAO');
    expect([...names].sort((a: string, b: string) => normalizeSearch(a).localeCompare(normalizeSearch(b)))).toEqual(names);
  });

  it('lists the active forms of participation with names', async () => {
    const res = await api('/api/forma/get-list-name', { token: ids.tokens.secretaria });
    expect(res.status).toBe(200);
    expect(res.data.map((f: { nome: string }) => f.nome)).toEqual(expect.arrayContaining(['Ouvinte', 'Palestrante', 'Moderador', 'Autor principal', 'Coautor', 'Organizador']));
    for (const f of res.data) expect(Object.keys(f).sort()).toEqual(['id', 'nome']);
  });

  it('answer 401 without a token', async () => {
    for (const path of ['/api/categoria/get-list-name', '/api/forma/get-list-name']) {
      const res = await api(path);
      expect(res.status).toBe(401);
      expect(res.data).toEqual({ title: 'Sua sessão expirou ou é inválida. Faça login novamente.', status: 401 });
    }
  });
});

it('keeps the demo accounts as the tests expect them', async () => {
  // Sanity check of the fixtures this file relies on.
  expect(claimsOf(await tokenFor(DEMO.chefe)).role).toEqual(['Administradores', 'Medicos']);
  expect(ids.secretaria.idMedico).toBeUndefined();
});
