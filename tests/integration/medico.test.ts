import { beforeAll, describe, expect, it } from 'vitest';
import type { DesempenhoMedico, HistoricoCiclos, MedicoPerfil } from '@emc/shared/medico';
import type { HistoricoParticipacao, Paginated, ParticipacaoResumo } from '@emc/shared/participacao';
import { VALORES } from '@emc/shared/status';
import { api } from '../support/api';
import { projecaoMeta } from '@emc/shared/projecao';
import { cicloAtual, cicloDaData, diasSeguidos, hoje } from '../support/clock';
import { FORBIDDEN, admin, criar, demoIds, novoMedico, porStatus, quantidades, type NovoMedico } from '../support/participacoes';

type Ids = Awaited<ReturnType<typeof demoIds>>;

const VALIDATION = 'Ocorreu um erro de validação.';
const CICLO_ATUAL = cicloAtual();
const round1 = (n: number) => Math.round(n * 10) / 10;

const PERFIL_KEYS: (keyof MedicoPerfil)[] = [
  'id', 'nome', 'crm', 'status', 'cpf', 'sexo', 'dataNascimento', 'estadoCivil', 'especialidade', 'especialidadesSecundarias',
  'categoriaProfissional', 'tipo', 'telefone', 'celular', 'email', 'area', 'receberLembretes',
];
const DESEMPENHO_KEYS: (keyof DesempenhoMedico)[] = [
  'cicloAtual', 'totalPontos', 'metaPontos', 'gestaoPontos', 'publicacaoPontos', 'baixaRelevanciaPontos', 'mediaRelevanciaPontos',
  'altaRelevanciaPontos', 'totalRegistros', 'totalAprovados', 'totalReprovados', 'totalPendentes', 'pontosParaAtigirMeta',
  'totalPercentualMeta', 'baixaRelevanciaPercentual', 'mediaRelevanciaPercentual', 'altaRelevanciaPercentual', 'gestaoPercentual',
  'publicacoesPercentual',
];
const RESUMO_KEYS = ['id', 'titulo', 'categoria', 'forma', 'instituicao', 'dataInicio', 'dataFim', 'cargaHoraria', 'ciclo', 'status', 'statusNome', 'credito', 'quantidadeAnexos'];

const perfil = (token: string | undefined, id: string) => api(`/api/medico/perfil/${id}`, { token });
const desempenho = (token: string, id: string) => api(`/api/medico/desempenho/${id}`, { token });
const historicoCiclos = (token: string, id: string) => api(`/api/medico/historico-ciclos/${id}`, { token });
const historicoParticipacoes = (token: string, idMedico: string, ciclo: number | string, page = 1) =>
  api(`/api/medico/historico-participacoes-ciclos?idMedico=${idMedico}&ciclo=${ciclo}&page=${page}`, { token });

/** Every page of a paginated call. */
async function allPages<T>(get: (page: number) => Promise<{ status: number; data: Paginated<T> }>): Promise<T[]> {
  const first = await get(1);
  expect(first.status).toBe(200);
  const items = [...first.data.responseList];
  for (let page = 2; page <= first.data.totalPages; page++) items.push(...(await get(page)).data.responseList);
  return items;
}

let ids: Ids;
/** A doctor of this file only, unknown to the demo secretary. */
let alheio: NovoMedico;

beforeAll(async () => {
  ids = await demoIds();
  alheio = await novoMedico('Médico Alheio ao Perfil');
});

