import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATAS_MAX, type AnaliseContexto, type ClassificacaoItem, type MedicoBusca, type ParticipacaoAdmin } from '@emc/shared/analise';
import { normalizeSearch } from '@emc/shared/normalize';
import type { Paginated, ParticipacaoDetalhe, QuantidadeStatus } from '@emc/shared/participacao';
import { DEMO, api, tokenFor } from '../support/api';
import { anoAtual, cicloAtual, cicloDoAno, diasAtras } from '../support/clock';
import { domain } from '../support/direct';
import { FORBIDDEN, admin, criar, novoMedico, tabela, uniquePdf, uploadAnexo, type NovoMedico } from '../support/participacoes';

/**
 * The administrators' review queue (decisions.md, "Analysis"). Its exact lists and counts use this
 * file's own doctors: a cycle ten years back that no other test writes to (created through the
 * domain functions with a clock in that year), and text filters on a tag only this file uses.
 */
const hex = () => randomBytes(4).toString('hex');
const TAG = `fila${hex()}`;
const ANO = anoAtual() - 10;
const CICLO = cicloDoAno(ANO);
/** A moment of that year, `i` minutes after 1 June (each participation's own time, so the order is known). */
const em = (i: number) => new Date(Date.parse(`${ANO}-06-01T12:00:00Z`) + i * 60_000);
const dia = (d: number) => `${ANO}-05-${String(d).padStart(2, '0')}`;

let adminToken: string;
let adm: Awaited<ReturnType<typeof admin>>;
let A: NovoMedico;
let B: NovoMedico;
const ids: Record<string, string> = {};
let C: string;
let K: string;

const principalOf = (m: NovoMedico) => ({ idUsuario: m.idUsuario, name: m.nome, email: m.email, roles: ['Medicos' as const], idMedico: m.idMedico, crm: m.crm });

async function fila(query: Record<string, string | number>, token = adminToken) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return api(`/api/participacao/participacoes-administrador?${qs}`, { token });
}
async function lista(query: Record<string, string | number>): Promise<Paginated<ParticipacaoAdmin>> {
  const res = await fila(query);
  expect(res.status, res.text).toBe(200);
  return res.data;
}
/** The ids of a page, as names of this file's participations. */
async function nomes(query: Record<string, string | number>): Promise<string[]> {
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return (await lista({ page: 1, ...query })).responseList.map((r) => byId.get(r.id) ?? r.id);
}
async function quantidade(query: Record<string, string | number>, token = adminToken) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return api(`/api/participacao/participacoes-quantidade?${qs}`, { token });
}
async function contagem(query: Record<string, string | number>): Promise<number[]> {
  const res = await quantidade(query);
  expect(res.status, res.text).toBe(200);
  return (res.data as QuantidadeStatus[]).map((q) => q.quantidade);
}
async function contexto(id: string, token = adminToken) {
  return api(`/api/participacao/analise/${id}`, { token });
}

