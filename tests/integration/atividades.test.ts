import { randomBytes, randomUUID } from 'node:crypto';
import type { AtividadeAdmin } from '@emc/shared/catalogos';
import type { AtividadeItem, Paginated } from '@emc/shared/participacao';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api, tokenFor } from '../support/api';
import { addDias, diasAtras, hoje } from '../support/clock';
import { domain } from '../support/direct';
import { FORBIDDEN, admin, criar, getById, novoMedico } from '../support/participacoes';

/**
 * Registro de Atividades (decisions.md, "Activities" and "Catalogues and people"): the administrators'
 * catalogue calls, who may call them, the checks on the body, and what a deactivation changes (the
 * doctors' search) and keeps (participations that point at the activity).
 */

let adminToken: string;
let medicoToken: string;
let secretariaToken: string;
let curso: { id: string; idCategoria: string; idForma: string; descricao: string };
let congresso: { id: string; idCategoria: string; idForma: string; descricao: string };

const sufixo = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  [adminToken, medicoToken, secretariaToken] = await Promise.all([tokenFor(DEMO.admin), tokenFor(DEMO.medico), tokenFor(DEMO.secretaria)]);
  const a = await admin();
  curso = a.classificacao('Curso presencial com avaliação');
  congresso = a.classificacao('Congresso internacional');
});

/** A valid create body under the "Curso presencial com avaliação" row, with overrides. */
const corpo = (overrides: Record<string, unknown> = {}) => ({
  nome: `Curso de Integração ${sufixo()}`,
  idCategoria: curso.idCategoria,
  idForma: curso.idForma,
  idClassificacao: curso.id,
  instituicao: 'Instituto de Ensino Hospital Exemplo',
  local: 'Sala de Treinamento 2',
  dataInicio: diasAtras(3),
  dataFim: diasAtras(2),
  cargaHoraria: 12,
  ...overrides,
});

const criarAtividade = (json: Record<string, unknown>, token = adminToken, headers?: Record<string, string>) => api('/api/atividade/create', { method: 'POST', token, json, headers });
const atualizar = (json: Record<string, unknown>, token = adminToken) => api('/api/atividade/update', { method: 'PUT', token, json });
const status = (id: string, ativar: boolean, token = adminToken) => api('/api/atividade/update-status', { method: 'PUT', token, json: { id, ativar } });
const pagina = (query: string, token = adminToken) => api(`/api/atividade/get-all-pagination?${query}`, { token });
const buscar = (nome: string, token = medicoToken) => api(`/api/atividade/get-by-name/${encodeURIComponent(nome)}`, { token });

async function nova(overrides: Record<string, unknown> = {}): Promise<AtividadeAdmin> {
  const res = await criarAtividade(corpo(overrides));
  expect(res.status, res.text).toBe(200);
  return res.data as AtividadeAdmin;
}

describe('create and get-by-id', () => {
  it('creates an active activity and answers it with the credit table names', async () => {
    const body = corpo({ nome: '  Curso de  Ventilação  ' + sufixo() });
    const res = await criarAtividade(body);
    expect(res.status, res.text).toBe(200);
    const a = res.data as AtividadeAdmin;
    expect(a).toMatchObject({
      nome: body.nome.trim(),
      idCategoria: curso.idCategoria,
      categoria: 'Cursos e capacitações',
      idForma: curso.idForma,
      forma: 'Ouvinte',
      idClassificacao: curso.id,
      classificacao: 'Curso presencial com avaliação',
      instituicao: body.instituicao,
      local: body.local,
      dataInicio: body.dataInicio,
      dataFim: body.dataFim,
      cargaHoraria: 12,
      ativo: true,
    });
    expect(a.id).toMatch(/^[0-9a-z]{12}$/);
    const back = await api(`/api/atividade/get-by-id/${a.id}`, { token: adminToken });
    expect(back.status, back.text).toBe(200);
    expect(back.data).toEqual(a);
  });

  it('needs no suggested row nor place; dates may be in the future (a planned activity)', async () => {
    const { idClassificacao: _c, local: _l, ...body } = corpo({ dataInicio: addDias(hoje(), 30), dataFim: addDias(hoje(), 31) });
    const res = await criarAtividade(body);
    expect(res.status, res.text).toBe(200);
    expect(res.data.idClassificacao).toBeUndefined();
    expect(res.data.classificacao).toBeUndefined();
    expect(res.data.local).toBe('');
  });

  it('answers the first result to a repeated Idempotency-Key, and creates one', async () => {
    const key = randomUUID();
    const body = corpo();
    const answers = await Promise.all(Array.from({ length: 5 }, () => criarAtividade(body, adminToken, { 'Idempotency-Key': key })));
    for (const r of answers) expect(r.status, r.text).toBe(200);
    expect(new Set(answers.map((r) => r.data.id)).size).toBe(1);
    const list = await pagina(`page=1&filter=${encodeURIComponent(body.nome)}`);
    expect(list.data.totalItems).toBe(1);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await api('/api/atividade/get-by-id/naoexiste0000', { token: adminToken });
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ title: 'Atividade não encontrada.', status: 404 });
  });
});