describe('GET /api/medico/perfil/{id}', () => {
  it('shows the doctor their own profile with the full CPF', async () => {
    const res = await perfil(ids.tokens.medico, ids.medico.idMedico!);
    expect(res.status).toBe(200);
    const p = res.data as MedicoPerfil;
    expect(Object.keys(p).sort()).toEqual([...PERFIL_KEYS].sort());
    expect(p).toMatchObject({
      id: ids.medico.idMedico,
      nome: 'Ana Beatriz Souza',
      crm: '123456',
      status: 'Ativo',
      sexo: 'Feminino',
      email: 'medico@hospital.example',
      area: 'Clínica Médica',
      tipo: 'Funcionário',
      categoriaProfissional: 'Titular',
      especialidade: 'Clínica Médica',
    });
    expect(p.cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(p.dataNascimento).toMatch(/^\d{2}\/\d{2}\/\d{4} 00:00:00$/);
    expect(Array.isArray(p.especialidadesSecundarias)).toBe(true);
    expect(p.telefone).toMatch(/^\(\d{2}\) \d{4}-\d{4}$/);
  });

  it('answers the exact stored profile, with the birth date as dd/MM/yyyy 00:00:00', async () => {
    const res = await perfil(alheio.token, alheio.idMedico);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id: alheio.idMedico,
      nome: alheio.nome,
      crm: alheio.crm,
      status: 'Ativo',
      cpf: alheio.cpf,
      sexo: 'Feminino',
      dataNascimento: '07/03/1985 00:00:00',
      estadoCivil: 'Casado(a)',
      especialidade: 'Clínica Médica',
      especialidadesSecundarias: ['Geriatria'],
      categoriaProfissional: 'Associado',
      tipo: 'Funcionário',
      telefone: '(11) 3111-2222',
      celular: '(11) 91111-2222',
      email: alheio.email,
      area: alheio.area,
      receberLembretes: true,
    });
  });

  it('masks the CPF for a linked secretary (LGPD), and shows the rest', async () => {
    const own = (await perfil(ids.tokens.medico, ids.medico.idMedico!)).data as MedicoPerfil;
    const res = await perfil(ids.tokens.secretaria, ids.medico.idMedico!);
    expect(res.status).toBe(200);
    expect(res.data.cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(res.data.cpf).toBe(`***.${own.cpf.slice(4, 11)}-**`);
    expect({ ...res.data, cpf: own.cpf }).toEqual(own);
    expect(res.text).not.toContain(own.cpf);
  });

  it('shows administrators the full CPF, chefe@ (administrator and doctor) included', async () => {
    const own = (await perfil(ids.tokens.medico, ids.medico.idMedico!)).data as MedicoPerfil;
    for (const token of [ids.tokens.admin, ids.tokens.chefe]) {
      const res = await perfil(token, ids.medico.idMedico!);
      expect(res.status).toBe(200);
      expect(res.data).toEqual(own);
    }
  });

  it("refuses another doctor, and a secretary on a doctor not linked to her, with 403 and no data", async () => {
    const own = (await perfil(ids.tokens.medico, ids.medico.idMedico!)).data as MedicoPerfil;
    const other = await perfil(alheio.token, ids.medico.idMedico!);
    expect(other.status).toBe(403);
    expect(other.data).toEqual(FORBIDDEN);
    expect(other.text).not.toContain(own.cpf);
    const medicoOnChefe = await perfil(ids.tokens.medico, ids.chefe.idMedico!);
    expect(medicoOnChefe.status).toBe(403);
    for (const id of [ids.chefe.idMedico!, alheio.idMedico]) {
      const res = await perfil(ids.tokens.secretaria, id);
      expect(res.status).toBe(403);
      expect(res.data).toEqual(FORBIDDEN);
    }
  });

  it('answers 404 for an unknown doctor (to an administrator) and 401 without a token', async () => {
    const res = await perfil(ids.tokens.admin, 'naoexiste0000');
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ title: 'Médico não encontrado.', status: 404 });
    expect((await perfil(undefined, ids.medico.idMedico!)).status).toBe(401);
  });
});