beforeAll(async () => {
  adminToken = await tokenFor(DEMO.admin);
  adm = await admin();
  const t = await tabela();
  C = t.categoria('Congressos e eventos científicos');
  K = t.categoria('Cursos e capacitações');
  const ouvinte = t.forma('Ouvinte');
  [A, B] = await Promise.all([novoMedico(`Conceição Análise ${TAG}`), novoMedico(`Benedito Revisão ${TAG}`)]);
  const d = await domain();
  const service = await import('@emc/functions/lib/participacoes/service');
  const decisoes = await import('@emc/functions/lib/participacoes/decisoes');
  const criarEm = async (nome: string, m: NovoMedico, i: number, overrides: Record<string, unknown> = {}) => {
    const p = await service.criarParticipacao(
      d.db,
      principalOf(m),
      { titulo: `Evento ${nome} ${TAG}`, idCategoria: C, idForma: ouvinte, instituicao: 'Hospital Exemplo', dataInicio: dia(10), dataFim: dia(11), cargaHoraria: 4, ...overrides },
      { now: em(i) },
    );
    ids[nome] = p.id;
  };
  const principal = adm.principal;
  await criarEm('a1', A, 1);
  await criarEm('a2', A, 2, { idCategoria: K });
  await criarEm('a3', A, 3);
  await criarEm('a4', A, 4);
  await criarEm('a5', A, 5);
  await criarEm('a6', A, 6, { idCategoria: K });
  await criarEm('a7', A, 7);
  for (let b = 1; b <= 10; b++) await criarEm(`b${b}`, B, 7 + b, b === 5 ? { titulo: `Simpósio de Ética ${TAG}` } : {});
  const congresso = adm.classificacao('Congresso internacional').id;
  await decisoes.aprovarParticipacao(d.db, principal, { id: ids.a4!, idClassificacao: congresso }, { now: em(20) });
  await decisoes.aprovarParticipacao(d.db, principal, { id: ids.a5!, idClassificacao: congresso }, { now: em(21) });
  await decisoes.reprovarComentarParticipacao(d.db, principal, { id: ids.a6!, reprovar: true, status: 3, motivo: 'Fora do programa.' }, { now: em(22) });
  await decisoes.reprovarComentarParticipacao(d.db, principal, { id: ids.a7!, reprovar: false, status: 4, motivo: 'Anexe o certificado.' }, { now: em(23) });
  // One of this cycle, through the API: the newest of the tag.
  ids.aAtual = (await criar(A.token, { titulo: `Evento atual ${TAG}` })).id;
});

const PAGE1 = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7'];

describe('GET /api/participacao/participacoes-administrador', () => {
  it('orders the open statuses oldest first and the decided ones newest decision first (cycle filter, no text)', async () => {
    expect(await nomes({ status: 1, ciclo: CICLO })).toEqual(PAGE1);
    expect(await nomes({ status: 2, ciclo: CICLO })).toEqual(['a5', 'a4']);
    expect(await nomes({ status: 3, ciclo: CICLO })).toEqual(['a6']);
    expect(await nomes({ status: 4, ciclo: CICLO })).toEqual(['a7']);
  });

  it('answers the envelope, page 2, and an empty list past the last page', async () => {
    const p1 = await lista({ status: 1, page: 1, ciclo: CICLO, texto: '', categoria: '' });
    expect({ ...p1, responseList: p1.responseList.length }).toEqual({ responseList: 10, page: 1, pageSize: 10, totalItems: 13, totalPages: 2 });
    expect(await nomes({ status: 1, page: 2, ciclo: CICLO })).toEqual(['b8', 'b9', 'b10']);
    expect(await lista({ status: 1, page: 3, ciclo: CICLO })).toEqual({ responseList: [], page: 3, pageSize: 10, totalItems: 13, totalPages: 2 });
  });

  it('maps a row', async () => {
    const [row] = (await lista({ status: 2, page: 1, ciclo: CICLO, texto: A.crm })).responseList;
    expect(row).toEqual({
      id: ids.a5,
      titulo: `Evento a5 ${TAG}`,
      idMedico: A.idMedico,
      nomeMedico: A.nome,
      crm: A.crm,
      categoria: 'Congressos e eventos científicos',
      forma: 'Ouvinte',
      dataInicio: dia(10),
      dataFim: dia(11),
      cargaHoraria: 4,
      ciclo: CICLO,
      status: 2,
      statusNome: 'Aprovada',
      quantidadeAnexos: 0,
      credito: 10,
      registradaEm: em(5).toISOString(),
      possivelDuplicata: false,
    });
  });

  it('filters by category, and by cycle and category', async () => {
    expect(await nomes({ status: 1, ciclo: CICLO, categoria: K })).toEqual(['a2']);
    expect(await nomes({ status: 3, ciclo: CICLO, categoria: K })).toEqual(['a6']);
    expect(await nomes({ status: 1, categoria: K, texto: TAG })).toEqual(['a2']);
    expect((await lista({ status: 1, page: 1, ciclo: CICLO, categoria: C })).totalItems).toBe(12);
  });

  it('filters by text: the name, the CRM or the title, accent- and case-insensitive', async () => {
    expect(await nomes({ status: 1, texto: TAG })).toEqual(PAGE1);
    expect(await nomes({ status: 1, texto: TAG, page: 2 })).toEqual(['b8', 'b9', 'b10', 'aAtual']);
    expect(await nomes({ status: 1, texto: TAG, ciclo: cicloAtual() })).toEqual(['aAtual']);
    expect(await nomes({ status: 1, texto: `CONCEICAO analise ${TAG.toUpperCase()}` })).toEqual(['a1', 'a2', 'a3', 'aAtual']);
    expect(await nomes({ status: 1, texto: A.crm })).toEqual(['a1', 'a2', 'a3', 'aAtual']);
    expect(await nomes({ status: 2, texto: `Conceição Análise ${TAG}` })).toEqual(['a5', 'a4']);
    expect(await nomes({ status: 1, texto: `simposio de ETICA ${TAG}` })).toEqual(['b5']);
    expect((await lista({ status: 1, page: 1, texto: TAG, ciclo: CICLO, categoria: C })).totalItems).toBe(12);
  });

  it('is for administrators only', async () => {
    expect((await fila({ status: 1, page: 1 }, A.token)).status).toBe(403);
    expect((await fila({ status: 1, page: 1 }, A.token)).data).toEqual(FORBIDDEN);
    expect((await quantidade({}, A.token)).status).toBe(403);
    expect((await contexto(ids.a1!, A.token)).status).toBe(403);
  });
});

