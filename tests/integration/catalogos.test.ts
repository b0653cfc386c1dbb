import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AreaAdmin, ClassificacaoAdmin } from '@emc/shared/catalogos';
import type { ClassificacaoItem } from '@emc/shared/analise';
import type { DesempenhoMedico } from '@emc/shared/medico';
import type { Ciclo, Paginated } from '@emc/shared/participacao';
import { tarefaTerminada, type Tarefa } from '@emc/shared/tarefas';
import { DEMO, api, tokenFor } from '../support/api';
import { cicloAtual } from '../support/clock';
import { until } from '../support/until';
import { domain } from '../support/direct';
import { FORBIDDEN, campos, novoMedico } from '../support/participacoes';

/**
 * The administrators' catalogues (issue 10): areas, categories, forms, the credit table's rows and
 * the cycles' goals. Every row here is this file's own (a random suffix), named "Teste …" so it sorts
 * after the demo rows that other files pick by position.
 */
const VALIDATION = 'Ocorreu um erro de validação.';
const sufixo = () => randomBytes(4).toString('hex');
/** No Authorization header (api() sends none for an empty token; `undefined` would take the helpers' default, the administrator). */
const ANONIMO = '';

let admin: string;
let medico: string;
beforeAll(async () => {
  [admin, medico] = await Promise.all([tokenFor(DEMO.admin), tokenFor(DEMO.medico)]);
});

const get = (path: string, token: string = admin) => api(path, { token });
const post = (path: string, json: unknown, token: string = admin, headers: Record<string, string> = {}) => api(path, { method: 'POST', token, json, headers });
const put = (path: string, json: unknown, token: string = admin) => api(path, { method: 'PUT', token, json });

type Row = { id: string; nome: string; ativo: boolean; tipo?: string };

interface Recurso {
  rotulo: string;
  base: string;
  /** A create's body for this name. */
  corpo(nome: string): Record<string, unknown>;
  duplicado: string;
  duplicadoInativo: string;
  naoEncontrado: string;
}

const RECURSOS: Recurso[] = [
  {
    rotulo: 'areas',
    base: '/api/areas',
    corpo: (nome) => ({ nome }),
    duplicado: 'Já existe uma área com este nome.',
    duplicadoInativo: 'Já existe uma área desativada com este nome. Reative-a em vez de criar outra.',
    naoEncontrado: 'Área não encontrada.',
  },
  {
    rotulo: 'categoria',
    base: '/api/categoria',
    corpo: (nome) => ({ nome, tipo: 'OUTRA' }),
    duplicado: 'Já existe uma categoria com este nome.',
    duplicadoInativo: 'Já existe uma categoria desativada com este nome. Reative-a em vez de criar outra.',
    naoEncontrado: 'Categoria não encontrada.',
  },
  {
    rotulo: 'forma',
    base: '/api/forma',
    corpo: (nome) => ({ nome }),
    duplicado: 'Já existe uma forma de participação com este nome.',
    duplicadoInativo: 'Já existe uma forma de participação desativada com este nome. Reative-a em vez de criar outra.',
    naoEncontrado: 'Forma de participação não encontrada.',
  },
];