describe('GET /api/medico/desempenho/{id}', () => {
  it("answers medico@'s current cycle with every figure a number", async () => {
    const res = await desempenho(ids.tokens.medico, ids.medico.idMedico!);
    expect(res.status).toBe(200);
    const d = res.data as DesempenhoMedico;
    expect(Object.keys(d).sort()).toEqual([...DESEMPENHO_KEYS, 'projecao'].sort());
    for (const k of DESEMPENHO_KEYS) expect(typeof d[k], k).toBe('number');
    expect(d.cicloAtual).toBe(CICLO_ATUAL);
    expect(d.metaPontos).toBe(50);
  });

  it("answers the current cycle's figures, consistent with the decisions.md formulas", async () => {
    // A doctor of this test: the demo doctors' current cycle depends on the day of the year and on other files.
    const m = await novoMedico();
    const adm = await admin();
    await adm.aprovar((await criar(m.token)).id); // 10, alto
    await adm.aprovar((await criar(m.token)).id, 'Congresso nacional'); // 8, medio
    await adm.aprovar((await criar(m.token)).id, 'Jornada ou simpósio regional'); // 4, baixo
    await adm.aprovar((await criar(m.token)).id, 'Organização de evento científico'); // 8, medio, GESTAO
    await adm.reprovar((await criar(m.token)).id);
    await criar(m.token);
    const res = await desempenho(m.token, m.idMedico);
    expect(res.status).toBe(200);
    const d = res.data as DesempenhoMedico;
    expect(Object.keys(d).sort()).toEqual([...DESEMPENHO_KEYS, 'projecao'].sort());
    expect(d.projecao).toEqual(projecaoMeta(d.totalPontos, d.metaPontos, hoje()));
    expect(d).toMatchObject({ cicloAtual: CICLO_ATUAL, metaPontos: 50, totalPontos: 30, altaRelevanciaPontos: 10, mediaRelevanciaPontos: 16, baixaRelevanciaPontos: 4, gestaoPontos: 8, publicacaoPontos: 0 });
    expect(d.pontosParaAtigirMeta).toBeCloseTo(Math.max(0, d.metaPontos - d.totalPontos), 5);
    expect(d.totalPercentualMeta).toBe(Math.min(100, round1((100 * d.totalPontos) / d.metaPontos)));
    expect(d.altaRelevanciaPontos + d.mediaRelevanciaPontos + d.baixaRelevanciaPontos).toBeCloseTo(d.totalPontos, 5);
    expect(d.altaRelevanciaPercentual).toBe(round1((100 * d.altaRelevanciaPontos) / d.totalPontos));
    expect(d.mediaRelevanciaPercentual).toBe(round1((100 * d.mediaRelevanciaPontos) / d.totalPontos));
    expect(d.baixaRelevanciaPercentual).toBe(round1((100 * d.baixaRelevanciaPontos) / d.totalPontos));
    expect(d.gestaoPercentual).toBe(round1((100 * d.gestaoPontos) / d.totalPontos));
    expect(d.publicacoesPercentual).toBe(round1((100 * d.publicacaoPontos) / d.totalPontos));
    expect(d).toMatchObject({ totalRegistros: 6, totalAprovados: 4, totalReprovados: 1, totalPendentes: 1 });
  });

  it('starts at zero for a doctor with no participation', async () => {
    const m = await novoMedico();
    const res = await desempenho(m.token, m.idMedico);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      cicloAtual: CICLO_ATUAL,
      totalPontos: 0,
      metaPontos: 50,
      gestaoPontos: 0,
      publicacaoPontos: 0,
      baixaRelevanciaPontos: 0,
      mediaRelevanciaPontos: 0,
      altaRelevanciaPontos: 0,
      totalRegistros: 0,
      totalAprovados: 0,
      totalReprovados: 0,
      totalPendentes: 0,
      pontosParaAtigirMeta: 50,
      totalPercentualMeta: 0,
      baixaRelevanciaPercentual: 0,
      mediaRelevanciaPercentual: 0,
      altaRelevanciaPercentual: 0,
      gestaoPercentual: 0,
      publicacoesPercentual: 0,
      projecao: projecaoMeta(0, 50, hoje()),
    });
  });

  it('rises by the credits of an approval, and counts the registrations by status', async () => {
    const m = await novoMedico();
    const adm = await admin();
    const a = await criar(m.token);
    const b = await criar(m.token);
    const before = (await desempenho(m.token, m.idMedico)).data as DesempenhoMedico;
    expect(before).toMatchObject({ totalPontos: 0, totalRegistros: 2, totalPendentes: 2, totalAprovados: 0 });

    const aprovada = await adm.aprovar(a.id);
    expect(aprovada.credito).toBe(10);
    const after = (await desempenho(m.token, m.idMedico)).data as DesempenhoMedico;
    expect(after.totalPontos).toBe(before.totalPontos + aprovada.credito);
    expect(after).toMatchObject({
      totalPontos: 10,
      altaRelevanciaPontos: 10,
      altaRelevanciaPercentual: 100,
      mediaRelevanciaPontos: 0,
      totalRegistros: 2,
      totalAprovados: 1,
      totalPendentes: 1,
      totalReprovados: 0,
      pontosParaAtigirMeta: 40,
      totalPercentualMeta: 20,
    });

    await adm.reprovar(b.id);
    const rejected = (await desempenho(m.token, m.idMedico)).data as DesempenhoMedico;
    expect(rejected).toMatchObject({ totalPontos: 10, totalRegistros: 2, totalAprovados: 1, totalPendentes: 0, totalReprovados: 1 });

    // Reopening an approved one removes its credits.
    await adm.comentar(a.id);
    const reopened = (await desempenho(m.token, m.idMedico)).data as DesempenhoMedico;
    expect(reopened).toMatchObject({ totalPontos: 0, altaRelevanciaPontos: 0, totalAprovados: 0, pontosParaAtigirMeta: 50, totalPercentualMeta: 0 });
  });

  it('caps totalPercentualMeta at 100 and pontosParaAtigirMeta at 0, and splits gestão and publicação', async () => {
    const m = await novoMedico();
    const adm = await admin();
    const artigo = await criar(m.token);
    await adm.aprovar(artigo.id, 'Artigo em periódico indexado'); // 20, PUBLICACAO, alto
    for (let i = 0; i < 2; i++) await adm.aprovar((await criar(m.token)).id, 'Congresso internacional – palestra'); // 20, alto
    await adm.aprovar((await criar(m.token)).id, 'Organização de evento científico'); // 8, GESTAO, medio
    const d = (await desempenho(m.token, m.idMedico)).data as DesempenhoMedico;
    expect(d).toMatchObject({
      totalPontos: 68,
      publicacaoPontos: 20,
      gestaoPontos: 8,
      altaRelevanciaPontos: 60,
      mediaRelevanciaPontos: 8,
      pontosParaAtigirMeta: 0,
      totalPercentualMeta: 100,
      publicacoesPercentual: round1((100 * 20) / 68),
      gestaoPercentual: round1((100 * 8) / 68),
      altaRelevanciaPercentual: round1((100 * 60) / 68),
      totalAprovados: 4,
    });
  });

  // BUG (functions/src/medico/desempenho.ts:28): pontosParaAtigirMeta is rounded to one decimal
  // (oneDecimal(Math.max(0, meta - total))), but decisions.md defines it as max(0, meta − total); only
  // totalPercentualMeta is "with one decimal". Credits have two decimals (0.5 point per hour × 12.5 h =
  // 6.25), so the doctor is told 43.8 points are missing when 43.75 are, and total + missing ≠ meta.
  it('gives pontosParaAtigirMeta exactly as meta − total when the credits have two decimals', async () => {
    const m = await novoMedico();
    const adm = await admin();
    const p = await criar(m.token, { cargaHoraria: 12.5 });
    const aprovada = await adm.aprovar(p.id, 'Curso a distância com certificação'); // 0.5 point per hour, cap 10
    expect(aprovada.credito).toBe(6.25);
    const d = (await desempenho(m.token, m.idMedico)).data as DesempenhoMedico;
    expect(d.totalPontos).toBe(6.25);
    expect(d.totalPercentualMeta).toBe(12.5);
    expect(d.pontosParaAtigirMeta).toBe(43.75);
  });

  it('is readable by a linked secretary and administrators, not by another doctor', async () => {
    expect((await desempenho(ids.tokens.secretaria, ids.medico.idMedico!)).status).toBe(200);
    expect((await desempenho(ids.tokens.admin, ids.medico.idMedico!)).status).toBe(200);
    const other = await desempenho(alheio.token, ids.medico.idMedico!);
    expect(other.status).toBe(403);
    expect(other.data).toEqual(FORBIDDEN);
    expect((await desempenho(ids.tokens.secretaria, ids.chefe.idMedico!)).status).toBe(403);
  });
});