describe('checks on the body', () => {
  const erros = async (overrides: Record<string, unknown>) => {
    const res = await criarAtividade(corpo(overrides));
    expect(res.status, res.text).toBe(400);
    expect(res.data.title).toBe('Ocorreu um erro de validação.');
    return res.data.errors as Record<string, string[]>;
  };

  it('refuses an end before the start, on dataFim', async () => {
    expect(await erros({ dataInicio: diasAtras(2), dataFim: addDias(diasAtras(2), -1) })).toEqual({ dataFim: ['A data de término deve ser igual ou posterior à de início.'] });
  });

  it('refuses hours its period cannot hold (24 a day, the start and the end included), on cargaHoraria, on create and update', async () => {
    const FORA = { cargaHoraria: ['A carga horária não cabe no período informado.'] };
    const dia = addDias(hoje(), 10);
    expect(await erros({ dataInicio: dia, dataFim: dia, cargaHoraria: 48 })).toEqual(FORA);
    expect(await erros({ dataInicio: dia, dataFim: dia, cargaHoraria: 24.5 })).toEqual(FORA);
    expect((await nova({ dataInicio: dia, dataFim: dia, cargaHoraria: 24 })).cargaHoraria).toBe(24);
    const tres = await nova({ dataInicio: dia, dataFim: addDias(dia, 2), cargaHoraria: 72 });
    const encurtada = await atualizar({ ...corpo({ dataInicio: dia, dataFim: addDias(dia, 1), cargaHoraria: 72 }), id: tres.id });
    expect(encurtada.status).toBe(400);
    expect(encurtada.data.errors).toEqual(FORA);
  });

  it('refuses an unknown or inactive category or form', async () => {
    const d = await domain();
    const { putCategoria, putForma } = await import('@emc/functions/lib/db/tabela');
    const { newId } = await import('@emc/functions/lib/ids');
    const [idCategoria, idForma] = [newId(), newId()];
    await putCategoria(d.db, { id: idCategoria, nome: `Categoria desativada ${sufixo()}`, tipo: 'OUTRA', ativo: false });
    await putForma(d.db, { id: idForma, nome: `Forma desativada ${sufixo()}`, ativo: false });
    for (const ids of [{ idCategoria: 'naoexiste0000', idForma: 'naoexiste0001' }, { idCategoria, idForma }]) {
      expect(await erros({ ...ids, idClassificacao: null })).toEqual({ idCategoria: ['Selecione uma categoria válida.'], idForma: ['Selecione uma forma de participação válida.'] });
    }
  });

  it('refuses a suggested row that does not exist, or is of another category and form', async () => {
    expect(await erros({ idClassificacao: 'naoexiste0000' })).toEqual({ idClassificacao: ['Selecione uma classificação válida da tabela de créditos.'] });
    expect(await erros({ idClassificacao: congresso.id })).toEqual({ idClassificacao: ['A classificação sugerida deve ser da categoria e da forma de participação da atividade.'] });
  });

  it('refuses shapes with the schema messages', async () => {
    const errors = await erros({ nome: 'ab', cargaHoraria: 0.3, dataInicio: '03/02/2025', instituicao: '' });
    expect(errors.nome).toEqual(['O nome da atividade deve ter ao menos 3 caracteres.']);
    expect(errors.cargaHoraria).toEqual(['A carga horária deve ser em passos de meia hora (ex.: 1,5).']);
    expect(errors.dataInicio).toEqual(['Informe a data de início no formato AAAA-MM-DD.']);
    expect(errors.instituicao).toEqual(['Informe a instituição promotora.']);
  });
});