describe('GET /api/participacao/participacoes-quantidade', () => {
  it('counts each status with the list filters, equal to the lists totals', async () => {
    const filtros: Record<string, string | number>[] = [
      { ciclo: CICLO },
      { ciclo: CICLO, categoria: K },
      { ciclo: CICLO, categoria: C },
      { texto: TAG },
      { texto: TAG, ciclo: cicloAtual() },
      { texto: TAG, categoria: K },
      { texto: TAG, ciclo: CICLO, categoria: C },
      { texto: `conceição ANÁLISE ${TAG}` },
      { texto: B.crm },
    ];
    expect(await contagem({ ciclo: CICLO })).toEqual([13, 2, 1, 1]);
    expect(await contagem({ ciclo: CICLO, categoria: K })).toEqual([1, 0, 1, 0]);
    expect(await contagem({ texto: TAG })).toEqual([14, 2, 1, 1]);
    expect(await contagem({ texto: `conceição ANÁLISE ${TAG}` })).toEqual([4, 2, 1, 1]);
    for (const f of filtros) {
      const counts = await contagem(f);
      const totals = await Promise.all([1, 2, 3, 4].map(async (status) => (await lista({ ...f, status, page: 1 })).totalItems));
      expect(totals, JSON.stringify(f)).toEqual(counts);
    }
    const res = await quantidade({ ciclo: CICLO });
    expect(res.data).toEqual([
      { status: 1, nome: 'Pendente', quantidade: 13 },
      { status: 2, nome: 'Aprovada', quantidade: 2 },
      { status: 3, nome: 'Reprovada', quantidade: 1 },
      { status: 4, nome: 'Em ajuste', quantidade: 1 },
    ]);
  });

  it("moves between categories when the owner changes a participation's category", async () => {
    const before = { C: await contagem({ ciclo: CICLO, categoria: C }), K: await contagem({ ciclo: CICLO, categoria: K }) };
    const detalhe = (await api(`/api/participacao/get-by-id/${ids.a1}`, { token: A.token })).data as ParticipacaoDetalhe;
    const res = await api('/api/participacao/update', {
      method: 'PUT',
      token: A.token,
      json: {
        id: detalhe.id,
        versao: detalhe.versao,
        titulo: detalhe.titulo,
        idCategoria: K,
        idForma: detalhe.idForma,
        instituicao: detalhe.instituicao,
        dataInicio: detalhe.dataInicio,
        dataFim: detalhe.dataFim,
        cargaHoraria: detalhe.cargaHoraria,
        descricao: null,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(await contagem({ ciclo: CICLO, categoria: C })).toEqual([before.C[0]! - 1, ...before.C.slice(1)]);
    expect(await contagem({ ciclo: CICLO, categoria: K })).toEqual([before.K[0]! + 1, ...before.K.slice(1)]);
    expect((await nomes({ status: 1, ciclo: CICLO, categoria: K })).sort()).toEqual(['a1', 'a2']);
    expect(await contagem({ ciclo: CICLO })).toEqual([13, 2, 1, 1]);
  });
});

describe('GET /api/participacao/analise/{id}', () => {
  let D: NovoMedico;
  const dIds: Record<string, string> = {};
  const nomeDe = (id: string) => Object.entries(dIds).find(([, v]) => v === id)?.[0] ?? id;

  beforeAll(async () => {
    const t = await tabela();
    D = await novoMedico(`Duplicada Revisão ${hex()}`);
    const titulo = `Jornada de Cardiologia ${hex()}`;
    const inicio = diasAtras(3);
    dIds.d1 = (await criar(D.token, { titulo, dataInicio: inicio })).id;
    // Same title but for case and accents, same start date.
    dIds.d2 = (await criar(D.token, { titulo: normalizeSearch(titulo).toUpperCase().replace('JORNADA', 'JÓRNADA'), dataInicio: inicio })).id;
    dIds.d3 = (await criar(D.token)).id;
    dIds.d4 = (await criar(D.token)).id;
    dIds.d5 = (await criar(D.token)).id;
    const pdf = uniquePdf();
    for (const id of [dIds.d3, dIds.d4]) expect((await uploadAnexo(D.token, id!, { data: pdf })).status).toBe(200);
    expect((await uploadAnexo(D.token, dIds.d5!, { data: uniquePdf() })).status).toBe(200);
    // The capped row: "Curso presencial com avaliação", 1 per hour, at most 20 a cycle.
    const curso = { idCategoria: t.categoria('Cursos e capacitações'), idForma: t.forma('Ouvinte') };
    dIds.k1 = (await criar(D.token, { ...curso, cargaHoraria: 8 })).id;
    dIds.k2 = (await criar(D.token, { ...curso, cargaHoraria: 16 })).id;
    dIds.k3 = (await criar(D.token, { ...curso, cargaHoraria: 10 })).id;
    await adm.aprovar(dIds.k1!, 'Curso presencial com avaliação');
    const k2 = await adm.aprovar(dIds.k2!, 'Curso presencial com avaliação');
    expect(k2.credito).toBe(12);
  });

  it('flags possible duplicates in the list: same title and start date, or the same certificate file', async () => {
    const rows = (await lista({ status: 1, page: 1, texto: D.crm })).responseList;
    expect(Object.fromEntries(rows.map((r) => [nomeDe(r.id), r.possivelDuplicata]))).toEqual({ d1: true, d2: true, d3: true, d4: true, d5: false, k3: false });
    expect(rows.find((r) => r.id === dIds.d3)?.quantidadeAnexos).toBe(1);
  });

  it("lists the doctor's other participations of the cycle and the duplicates with their reason", async () => {
    const res = await contexto(dIds.d1!);
    expect(res.status, res.text).toBe(200);
    const ctx = res.data as AnaliseContexto;
    expect(ctx.outrasDoCiclo.map((r) => nomeDe(r.id)).sort()).toEqual(['d2', 'd3', 'd4', 'd5', 'k1', 'k2', 'k3']);
    expect(ctx.outrasDoCiclo.find((r) => r.id === dIds.k1)).toMatchObject({ status: 2, credito: 8, possivelDuplicata: false });
    expect(ctx.duplicatas.map((r) => [nomeDe(r.id), r.motivo])).toEqual([['d2', 'mesmo título e data']]);
    expect(ctx.podeDecidir).toBe(true);
    const porArquivo = (await contexto(dIds.d3!)).data as AnaliseContexto;
    expect(porArquivo.duplicatas.map((r) => [nomeDe(r.id), r.motivo, r.possivelDuplicata])).toEqual([['d4', 'mesmo arquivo', true]]);
    expect(((await contexto(dIds.d5!)).data as AnaliseContexto).duplicatas).toEqual([]);
  });

  it(`lists at most ${DUPLICATAS_MAX} duplicates of one certificate file, and says when there are more`, async () => {
    const E = await novoMedico(`Arquivo Repetido ${hex()}`);
    const pdf = uniquePdf();
    const repetidas: string[] = [];
    for (let i = 0; i < DUPLICATAS_MAX + 3; i++) {
      const { id } = await criar(E.token);
      expect((await uploadAnexo(E.token, id, { data: pdf })).status).toBe(200);
      repetidas.push(id);
    }
    const ctx = (await contexto(repetidas[0]!)).data as AnaliseContexto;
    expect(ctx.duplicatas).toHaveLength(DUPLICATAS_MAX);
    expect(ctx.duplicatas.every((d) => d.motivo === 'mesmo arquivo' && repetidas.includes(d.id) && d.id !== repetidas[0])).toBe(true);
    expect(ctx.duplicatasMais).toBe(true);
    expect(((await contexto(dIds.d3!)).data as AnaliseContexto).duplicatasMais).toBe(false);
  });

  it("gives each candidate row's credits after the doctor's cap in the cycle", async () => {
    const rows = (await api(`/api/classificacao/get-list-name?idCategoria=${K}&idForma=${(await tabela()).forma('Ouvinte')}`, { token: adminToken })).data as ClassificacaoItem[];
    const id = (descricao: string) => rows.find((r) => r.descricao === descricao)!.id;
    const pendente = (await contexto(dIds.k3!)).data as AnaliseContexto;
    expect(pendente.creditos.sort((a, b) => a.credito - b.credito)).toEqual([
      {
        idClassificacao: id('Curso presencial com avaliação'),
        calculado: 10,
        credito: 0,
        motivoTeto: 'O item "Curso presencial com avaliação" vale no máximo 20 créditos por ciclo; 20 já foram contabilizados em outras participações deste ciclo, por isso esta conta 0 de 10.',
      },
      { idClassificacao: id('Curso de suporte de vida (ACLS, ATLS, PALS)'), calculado: 12, credito: 12 },
    ]);
    // An approved one under the row: its own credits are not counted against it.
    const aprovada = (await contexto(dIds.k2!)).data as AnaliseContexto;
    expect(aprovada.creditos.find((c) => c.idClassificacao === id('Curso presencial com avaliação'))).toEqual({
      idClassificacao: id('Curso presencial com avaliação'),
      calculado: 16,
      credito: 12,
      motivoTeto: 'O item "Curso presencial com avaliação" vale no máximo 20 créditos por ciclo; 8 já foram contabilizados em outras participações deste ciclo, por isso esta conta 12 de 16.',
    });
    expect(((await contexto(dIds.d1!)).data as AnaliseContexto).creditos.map((c) => c.credito).sort((a, b) => a - b)).toEqual([4, 8, 10]);
  });

  it("answers podeDecidir false on the administrator's own participation, and 404 for an unknown one", async () => {
    const chefe = await tokenFor(DEMO.chefe);
    const own = await criar(chefe, { titulo: `Própria do chefe ${hex()}` });
    try {
      const res = await contexto(own.id, chefe);
      expect(res.status, res.text).toBe(200);
      expect(res.data.podeDecidir).toBe(false);
      expect((await contexto(own.id)).data.podeDecidir).toBe(true);
    } finally {
      await api(`/api/participacao/delete/${own.id}`, { method: 'DELETE', token: chefe });
    }
    expect((await contexto('naoExiste0000')).status).toBe(404);
  });
});

describe('doctor search and the credit-table rows', () => {
  it('MedicoByName and MedicoByNameCrm answer at most 10, from 3 characters', async () => {
    const d = await domain();
    const { listMedicos } = await import('@emc/functions/lib/db/medicos');
    const todos = await listMedicos(d.db);
    const esperado = (prefixo: string): MedicoBusca[] =>
      todos.filter((m) => normalizeSearch(m.nome).startsWith(normalizeSearch(prefixo))).slice(0, 10).map((m) => ({ id: m.idMedico, nome: m.nome, crm: m.crm }));
    for (const prefixo of ['ana', 'ANÁ', normalizeSearch(todos.at(-1)!.nome).slice(0, 4)]) {
      const res = await api(`/api/medico/MedicoByName/${encodeURIComponent(prefixo)}`, { token: adminToken });
      expect(res.status, res.text).toBe(200);
      expect(res.data).toEqual(esperado(prefixo));
      expect(res.data.length).toBeGreaterThan(0);
    }
    const muitos = todos.map((m) => normalizeSearch(m.nome).slice(0, 3)).find((p, _, all) => all.filter((x) => x === p).length > 10);
    if (muitos) expect((await api(`/api/medico/MedicoByName/${muitos}`, { token: adminToken })).data).toHaveLength(10);
    expect((await api('/api/medico/MedicoByNameCrm/ana', { token: adminToken })).data).toEqual(esperado('ana'));
    expect((await api(`/api/medico/MedicoByNameCrm/${A.crm}`, { token: adminToken })).data).toEqual([{ id: A.idMedico, nome: A.nome, crm: A.crm }]);
    for (const path of ['/api/medico/MedicoByName/an', '/api/medico/MedicoByNameCrm/12']) {
      const res = await api(path, { token: adminToken });
      expect(res.status, res.text).toBe(400);
      expect(res.text).toContain('Digite ao menos 3 caracteres para buscar.');
    }
    expect((await api('/api/medico/MedicoByName/ana', { token: A.token })).status).toBe(403);
  });

  it('classificacao/get-list-name filters the active rows by category and form', async () => {
    const t = await tabela();
    const get = async (qs: string) => (await api(`/api/classificacao/get-list-name${qs}`, { token: A.token })).data as ClassificacaoItem[];
    const todas = await get('');
    expect(todas.length).toBeGreaterThan(10);
    expect((await get('?idCategoria=&idForma=')).length).toBe(todas.length);
    const cursos = await get(`?idCategoria=${K}`);
    expect(cursos.map((r) => r.descricao).sort()).toEqual(['Curso de suporte de vida (ACLS, ATLS, PALS)', 'Curso presencial com avaliação']);
    expect(await get(`?idCategoria=${K}&idForma=${t.forma('Ouvinte')}`)).toEqual(cursos);
    expect(await get(`?idCategoria=${K}&idForma=${t.forma('Palestrante')}`)).toEqual([]);
    expect(cursos.find((r) => r.descricao === 'Curso presencial com avaliação')).toEqual({
      id: expect.any(String),
      descricao: 'Curso presencial com avaliação',
      idCategoria: K,
      categoria: 'Cursos e capacitações',
      idForma: t.forma('Ouvinte'),
      forma: 'Ouvinte',
      valor: 'medio valor',
      pontos: 1,
      unidade: 'hora',
      tetoCiclo: 20,
    });
    const palestras = await get(`?idForma=${t.forma('Palestrante')}`);
    expect(palestras.every((r) => r.forma === 'Palestrante')).toBe(true);
  });
});