describe('GET /api/medico/historico-ciclos/{id}', () => {
  it('answers the 8 consecutive cycles ending at the current one, with a goal of 50 each', async () => {
    const res = await historicoCiclos(ids.tokens.medico, ids.medico.idMedico!);
    expect(res.status).toBe(200);
    const h = res.data as HistoricoCiclos;
    expect(Object.keys(h).sort()).toEqual(['graficoCiclosList', 'meta', 'quantidadeParticipacoes', 'totalPontos']);
    expect(h.graficoCiclosList.map((c) => c.ciclo)).toEqual(Array.from({ length: 8 }, (_, i) => CICLO_ATUAL - 7 + i));
    expect(h.meta).toBe(50);
    for (const c of h.graficoCiclosList) {
      expect(Object.keys(c).sort()).toEqual(['ciclo', 'meta', 'pontuacaoAltoValor', 'pontuacaoBaixoValor', 'pontuacaoMedioValor']);
      expect(c.meta).toBe(50);
    }
    // medico@ has approved participations in each of the 7 past cycles of the history.
    for (const c of h.graficoCiclosList.slice(0, 7)) expect(c.pontuacaoAltoValor + c.pontuacaoMedioValor + c.pontuacaoBaixoValor).toBeGreaterThan(0);
    // totalPontos is the tallest bar: the spec's y-axis rule then keeps every bar inside the chart.
    const highest = Math.max(...h.graficoCiclosList.map((c) => c.pontuacaoAltoValor + c.pontuacaoMedioValor + c.pontuacaoBaixoValor));
    expect(h.totalPontos).toBeCloseTo(highest, 5);
    // Three in each past cycle; how many the current cycle has depends on the day of the year.
    expect(h.quantidadeParticipacoes).toBeGreaterThanOrEqual(21);
  });

  it("agrees with the current cycle's performance, and follows approvals", async () => {
    const m = await novoMedico();
    const adm = await admin();
    const empty = (await historicoCiclos(m.token, m.idMedico)).data as HistoricoCiclos;
    expect(empty.totalPontos).toBe(0);
    expect(empty.quantidadeParticipacoes).toBe(0);
    expect(empty.graficoCiclosList.every((c) => c.pontuacaoAltoValor + c.pontuacaoMedioValor + c.pontuacaoBaixoValor === 0)).toBe(true);

    await adm.aprovar((await criar(m.token)).id); // 10, alto
    await adm.aprovar((await criar(m.token)).id, 'Congresso nacional'); // 8, medio
    await criar(m.token);
    const h = (await historicoCiclos(m.token, m.idMedico)).data as HistoricoCiclos;
    expect(h.graficoCiclosList.at(-1)).toEqual({ ciclo: CICLO_ATUAL, pontuacaoAltoValor: 10, pontuacaoMedioValor: 8, pontuacaoBaixoValor: 0, meta: 50 });
    expect(h).toMatchObject({ quantidadeParticipacoes: 3, totalPontos: 18 });
    const d = (await desempenho(m.token, m.idMedico)).data as DesempenhoMedico;
    expect(d.totalPontos).toBe(h.graficoCiclosList.at(-1)!.pontuacaoAltoValor + h.graficoCiclosList.at(-1)!.pontuacaoMedioValor);
  });

  it('is refused to another doctor and to an unlinked secretary', async () => {
    expect((await historicoCiclos(alheio.token, ids.medico.idMedico!)).status).toBe(403);
    expect((await historicoCiclos(ids.tokens.secretaria, alheio.idMedico)).status).toBe(403);
    expect((await historicoCiclos(ids.tokens.secretaria, ids.medico.idMedico!)).status).toBe(200);
  });
});