describe('get-all-pagination', () => {
  it('pages the catalogue, active and inactive, newest start first, with a name filter that ignores accents and case', async () => {
    const marca = `Paginação ${sufixo()}`;
    const criadas: AtividadeAdmin[] = [];
    for (let i = 0; i < 11; i++) criadas.push(await nova({ nome: `Sessão ${marca} ${String(i).padStart(2, '0')}`, dataInicio: diasAtras(20 - i), dataFim: diasAtras(20 - i) }));
    expect((await status(criadas[0]!.id, false)).status).toBe(200);

    const filtro = encodeURIComponent(marca.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase());
    const p1 = await pagina(`page=1&filter=${filtro}`);
    expect(p1.status, p1.text).toBe(200);
    const env = p1.data as Paginated<AtividadeAdmin>;
    expect(env).toMatchObject({ page: 1, pageSize: 10, totalItems: 11, totalPages: 2 });
    expect(env.responseList).toHaveLength(10);
    const p2 = (await pagina(`page=2&filter=${filtro}`)).data as Paginated<AtividadeAdmin>;
    expect(p2.responseList).toHaveLength(1);
    const todas = [...env.responseList, ...p2.responseList];
    // Newest start first: the dates were spread so that ties by name order cannot hide the order.
    expect(todas.map((a) => a.dataInicio)).toEqual([...todas.map((a) => a.dataInicio)].sort().reverse());
    expect(new Set(todas.map((a) => a.id))).toEqual(new Set(criadas.map((a) => a.id)));
    expect(todas.find((a) => a.id === criadas[0]!.id)!.ativo).toBe(false);
    expect(todas.every((a) => a.categoria === 'Cursos e capacitações' && a.forma === 'Ouvinte')).toBe(true);

    const alem = (await pagina(`page=3&filter=${filtro}`)).data as Paginated<AtividadeAdmin>;
    expect(alem).toMatchObject({ responseList: [], page: 3, totalItems: 11, totalPages: 2 });
    const nada = (await pagina(`filter=${encodeURIComponent(`nada ${sufixo()}`)}`)).data as Paginated<AtividadeAdmin>;
    expect(nada).toEqual({ responseList: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 1 });
  });

  it('refuses a bad page with a Portuguese message', async () => {
    const res = await pagina('page=0');
    expect(res.status).toBe(400);
    expect(res.data.errors['query.page']).toEqual(['A página deve ser um número inteiro a partir de 1.']);
  });
});