describe.each(RECURSOS)('$rotulo/* (administrators)', (r) => {
  const criar = async (nome: string) => {
    const res = await post(`${r.base}/create`, r.corpo(nome));
    expect(res.status, res.text).toBe(200);
    return res.data as Row;
  };
  const pagina = async (filter: string, page = 1) => {
    const res = await get(`${r.base}/get-all-pagination?page=${page}&filter=${encodeURIComponent(filter)}`);
    expect(res.status, res.text).toBe(200);
    return res.data as Paginated<Row>;
  };
  const ativos = async () => (await get(`${r.base}/get-list-name`, medico)).data as Row[];
  const status = (id: string, ativar: boolean) => put(`${r.base}/update-status`, { id, ativar });

  it('creates an active row, reads it, finds it with an accent- and case-insensitive filter, and offers it in get-list-name', async () => {
    const s = sufixo();
    const nome = `Teste Catálogo Ênfase ${s}`;
    const novo = await criar(nome);
    expect(novo).toEqual({ id: expect.stringMatching(/^[0-9a-z]{12}$/), nome, ativo: true, ...(r.rotulo === 'categoria' ? { tipo: 'OUTRA' } : {}) });
    expect((await get(`${r.base}/get-by-id/${novo.id}`)).data).toEqual(novo);
    expect(await pagina(`CATALOGO enfase ${s}`)).toEqual({ responseList: [novo], page: 1, pageSize: 10, totalItems: 1, totalPages: 1 });
    const { ativo: _a, ...item } = novo;
    expect(await ativos()).toContainEqual(item);
  });

  it('pages every row, active and inactive, ten to a page in name order; a page past the last is empty', async () => {
    const s = sufixo();
    const nomes = Array.from({ length: 11 }, (_, i) => `Teste Paginação ${s} ${String(i + 1).padStart(2, '0')}`);
    const criados = [];
    for (const n of [...nomes].reverse()) criados.push(await criar(n));
    const desativado = criados.find((c) => c.nome === nomes[4])!;
    expect((await status(desativado.id, false)).status).toBe(200);

    const p1 = await pagina(`paginacao ${s}`);
    expect(p1).toMatchObject({ page: 1, pageSize: 10, totalItems: 11, totalPages: 2 });
    expect(p1.responseList.map((x) => x.nome)).toEqual(nomes.slice(0, 10));
    expect(p1.responseList.map((x) => x.ativo)).toEqual(nomes.slice(0, 10).map((n) => n !== desativado.nome));
    expect((await pagina(`paginacao ${s}`, 2)).responseList.map((x) => x.nome)).toEqual([nomes[10]]);
    expect(await pagina(`paginacao ${s}`, 3)).toEqual({ responseList: [], page: 3, pageSize: 10, totalItems: 11, totalPages: 2 });
  });

  it('refuses a duplicate name whatever its case, accents and spaces (409, in Portuguese)', async () => {
    const s = sufixo();
    await criar(`Teste Duplicado Ação ${s}`);
    const dup = await post(`${r.base}/create`, r.corpo(`  teste   DUPLICADO acao ${s.toUpperCase()} `));
    expect(dup.status, dup.text).toBe(409);
    expect(dup.data).toEqual({ title: r.duplicado, status: 409 });
    expect((await pagina(`duplicado acao ${s}`)).totalItems).toBe(1);
  });

  it('makes exactly one row of parallel creates with one name', async () => {
    const nome = `Teste Corrida ${sufixo()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(`${r.base}/create`, r.corpo(nome))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.data.title).toBe(r.duplicado);
    const found = await pagina(nome);
    expect(found.responseList).toEqual([answers.find((a) => a.status === 200)!.data]);
  });

  it('renames a row; a rename to a name in use is refused; the old name is free again', async () => {
    const s = sufixo();
    const a = await criar(`Teste Renomear A ${s}`);
    const b = await criar(`Teste Renomear B ${s}`);
    const renomeada = await put(`${r.base}/update`, { id: a.id, ...r.corpo(`Teste Renomeada ${s}`) });
    expect(renomeada.status, renomeada.text).toBe(200);
    expect(renomeada.data).toEqual({ ...a, nome: `Teste Renomeada ${s}` });
    expect((await get(`${r.base}/get-by-id/${a.id}`)).data).toEqual(renomeada.data);

    const paraB = await put(`${r.base}/update`, { id: a.id, ...r.corpo(`teste renomear b ${s}`) });
    expect(paraB.status).toBe(409);
    expect(paraB.data).toEqual({ title: r.duplicado, status: 409 });
    expect((await get(`${r.base}/get-by-id/${a.id}`)).data.nome).toBe(`Teste Renomeada ${s}`);
    expect((await get(`${r.base}/get-by-id/${b.id}`)).data.nome).toBe(`Teste Renomear B ${s}`);

    // Its own name in another case is not a duplicate; the name it left may be used again.
    expect((await put(`${r.base}/update`, { id: a.id, ...r.corpo(`TESTE RENOMEADA ${s}`) })).status).toBe(200);
    await criar(`Teste Renomear A ${s}`);
  });

  it('deactivates and reactivates; a deactivated row leaves get-list-name but is still read, listed and holds its name', async () => {
    const s = sufixo();
    const row = await criar(`Teste Desativar ${s}`);
    const off = await status(row.id, false);
    expect(off.status, off.text).toBe(200);
    expect(off.data).toEqual({ ...row, ativo: false });
    expect((await ativos()).map((x) => x.id)).not.toContain(row.id);
    expect((await get(`${r.base}/get-by-id/${row.id}`)).data).toEqual({ ...row, ativo: false });
    expect((await pagina(`desativar ${s}`)).responseList).toEqual([{ ...row, ativo: false }]);
    const dup = await post(`${r.base}/create`, r.corpo(`Teste Desativar ${s}`));
    expect(dup.data).toEqual({ title: r.duplicadoInativo, status: 409 });

    const on = await status(row.id, true);
    expect(on.data).toEqual(row);
    expect((await ativos()).map((x) => x.id)).toContain(row.id);
  });

  it('answers 404 for an unknown id and 400 in Portuguese for a bad body; there is no delete', async () => {
    const id = 'naoexiste000';
    for (const res of [await get(`${r.base}/get-by-id/${id}`), await put(`${r.base}/update`, { id, ...r.corpo(`Teste ${sufixo()}`) }), await status(id, false)]) {
      expect(res.status).toBe(404);
      expect(res.data).toEqual({ title: r.naoEncontrado, status: 404 });
    }
    const vazio = await post(`${r.base}/create`, r.corpo('   '));
    expect(vazio.status).toBe(400);
    expect(vazio.data.title).toBe(VALIDATION);
    expect(Object.keys(vazio.data.errors)).toEqual(['nome']);
    const semAtivar = await put(`${r.base}/update-status`, { id, ativar: 'sim' });
    expect(semAtivar.data.errors).toEqual({ ativar: ['Informe se o registro deve ser ativado.'] });
    expect((await api(`${r.base}/delete/${id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });

  it('answers a repeated Idempotency-Key with the first result, creating one row', async () => {
    const nome = `Teste Chave ${sufixo()}`;
    const key = randomUUID();
    const [a, b] = await Promise.all([post(`${r.base}/create`, r.corpo(nome), admin, { 'Idempotency-Key': key }), post(`${r.base}/create`, r.corpo(nome), admin, { 'Idempotency-Key': key })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.data).toEqual(a.data);
    expect((await pagina(nome)).totalItems).toBe(1);
  });

  it('is for administrators: 403 for a doctor, 401 without a token; get-list-name is for every role', async () => {
    const id = (await criar(`Teste Papéis ${sufixo()}`)).id;
    const calls = (token: string) => [
      get(`${r.base}/get-all-pagination?page=1`, token),
      get(`${r.base}/get-by-id/${id}`, token),
      post(`${r.base}/create`, r.corpo(`Teste Papéis ${sufixo()}`), token),
      put(`${r.base}/update`, { id, ...r.corpo(`Teste Papéis ${sufixo()}`) }, token),
      put(`${r.base}/update-status`, { id, ativar: false }, token),
    ];
    for (const res of await Promise.all(calls(medico))) expect(res.data).toEqual(FORBIDDEN);
    for (const res of await Promise.all(calls(ANONIMO))) expect(res.status).toBe(401);
    expect((await get(`${r.base}/get-by-id/${id}`)).data.ativo).toBe(true);
    expect((await get(`${r.base}/get-list-name`, await tokenFor(DEMO.secretaria))).status).toBe(200);
    expect((await get(`${r.base}/get-list-name`, ANONIMO)).status).toBe(401);
  });
});

describe('areas: what a deactivated area keeps', () => {
  it('keeps its doctors: their profile still names it', async () => {
    const area = (await post('/api/areas/create', { nome: `Teste Área com Médicos ${sufixo()}` })).data as AreaAdmin;
    const d = await domain();
    const [{ putMedico }, { newId }] = await Promise.all([import('@emc/functions/lib/db/medicos'), import('@emc/functions/lib/ids')]);
    const idMedico = newId();
    await putMedico(
      d.db,
      {
        idMedico, nome: 'Médica da Área Desativada', crm: String(800000000 + Math.floor(Math.random() * 99999999)), ativo: true, cpf: '529.982.247-25', sexo: 'Feminino',
        dataNascimento: '1984-02-03', estadoCivil: 'Solteiro(a)', especialidade: 'Clínica Médica', especialidadesSecundarias: [], categoriaProfissional: 'Titular',
        tipo: 'Funcionário', telefone: '-', celular: '-', email: `${idMedico}@hospital.example`, idArea: area.id,
      },
      { listed: false },
    );
    expect((await put('/api/areas/update-status', { id: area.id, ativar: false })).status).toBe(200);
    const perfil = await get(`/api/medico/perfil/${idMedico}`);
    expect(perfil.status, perfil.text).toBe(200);
    expect(perfil.data.area).toBe(area.nome);
    expect(((await get('/api/areas/get-list-name', medico)).data as AreaAdmin[]).map((a) => a.id)).not.toContain(area.id);
  });
});

describe('categoria/*: its tipo, and what deactivating it refuses', () => {
  it('changes the tipo on update, and a deactivated category is refused for new participations', async () => {
    const m = await novoMedico('Médica da Categoria Desativada');
    const cat = (await post('/api/categoria/create', { nome: `Teste Categoria Tipo ${sufixo()}`, tipo: 'OUTRA' })).data as Row;
    const gestao = await put('/api/categoria/update', { id: cat.id, nome: cat.nome, tipo: 'GESTAO' });
    expect(gestao.data).toEqual({ ...cat, tipo: 'GESTAO' });
    expect(((await get('/api/categoria/get-list-name', medico)).data as Row[]).find((c) => c.id === cat.id)).toEqual({ id: cat.id, nome: cat.nome, tipo: 'GESTAO' });
    const semTipo = await post('/api/categoria/create', { nome: `Teste Sem Tipo ${sufixo()}`, tipo: 'OUTRO' });
    expect(semTipo.data.errors).toEqual({ tipo: ['Selecione o tipo da categoria.'] });

    expect((await put('/api/categoria/update-status', { id: cat.id, ativar: false })).status).toBe(200);
    expect(((await get('/api/categoria/get-list-name', medico)).data as Row[]).map((c) => c.id)).not.toContain(cat.id);
    const nova = await post('/api/participacao/create', await campos({ idCategoria: cat.id }), m.token);
    expect(nova.status).toBe(400);
    expect(nova.data.errors).toEqual({ idCategoria: ['Selecione uma categoria válida.'] });
  });
});

describe('classificacao/* (the rows of the credit table)', () => {
  let cat: Row;
  let forma: Row;
  const linha = (over: Record<string, unknown> = {}) => ({
    descricao: `Teste Linha ${sufixo()}`,
    idCategoria: cat.id,
    idForma: forma.id,
    valor: 'medio valor',
    pontos: 2,
    unidade: 'hora',
    tetoCiclo: 10,
    ...over,
  });
  const criarLinha = async (over: Record<string, unknown> = {}) => {
    const res = await post('/api/classificacao/create', linha(over));
    expect(res.status, res.text).toBe(200);
    return res.data as ClassificacaoAdmin;
  };
  const oferecidas = async (qs: string) => (await get(`/api/classificacao/get-list-name${qs}`, medico)).data as ClassificacaoItem[];

  beforeAll(async () => {
    cat = (await post('/api/categoria/create', { nome: `Teste Categoria das Linhas ${sufixo()}`, tipo: 'PUBLICACAO' })).data as Row;
    forma = (await post('/api/forma/create', { nome: `Teste Forma das Linhas ${sufixo()}` })).data as Row;
  });

  it('creates a row with its category and form, reads it, finds it by description or category, and offers it', async () => {
    const body = linha();
    const res = await post('/api/classificacao/create', body);
    expect(res.status, res.text).toBe(200);
    const row = res.data as ClassificacaoAdmin;
    expect(row).toEqual({ id: expect.any(String), ...body, categoria: cat.nome, forma: forma.nome, ativo: true });
    expect((await get(`/api/classificacao/get-by-id/${row.id}`)).data).toEqual(row);
    const porDescricao = (await get(`/api/classificacao/get-all-pagination?page=1&filter=${encodeURIComponent(body.descricao.toLowerCase())}`)).data as Paginated<ClassificacaoAdmin>;
    expect(porDescricao.responseList).toEqual([row]);
    const porCategoria = (await get(`/api/classificacao/get-all-pagination?page=1&filter=${encodeURIComponent(cat.nome)}`)).data as Paginated<ClassificacaoAdmin>;
    expect(porCategoria.responseList.map((x) => x.id)).toContain(row.id);
    const { ativo: _a, ...item } = row;
    expect(await oferecidas(`?idCategoria=${cat.id}&idForma=${forma.id}`)).toContainEqual(item);
  });

  it('refuses a twin of a row (same category, form and description, accent- and case-insensitive) with 409, on create and on update', async () => {
    const DUPLICADO = 'Já existe uma classificação com esta descrição para a mesma categoria e forma de participação.';
    const s = sufixo();
    const row = await criarLinha({ descricao: `Teste Webinar Ação ${s}` });
    const gemea = await post('/api/classificacao/create', linha({ descricao: `  teste   webinar acao ${s.toUpperCase()} `, pontos: 3 }));
    expect(gemea.status, gemea.text).toBe(409);
    expect(gemea.data).toEqual({ title: DUPLICADO, status: 409 });
    const lista = (await get(`/api/classificacao/get-all-pagination?page=1&filter=${encodeURIComponent(`webinar acao ${s}`)}`)).data as Paginated<ClassificacaoAdmin>;
    expect(lista.responseList.map((r) => r.id)).toEqual([row.id]);

    // The same description under another form is another row; moving it onto the first one's form is refused.
    const outraForma = (await post('/api/forma/create', { nome: `Teste Forma Gêmea ${sufixo()}` })).data as Row;
    const outra = await criarLinha({ descricao: row.descricao, idForma: outraForma.id });
    const movida = await put('/api/classificacao/update', { ...linha({ descricao: row.descricao.toLowerCase() }), id: outra.id });
    expect(movida.status, movida.text).toBe(409);
    expect(movida.data.title).toBe(DUPLICADO);
    expect(((await get(`/api/classificacao/get-by-id/${outra.id}`)).data as ClassificacaoAdmin).idForma).toBe(outraForma.id);
    // Its own description in another case is not a twin of itself; after a rename the old description is free.
    expect((await put('/api/classificacao/update', { ...linha({ descricao: row.descricao.toUpperCase() }), id: row.id })).status).toBe(200);
    expect((await put('/api/classificacao/update', { ...linha({ descricao: `${row.descricao} revista` }), id: row.id })).status).toBe(200);
    expect((await post('/api/classificacao/create', linha({ descricao: row.descricao }))).status).toBe(200);

    // A deactivated twin still holds it, as a deactivated area holds its name: reactivate it instead.
    const inativa = await criarLinha();
    expect((await put('/api/classificacao/update-status', { id: inativa.id, ativar: false })).status).toBe(200);
    const deNovo = await post('/api/classificacao/create', linha({ descricao: inativa.descricao }));
    expect(deNovo.status).toBe(409);
    expect(deNovo.data.title).toBe('Já existe uma classificação desativada com esta descrição para a mesma categoria e forma de participação. Reative-a em vez de criar outra.');
  });

  it('updates every field, and a row without a cap loses the one it had', async () => {
    const row = await criarLinha();
    const outra = (await post('/api/forma/create', { nome: `Teste Outra Forma ${sufixo()}` })).data as Row;
    const res = await put('/api/classificacao/update', { id: row.id, descricao: `${row.descricao} revista`, idCategoria: cat.id, idForma: outra.id, valor: 'alto valor', pontos: 3.5, unidade: 'evento', tetoCiclo: null });
    expect(res.status, res.text).toBe(200);
    const esperado = { id: row.id, descricao: `${row.descricao} revista`, idCategoria: cat.id, categoria: cat.nome, idForma: outra.id, forma: outra.nome, valor: 'alto valor', pontos: 3.5, unidade: 'evento', ativo: true };
    // Removing the cap recounts the row's earlier approvals: the answer carries that job (run by the request or, if the
    // stream's runner took it first, by that one), which ends with nothing to recount (the row has no approvals).
    const { tarefa, ...linhaSalva } = res.data as ClassificacaoAdmin & { tarefa?: Tarefa };
    expect(linhaSalva).toEqual(esperado);
    expect(tarefa).toBeDefined();
    const fim = await until(async () => (await get(`/api/ciclo/tarefa/${tarefa!.id}`)).data as Tarefa, tarefaTerminada, 30_000);
    expect(fim.value).toMatchObject({ id: tarefa!.id, tipo: 'teto', estado: 'concluida', alterados: 0 });
    expect((await get(`/api/classificacao/get-by-id/${row.id}`)).data).toEqual(esperado);
    const semCampo = await put('/api/classificacao/update', { id: row.id, descricao: row.descricao, idCategoria: cat.id, idForma: outra.id, valor: 'alto valor', pontos: 1, unidade: 'evento', tetoCiclo: 6 });
    expect(semCampo.data.tetoCiclo).toBe(6);
    const omitido = await put('/api/classificacao/update', { id: row.id, descricao: row.descricao, idCategoria: cat.id, idForma: outra.id, valor: 'alto valor', pontos: 1, unidade: 'evento' });
    expect(omitido.data).not.toHaveProperty('tetoCiclo');
  });

  it('refuses an unknown or deactivated category or form on its field (400), but an update may keep the ones it has', async () => {
    const desconhecidos = await post('/api/classificacao/create', linha({ idCategoria: 'naoexiste000', idForma: 'naoexiste001' }));
    expect(desconhecidos.status).toBe(400);
    expect(desconhecidos.data).toEqual({
      title: VALIDATION,
      status: 400,
      errors: { idCategoria: ['Selecione uma categoria válida.'], idForma: ['Selecione uma forma de participação válida.'] },
    });

    const velha = (await post('/api/categoria/create', { nome: `Teste Categoria Velha ${sufixo()}`, tipo: 'OUTRA' })).data as Row;
    const row = await criarLinha({ idCategoria: velha.id });
    expect((await put('/api/categoria/update-status', { id: velha.id, ativar: false })).status).toBe(200);
    const nova = await post('/api/classificacao/create', linha({ idCategoria: velha.id }));
    expect(nova.data.errors).toEqual({ idCategoria: [`A categoria "${velha.nome}" está desativada. Reative-a ou selecione outra.`] });
    const mantida = await put('/api/classificacao/update', { ...linha({ idCategoria: velha.id, descricao: `${row.descricao} corrigida` }), id: row.id });
    expect(mantida.status, mantida.text).toBe(200);
    const trocada = await put('/api/classificacao/update', { ...linha(), id: (await criarLinha()).id, idCategoria: velha.id });
    expect(trocada.status).toBe(400);

    for (const [campo, valor, mensagem] of [
      ['pontos', 0, 'Os pontos devem ser maiores que zero.'],
      ['valor', 'altíssimo', 'Selecione o valor (alto, médio ou baixo).'],
      ['unidade', 'dia', 'Selecione a unidade (evento ou hora).'],
    ] as const) {
      const res = await post('/api/classificacao/create', linha({ [campo]: valor }));
      expect(res.status).toBe(400);
      expect(res.data.errors[campo], campo).toEqual([mensagem]);
    }
  });

  it('deactivates a row (never deletes it): it is not offered, but still read and listed; and reactivates it', async () => {
    const row = await criarLinha();
    const off = await put('/api/classificacao/update-status', { id: row.id, ativar: false });
    expect(off.data).toEqual({ ...row, ativo: false });
    expect((await oferecidas(`?idCategoria=${cat.id}`)).map((x) => x.id)).not.toContain(row.id);
    expect((await oferecidas('')).map((x) => x.id)).not.toContain(row.id);
    expect((await get(`/api/classificacao/get-by-id/${row.id}`)).data.ativo).toBe(false);
    const lista = (await get(`/api/classificacao/get-all-pagination?page=1&filter=${encodeURIComponent(row.descricao)}`)).data as Paginated<ClassificacaoAdmin>;
    expect(lista.responseList).toEqual([{ ...row, ativo: false }]);
    expect((await api(`/api/classificacao/delete/${row.id}`, { method: 'DELETE', token: admin })).status).toBe(404);

    expect((await put('/api/classificacao/update-status', { id: row.id, ativar: true })).data).toEqual(row);
    expect((await oferecidas(`?idCategoria=${cat.id}`)).map((x) => x.id)).toContain(row.id);
  });

  it("changing a row's points leaves approved credits and the doctor's totals as they were; later approvals count the new points", async () => {
    const m = await novoMedico('Médica dos Pontos Alterados');
    const row = await criarLinha({ valor: 'medio valor', pontos: 7, unidade: 'evento', tetoCiclo: null });
    const aprovar = async () => {
      const part = await post('/api/participacao/create', await campos({ idCategoria: cat.id, idForma: forma.id }), m.token);
      expect(part.status, part.text).toBe(200);
      const res = await put('/api/participacao/aprovar', { id: part.data.id, versao: part.data.versao, idClassificacao: row.id });
      expect(res.status, res.text).toBe(200);
      return res.data as { id: string; credito: number };
    };
    const desempenho = async () => (await get(`/api/medico/desempenho/${m.idMedico}`, m.token)).data as DesempenhoMedico;

    const primeira = await aprovar();
    expect(primeira.credito).toBe(7);
    const antes = await desempenho();
    expect(antes).toMatchObject({ totalPontos: 7, mediaRelevanciaPontos: 7, publicacaoPontos: 7, totalAprovados: 1 });
    const historicoAntes = (await get(`/api/medico/historico-ciclos/${m.idMedico}`, m.token)).data;

    const mudou = await put('/api/classificacao/update', { ...linha({ descricao: row.descricao, valor: 'alto valor', pontos: 12, unidade: 'evento', tetoCiclo: null }), id: row.id });
    expect(mudou.status, mudou.text).toBe(200);

    expect((await get(`/api/participacao/get-by-id/${primeira.id}`, m.token)).data).toMatchObject({ credito: 7 });
    expect(await desempenho()).toEqual(antes);
    expect((await get(`/api/medico/historico-ciclos/${m.idMedico}`, m.token)).data).toEqual(historicoAntes);

    const segunda = await aprovar();
    expect(segunda.credito).toBe(12);
    expect((await get(`/api/participacao/get-by-id/${primeira.id}`, m.token)).data).toMatchObject({ credito: 7 });
    expect(await desempenho()).toMatchObject({ totalPontos: 19, mediaRelevanciaPontos: 7, altaRelevanciaPontos: 12, totalAprovados: 2 });
  });

  it("under a cycle cap too: a later approval's recount keeps the points the earlier ones were approved with", async () => {
    const m = await novoMedico('Médico do Teto com Pontos Alterados');
    const row = await criarLinha({ valor: 'medio valor', pontos: 7, unidade: 'evento', tetoCiclo: 10 });
    const aprovar = async () => {
      const part = await post('/api/participacao/create', await campos({ idCategoria: cat.id, idForma: forma.id }), m.token);
      expect(part.status, part.text).toBe(200);
      const res = await put('/api/participacao/aprovar', { id: part.data.id, versao: part.data.versao, idClassificacao: row.id });
      expect(res.status, res.text).toBe(200);
      return res.data as { id: string; credito: number; creditoCalculado: number };
    };
    const primeira = await aprovar();
    expect(primeira).toMatchObject({ credito: 7, creditoCalculado: 7 });
    const mudou = await put('/api/classificacao/update', { ...linha({ descricao: row.descricao, valor: 'medio valor', pontos: 12, unidade: 'evento', tetoCiclo: 10 }), id: row.id });
    expect(mudou.status, mudou.text).toBe(200);

    const segunda = await aprovar();
    expect(segunda).toMatchObject({ credito: 3, creditoCalculado: 12 });
    expect((await get(`/api/participacao/get-by-id/${primeira.id}`, m.token)).data).toMatchObject({ credito: 7, creditoCalculado: 7 });
    expect((await get(`/api/medico/desempenho/${m.idMedico}`, m.token)).data).toMatchObject({ totalPontos: 10, totalAprovados: 2 });
  });
});

describe('PUT /api/ciclo/update', () => {
  // Changing a goal changes every doctor's sidebar: ciclo-meta.test.ts does it in a world of its own.
  const ciclos = async () => (await get('/api/participacao/ciclos', ANONIMO)).data as Ciclo[];

  it("answers the cycle as participacao/ciclos does; setting a cycle's goal to what it is changes nothing", async () => {
    const antes = await ciclos();
    const atual = antes.find((c) => c.atual)!;
    const res = await put('/api/ciclo/update', { ciclo: atual.ciclo, meta: atual.meta });
    expect(res.status, res.text).toBe(200);
    // A goal never saved before (the default) is saved now, with the recount that makes sure of the counters: the answer names its job.
    const semTarefa = ({ tarefa: _tarefa, ...ciclo }: Record<string, unknown>) => ciclo;
    expect(semTarefa(res.data)).toEqual(atual);
    const passado = antes.find((c) => c.ciclo === atual.ciclo - 3)!;
    expect(semTarefa((await put('/api/ciclo/update', { ciclo: passado.ciclo, meta: passado.meta })).data)).toEqual(passado);
    expect(await ciclos()).toEqual(antes);
  });

  it('refuses a cycle that has not begun or does not exist, and a goal out of range, on their fields (400)', async () => {
    const futuro = await put('/api/ciclo/update', { ciclo: cicloAtual() + 1, meta: 50 });
    expect(futuro.status).toBe(400);
    expect(futuro.data).toEqual({ title: VALIDATION, status: 400, errors: { ciclo: [`O ${cicloAtual() + 1}º ciclo ainda não começou: informe um ciclo de 1 a ${cicloAtual()}.`] } });
    expect((await put('/api/ciclo/update', { ciclo: 0, meta: 50 })).data.errors).toEqual({ ciclo: ['Ciclo inválido.'] });
    expect((await put('/api/ciclo/update', { ciclo: 1.5, meta: 50 })).data.errors).toEqual({ ciclo: ['Ciclo inválido.'] });
    expect((await put('/api/ciclo/update', { ciclo: cicloAtual(), meta: 0 })).data.errors).toEqual({ meta: ['A meta deve ser maior que zero.'] });
    expect((await put('/api/ciclo/update', { ciclo: cicloAtual(), meta: 10.25 })).data.errors).toEqual({ meta: ['A meta deve ser em passos de 0,5.'] });
    expect((await put('/api/ciclo/update', { ciclo: cicloAtual() })).data.errors).toEqual({ meta: ['Informe a meta.'] });
  });

  it('is for administrators: 403 for a doctor, 401 without a token', async () => {
    const body = { ciclo: cicloAtual(), meta: 50 };
    expect((await put('/api/ciclo/update', body, medico)).data).toEqual(FORBIDDEN);
    expect((await put('/api/ciclo/update', body, ANONIMO)).status).toBe(401);
  });
});