describe('GET /api/medico/participacoes-quantidade', () => {
  it('answers the 4 statuses with their names for medico@, with the past cycles\' approvals and rejections', async () => {
    const res = await api(`/api/medico/participacoes-quantidade?idMedico=${ids.medico.idMedico}`, { token: ids.tokens.medico });
    expect(res.status).toBe(200);
    expect(res.data.map((q: { status: number; nome: string }) => [q.status, q.nome])).toEqual([
      [1, 'Pendente'],
      [2, 'Aprovada'],
      [3, 'Reprovada'],
      [4, 'Em ajuste'],
    ]);
    for (const q of res.data) {
      expect(Object.keys(q).sort()).toEqual(['nome', 'quantidade', 'status']);
      expect(Number.isInteger(q.quantidade) && q.quantidade >= 0).toBe(true);
    }
    // The seed approves and rejects in the past cycles; pending and Em ajuste ones are in the current cycle only.
    expect(res.data[1].quantidade).toBeGreaterThanOrEqual(1);
    expect(res.data[2].quantidade).toBeGreaterThanOrEqual(1);
  });

  it('follows every change of status of a doctor', async () => {
    const m = await novoMedico();
    const adm = await admin();
    expect(await quantidades(m.token, m.idMedico)).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0 });
    const [a, b, c] = [await criar(m.token), await criar(m.token), await criar(m.token)];
    expect(await quantidades(m.token, m.idMedico)).toEqual({ 1: 3, 2: 0, 3: 0, 4: 0 });
    await adm.aprovar(a.id);
    await adm.reprovar(b.id);
    await adm.comentar(c.id);
    expect(await quantidades(m.token, m.idMedico)).toEqual({ 1: 0, 2: 1, 3: 1, 4: 1 });
    expect((await api(`/api/participacao/delete/${c.id}`, { method: 'DELETE', token: m.token })).status).toBe(200);
    expect(await quantidades(m.token, m.idMedico)).toEqual({ 1: 0, 2: 1, 3: 1, 4: 0 });
  });

  it('validates idMedico and checks who may read it', async () => {
    const missing = await api('/api/medico/participacoes-quantidade', { token: ids.tokens.medico });
    expect(missing.status).toBe(400);
    expect(missing.data.title).toBe(VALIDATION);
    expect(Object.keys(missing.data.errors)).toEqual(['query.idMedico']);
    expect((await api(`/api/medico/participacoes-quantidade?idMedico=${ids.medico.idMedico}`, { token: ids.tokens.secretaria })).status).toBe(200);
    const unlinked = await api(`/api/medico/participacoes-quantidade?idMedico=${ids.chefe.idMedico}`, { token: ids.tokens.secretaria });
    expect(unlinked.status).toBe(403);
    expect(unlinked.data).toEqual(FORBIDDEN);
    expect((await api(`/api/medico/participacoes-quantidade?idMedico=${ids.medico.idMedico}`, { token: alheio.token })).status).toBe(403);
  });
});