describe('update', () => {
  it('changes the fields, the search follows the new name, and a null row removes the suggestion', async () => {
    const a = await nova();
    const novoNome = `Curso Renomeado ${sufixo()}`;
    const res = await atualizar({ ...corpo({ nome: novoNome, idClassificacao: null, cargaHoraria: 4 }), id: a.id });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toMatchObject({ id: a.id, nome: novoNome, cargaHoraria: 4, ativo: true });
    expect(res.data.idClassificacao).toBeUndefined();
    expect((await api(`/api/atividade/get-by-id/${a.id}`, { token: adminToken })).data).toEqual(res.data);
    const found = (await buscar(novoNome)).data as AtividadeItem[];
    expect(found.map((x) => x.id)).toEqual([a.id]);
    expect(((await buscar(a.nome)).data as AtividadeItem[]).map((x) => x.id)).not.toContain(a.id);
  });

  it('keeps the status: updating an inactive activity leaves it inactive', async () => {
    const a = await nova();
    await status(a.id, false);
    const res = await atualizar({ ...corpo({ nome: a.nome }), id: a.id });
    expect(res.status, res.text).toBe(200);
    expect(res.data.ativo).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for the same checks as create', async () => {
    const unknown = await atualizar({ ...corpo(), id: 'naoexiste0000' });
    expect(unknown.status).toBe(404);
    expect(unknown.data.title).toBe('Atividade não encontrada.');
    const a = await nova();
    const bad = await atualizar({ ...corpo({ dataFim: addDias(diasAtras(3), -1) }), id: a.id });
    expect(bad.status).toBe(400);
    expect(bad.data.errors.dataFim).toEqual(['A data de término deve ser igual ou posterior à de início.']);
  });
});

describe('update-status', () => {
  it('hides a deactivated activity from the doctors\' search, keeps its participations, and shows it again when reactivated', async () => {
    const a = await nova({ nome: `Simpósio de Desativação ${sufixo()}` });
    const medico = await novoMedico('Médico da Atividade Desativada');
    expect(((await buscar(a.nome, medico.token)).data as AtividadeItem[]).map((x) => x.id)).toEqual([a.id]);
    const part = await criar(medico.token, { titulo: a.nome, idAtividade: a.id, idCategoria: a.idCategoria, idForma: a.idForma, dataInicio: a.dataInicio, dataFim: a.dataFim });

    const off = await status(a.id, false);
    expect(off.status, off.text).toBe(200);
    expect(off.data).toMatchObject({ id: a.id, ativo: false, categoria: 'Cursos e capacitações' });
    expect((await buscar(a.nome, medico.token)).data).toEqual([]);
    const kept = await getById(medico.token, part.id);
    expect(kept.status).toBe(200);
    expect(kept.data).toMatchObject({ id: part.id, idAtividade: a.id, titulo: a.nome, status: 1 });
    expect((await api(`/api/atividade/get-by-id/${a.id}`, { token: adminToken })).data.ativo).toBe(false);

    const on = await status(a.id, true);
    expect(on.data.ativo).toBe(true);
    expect(((await buscar(a.nome, medico.token)).data as AtividadeItem[]).map((x) => x.id)).toEqual([a.id]);
  });

  it('answers 404 for an unknown id and 400 without ativar', async () => {
    expect((await status('naoexiste0000', false)).status).toBe(404);
    const res = await api('/api/atividade/update-status', { method: 'PUT', token: adminToken, json: { id: 'x1' } });
    expect(res.status).toBe(400);
    expect(res.data.errors.ativar).toEqual(['Informe se o registro deve ser ativado.']);
  });
});

describe('roles', () => {
  it('lets administrators only manage the catalogue; anyone signed in may search it', async () => {
    const a = await nova();
    // Straight through api(): the helpers above default to the administrator's token.
    const calls = (token?: string) => [
      api('/api/atividade/get-all-pagination?page=1', { token }),
      api(`/api/atividade/get-by-id/${a.id}`, { token }),
      api('/api/atividade/create', { method: 'POST', token, json: corpo() }),
      api('/api/atividade/update', { method: 'PUT', token, json: { ...corpo(), id: a.id } }),
      api('/api/atividade/update-status', { method: 'PUT', token, json: { id: a.id, ativar: false } }),
    ];
    for (const token of [medicoToken, secretariaToken]) {
      for (const res of await Promise.all(calls(token))) {
        expect(res.status, res.text).toBe(403);
        expect(res.data).toEqual(FORBIDDEN);
      }
    }
    for (const res of await Promise.all(calls(undefined))) expect(res.status).toBe(401);
    expect((await api(`/api/atividade/get-by-id/${a.id}`, { token: adminToken })).data.ativo).toBe(true);
    for (const token of [medicoToken, secretariaToken, adminToken]) expect((await buscar(a.nome, token)).status).toBe(200);
  });
});