describe('GET /api/medico/participacoes-status', () => {
  it("pages medico@'s approved participations by 10, newest first, without overlap", async () => {
    const p1 = await porStatus(ids.tokens.medico, ids.medico.idMedico!, 2, 1);
    expect(p1.status).toBe(200);
    const page1 = p1.data as Paginated<ParticipacaoResumo>;
    expect(Object.keys(page1).sort()).toEqual(['page', 'pageSize', 'responseList', 'totalItems', 'totalPages']);
    expect(page1).toMatchObject({ page: 1, pageSize: 10 });
    expect(page1.totalItems).toBeGreaterThan(10);
    expect(page1.totalPages).toBe(Math.ceil(page1.totalItems / 10));
    expect(page1.responseList).toHaveLength(10);

    const page2 = (await porStatus(ids.tokens.medico, ids.medico.idMedico!, 2, 2)).data as Paginated<ParticipacaoResumo>;
    expect(page2.page).toBe(2);
    expect(page2.responseList.length).toBe(Math.min(10, page2.totalItems - 10));
    const ids1 = page1.responseList.map((p) => p.id);
    expect(page2.responseList.some((p) => ids1.includes(p.id))).toBe(false);

    const both = [...page1.responseList, ...page2.responseList];
    for (const p of both) {
      // motivo and origem ('presenca': imported from an attendance list by another test) are optional.
      expect(Object.keys(p).filter((k) => k !== 'motivo' && k !== 'origem').sort()).toEqual([...RESUMO_KEYS].sort());
      expect(p).toMatchObject({ status: 2, statusNome: 'Aprovada' });
      expect(p.credito).toBeGreaterThan(0);
    }
    const order = both.map((p) => `${String(p.ciclo).padStart(3, '0')}#${p.dataInicio}`);
    expect([...order].sort().reverse()).toEqual(order);
    // Seeded approvals carry certificates.
    expect(both.some((p) => p.quantidadeAnexos > 0)).toBe(true);
  });

  it('answers an empty list past the last page', async () => {
    const first = (await porStatus(ids.tokens.medico, ids.medico.idMedico!, 2, 1)).data as Paginated<ParticipacaoResumo>;
    const past = await porStatus(ids.tokens.medico, ids.medico.idMedico!, 2, first.totalPages + 1);
    expect(past.status).toBe(200);
    expect(past.data).toMatchObject({ responseList: [], page: first.totalPages + 1, pageSize: 10 });
    expect(past.data.totalPages).toBe(Math.ceil(past.data.totalItems / 10));
  });

  it('pages exactly for a doctor whose data this test owns', async () => {
    const m = await novoMedico();
    const empty = await porStatus(m.token, m.idMedico, 1);
    expect(empty.data).toEqual({ responseList: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 1 });
    // 11 consecutive days of one open cycle, whatever today is.
    const dias = diasSeguidos(11);
    const created = [];
    for (const [i, dia] of dias.entries()) created.push(await criar(m.token, { titulo: `Sessão ${String(i + 1).padStart(2, '0')}`, dataInicio: dia, dataFim: dia }));
    const page1 = (await porStatus(m.token, m.idMedico, 1, 1)).data as Paginated<ParticipacaoResumo>;
    const page2 = (await porStatus(m.token, m.idMedico, 1, 2)).data as Paginated<ParticipacaoResumo>;
    expect(page1).toMatchObject({ page: 1, pageSize: 10, totalItems: 11, totalPages: 2 });
    expect(page1.responseList.map((p) => p.titulo)).toEqual(Array.from({ length: 10 }, (_, i) => `Sessão ${String(11 - i).padStart(2, '0')}`));
    expect(page2).toMatchObject({ page: 2, pageSize: 10, totalItems: 11, totalPages: 2 });
    expect(page2.responseList.map((p) => p.id)).toEqual([created[0].id]);
    expect(page2.responseList[0]).toEqual({
      id: created[0].id,
      titulo: 'Sessão 01',
      categoria: 'Congressos e eventos científicos',
      forma: 'Ouvinte',
      instituicao: created[0].instituicao,
      dataInicio: dias[0],
      dataFim: dias[0],
      cargaHoraria: 8,
      ciclo: cicloDaData(dias[0]!),
      status: 1,
      statusNome: 'Pendente',
      credito: 0,
      quantidadeAnexos: 0,
    });
    // The other statuses are empty.
    expect((await porStatus(m.token, m.idMedico, 2)).data.totalItems).toBe(0);
  });

  it('shows the motivo of a rejected participation', async () => {
    const m = await novoMedico();
    const adm = await admin();
    const p = await criar(m.token);
    await adm.reprovar(p.id, 'O certificado não identifica o participante.');
    const res = (await porStatus(m.token, m.idMedico, 3)).data as Paginated<ParticipacaoResumo>;
    expect(res.responseList).toHaveLength(1);
    expect(res.responseList[0]).toMatchObject({ id: p.id, status: 3, statusNome: 'Reprovada', motivo: 'O certificado não identifica o participante.' });
  });

  it.each([
    ['status=9', `status=9&page=1`, 'query.status', 'Status inválido.'],
    ['status=abc', `status=abc&page=1`, 'query.status', 'Status inválido.'],
    ['no status', `page=1`, 'query.status', 'Informe o status.'],
    ['page=0', `status=2&page=0`, 'query.page', 'A página deve ser um número inteiro a partir de 1.'],
    ['page=1.5', `status=2&page=1.5`, 'query.page', 'A página deve ser um número inteiro a partir de 1.'],
    ['page=x', `status=2&page=x`, 'query.page', 'A página deve ser um número inteiro a partir de 1.'],
  ])('refuses %s with 400', async (_name, qs, field, message) => {
    const res = await api(`/api/medico/participacoes-status?idMedico=${ids.medico.idMedico}&${qs}`, { token: ids.tokens.medico });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ title: VALIDATION, status: 400, errors: { [field]: [message] } });
  });

  it('takes page 1 when the page is omitted', async () => {
    const res = await api(`/api/medico/participacoes-status?idMedico=${ids.medico.idMedico}&status=2`, { token: ids.tokens.medico });
    expect(res.status).toBe(200);
    expect(res.data.page).toBe(1);
  });

  it("lets a secretary list a linked doctor's participations, and refuses an unlinked one's", async () => {
    expect((await porStatus(ids.tokens.secretaria, ids.medico.idMedico!, 1)).status).toBe(200);
    const res = await porStatus(ids.tokens.secretaria, ids.chefe.idMedico!, 2);
    expect(res.status).toBe(403);
    expect(res.data).toEqual(FORBIDDEN);
    expect((await porStatus(alheio.token, ids.medico.idMedico!, 2)).status).toBe(403);
  });
});

describe('GET /api/medico/historico-participacoes-ciclos', () => {
  it("lists only the cycle's approved participations of medico@, with their value", async () => {
    const ciclo = CICLO_ATUAL - 1;
    const history = await allPages<HistoricoParticipacao>((page) => historicoParticipacoes(ids.tokens.medico, ids.medico.idMedico!, ciclo, page));
    expect(history.length).toBeGreaterThanOrEqual(1);
    for (const h of history) {
      expect(Object.keys(h).sort()).toEqual(['categoria', 'credito', 'id', 'participacao', 'titulo', 'valor']);
      expect(VALORES).toContain(h.valor);
      expect(h.credito).toBeGreaterThan(0);
    }
    const approved = await allPages<ParticipacaoResumo>((page) => porStatus(ids.tokens.medico, ids.medico.idMedico!, 2, page));
    expect(history.map((h) => h.id).sort()).toEqual(approved.filter((p) => p.ciclo === ciclo).map((p) => p.id).sort());
    const first = (await historicoParticipacoes(ids.tokens.medico, ids.medico.idMedico!, ciclo)).data;
    expect(first).toMatchObject({ page: 1, pageSize: 10, totalItems: history.length, totalPages: Math.max(1, Math.ceil(history.length / 10)) });
  });

  it('is exact for a doctor whose data this test owns: approved only, of that cycle', async () => {
    const m = await novoMedico();
    const adm = await admin();
    // Two days of one open cycle (the current one, or last December early in January): newest first.
    const [antes, depois] = diasSeguidos(2) as [string, string];
    const ciclo = cicloDaData(antes);
    const a = await criar(m.token, { titulo: 'Congresso aprovado', dataInicio: depois, dataFim: depois });
    await adm.aprovar(a.id);
    const b = await criar(m.token, { titulo: 'Artigo aprovado', dataInicio: antes, dataFim: antes });
    await adm.aprovar(b.id, 'Artigo em periódico indexado – coautoria');
    await criar(m.token, { titulo: 'Ainda pendente', dataInicio: antes, dataFim: antes });
    await adm.reprovar((await criar(m.token, { titulo: 'Reprovada', dataInicio: antes, dataFim: antes })).id);

    const res = await historicoParticipacoes(m.token, m.idMedico, ciclo);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      responseList: [
        { id: a.id, categoria: 'Congressos e eventos científicos', titulo: 'Congresso aprovado', participacao: 'Ouvinte', credito: 10, valor: 'alto valor' },
        { id: b.id, categoria: 'Publicações científicas', titulo: 'Artigo aprovado', participacao: 'Ouvinte', credito: 10, valor: 'medio valor' },
      ],
      page: 1,
      pageSize: 10,
      totalItems: 2,
      totalPages: 1,
    });
    const previous = await historicoParticipacoes(m.token, m.idMedico, ciclo - 1);
    expect(previous.data).toEqual({ responseList: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 1 });
  });

  it('validates the cycle and checks who may read it', async () => {
    for (const ciclo of ['0', 'abc', '201']) {
      const res = await historicoParticipacoes(ids.tokens.medico, ids.medico.idMedico!, ciclo);
      expect(res.status).toBe(400);
      expect(res.data.errors).toEqual({ 'query.ciclo': ['Ciclo inválido.'] });
    }
    const missing = await api(`/api/medico/historico-participacoes-ciclos?idMedico=${ids.medico.idMedico}`, { token: ids.tokens.medico });
    expect(missing.status).toBe(400);
    expect(missing.data.errors).toEqual({ 'query.ciclo': ['Informe o ciclo.'] });
    expect((await historicoParticipacoes(ids.tokens.secretaria, ids.medico.idMedico!, CICLO_ATUAL)).status).toBe(200);
    expect((await historicoParticipacoes(ids.tokens.secretaria, ids.chefe.idMedico!, CICLO_ATUAL)).status).toBe(403);
    expect((await historicoParticipacoes(alheio.token, ids.medico.idMedico!, CICLO_ATUAL)).status).toBe(403);
  });
});
