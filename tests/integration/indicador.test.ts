import { beforeAll, describe, expect, it } from 'vitest';
import type { DesempenhoMedico } from '@emc/shared/medico';
import type { Ciclo } from '@emc/shared/participacao';
import { projecaoMeta } from '@emc/shared/projecao';
import type { DesempenhoTotal } from '@emc/shared/relatorios';
import { DEMO, api, tokenFor } from '../support/api';
import { anoAtual, cicloAtual, diasAtras, hoje } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { admin, criar, novoMedico, type NovoMedico } from '../support/participacoes';
import { aprovadaNoAno } from '../support/pessoas';

/**
 * Desempenho's figures (GET /api/indicador/get-desempenho-total?ciclo=) are whole-table totals: this
 * file runs in a world of its own, so no other file's doctors move them between two reads.
 */
emMundoProprio('indicador');

const VALIDACAO = 'Ocorreu um erro de validação.';
const MESES = Array.from({ length: 12 }, (_, i) => i + 1);

const desempenhoTotal = (token: string | undefined, query = '') => api(`/api/indicador/get-desempenho-total${query}`, { token });

/** The cycle's stored counters, cicloAggKey (read directly, strongly consistent). */
async function contadores(ciclo: number): Promise<Record<string, number>> {
  const d = await domain();
  const [{ getItem }, { cicloAggKey }] = await Promise.all([import('@emc/functions/lib/db/items'), import('@emc/functions/lib/db/contadores')]);
  const item = (await getItem(d.db, cicloAggKey(ciclo), { consistent: true })) ?? {};
  return Object.fromEntries(Object.entries(item).filter(([, v]) => typeof v === 'number')) as Record<string, number>;
}

/** What the call must answer for a cycle, from the counters of it and the cycle before (the test's own reading of them). */
async function esperado(ciclo: number, meta: number): Promise<DesempenhoTotal> {
  const [c, a] = await Promise.all([contadores(ciclo), ciclo > 1 ? contadores(ciclo - 1) : Promise.resolve({} as Record<string, number>)]);
  const n = (agg: Record<string, number>, k: string) => agg[k] ?? 0;
  const meses = (agg: Record<string, number>) => MESES.map((mes) => ({ mes, quantidadeParticipacoes: n(agg, `mes${String(mes).padStart(2, '0')}`) }));
  return {
    cicloAtual: ciclo,
    meta,
    quantidadeMedicosParticipantes: n(c, 'participantesFuncionarios') + n(c, 'participantesNaoFuncionarios'),
    quantidadeMedicosFuncionarios: n(c, 'participantesFuncionarios'),
    quantidadeMedicosNaoFuncionarios: n(c, 'participantesNaoFuncionarios'),
    quantidadeMedicosParticipantesAtigiramMeta: n(c, 'atingiramMetaFuncionarios') + n(c, 'atingiramMetaNaoFuncionarios'),
    quantidadeMedicosFuncionariosAtigiramMeta: n(c, 'atingiramMetaFuncionarios'),
    quantidadeMedicosNaoFuncionariosAtigiramMeta: n(c, 'atingiramMetaNaoFuncionarios'),
    graficoMesList: meses(c),
    graficoMesListCicloAnterior: meses(a),
  };
}

let adminToken: string;
/** Each cycle's goal, as participacao/ciclos answers it. */
let metas: Map<number, number>;

beforeAll(async () => {
  adminToken = await tokenFor(DEMO.admin);
  metas = new Map(((await api('/api/participacao/ciclos')).data as Ciclo[]).map((c) => [c.ciclo, c.meta]));
});

/** The answer for a cycle (default: none asked), checked to be a 200. */
async function ler(query = ''): Promise<DesempenhoTotal> {
  const res = await desempenhoTotal(adminToken, query);
  expect(res.status, res.text).toBe(200);
  return res.data as DesempenhoTotal;
}

/** `antes` with the changes named, field by field (months: the month's count). */
function mais(antes: DesempenhoTotal, d: { func?: number; naoFunc?: number; atingFunc?: number; atingNaoFunc?: number; mes?: [number, number]; mesAnterior?: [number, number] }): DesempenhoTotal {
  const somar = (lista: DesempenhoTotal['graficoMesList'], m?: [number, number]) =>
    lista.map((x) => (m && x.mes === m[0] ? { ...x, quantidadeParticipacoes: x.quantidadeParticipacoes + m[1] } : x));
  const [f, nf, af, anf] = [d.func ?? 0, d.naoFunc ?? 0, d.atingFunc ?? 0, d.atingNaoFunc ?? 0];
  return {
    ...antes,
    quantidadeMedicosParticipantes: antes.quantidadeMedicosParticipantes + f + nf,
    quantidadeMedicosFuncionarios: antes.quantidadeMedicosFuncionarios + f,
    quantidadeMedicosNaoFuncionarios: antes.quantidadeMedicosNaoFuncionarios + nf,
    quantidadeMedicosParticipantesAtigiramMeta: antes.quantidadeMedicosParticipantesAtigiramMeta + af + anf,
    quantidadeMedicosFuncionariosAtigiramMeta: antes.quantidadeMedicosFuncionariosAtigiramMeta + af,
    quantidadeMedicosNaoFuncionariosAtigiramMeta: antes.quantidadeMedicosNaoFuncionariosAtigiramMeta + anf,
    graficoMesList: somar(antes.graficoMesList, d.mes),
    graficoMesListCicloAnterior: somar(antes.graficoMesListCicloAnterior, d.mesAnterior),
  };
}

describe('GET /api/indicador/get-desempenho-total', () => {
  it("answers the current cycle's stored counters by default, with the cycle before's months, and its goal", async () => {
    const atual = cicloAtual();
    const res = await ler();
    expect(res).toEqual(await esperado(atual, metas.get(atual)!));
    expect(res.cicloAtual).toBe(atual);
    expect(res.graficoMesList.map((m) => m.mes)).toEqual(MESES);
    expect(res.graficoMesListCicloAnterior.map((m) => m.mes)).toEqual(MESES);
    // The demo data has participants in both cycles, so the comparison above compared figures, not zeros.
    expect(res.quantidadeMedicosParticipantes).toBeGreaterThan(0);
    expect(res.graficoMesListCicloAnterior.some((m) => m.quantidadeParticipacoes > 0)).toBe(true);
    // The months add up to the cycle's registered participations.
    expect(res.graficoMesList.reduce((s, m) => s + m.quantidadeParticipacoes, 0)).toBe((await contadores(atual)).registros ?? 0);
  });

  it('moves as fresh doctors register and reach the goal: participants, goal reachers and the month, each by tipo', async () => {
    const atual = cicloAtual();
    const meta = metas.get(atual)!;
    const [func, naoFunc] = await Promise.all([
      novoMedico('Médica Funcionária do Indicador'),
      novoMedico('Médico Não Funcionário do Indicador', { tipo: 'Não funcionário' }),
    ]);
    const dataInicio = diasAtras(2);
    const mes = Number(dataInicio.slice(5, 7));
    const adm = await admin();
    const antes = await ler();

    // A first participation makes the doctor a participant of the cycle, and counts in its start month.
    const ids = [(await criar(func.token, { dataInicio })).id as string];
    expect(await ler()).toEqual(mais(antes, { func: 1, mes: [mes, 1] }));
    expect(await ler()).toEqual(await esperado(atual, meta));

    // More participations are more in the month, not more participants.
    const precisa = Math.ceil(meta / 10);
    while (ids.length < precisa) ids.push((await criar(func.token, { dataInicio })).id as string);
    expect(await ler()).toEqual(mais(antes, { func: 1, mes: [mes, precisa] }));

    // Approved up to one short of the goal (10 credits each): not yet a goal reacher; the last one makes her one.
    for (const id of ids.slice(0, -1)) await adm.aprovar(id);
    expect(await ler()).toEqual(mais(antes, { func: 1, mes: [mes, precisa] }));
    await adm.aprovar(ids.at(-1)!);
    const comMeta = await ler();
    expect(comMeta).toEqual(mais(antes, { func: 1, atingFunc: 1, mes: [mes, precisa] }));

    // A non-employee approved below the goal: a participant of his tipo, no goal reacher.
    await adm.aprovar((await criar(naoFunc.token, { dataInicio })).id);
    expect(await ler()).toEqual(mais(comMeta, { naoFunc: 1, mes: [mes, 1] }));
    expect(await ler()).toEqual(await esperado(atual, meta));

    // The sidebar's projection is projecaoMeta's on its own figures.
    for (const m of [func, naoFunc]) {
      const d = (await api(`/api/medico/desempenho/${m.idMedico}`, { token: m.token })).data as DesempenhoMedico;
      expect(d.projecao).toEqual(projecaoMeta(d.totalPontos, d.metaPontos, hoje()));
    }
    const dFunc = (await api(`/api/medico/desempenho/${func.idMedico}`, { token: func.token })).data as DesempenhoMedico;
    expect(dFunc.projecao).toEqual({ situacao: 'atingida' });
  });

  it("answers the cycle asked; the current cycle's comparison is the previous cycle's own series", async () => {
    const atual = cicloAtual();
    const medico: NovoMedico = await novoMedico('Médica do Ciclo Anterior do Indicador');
    const [antesAtual, antesAnterior] = [await ler(), await ler(`?ciclo=${atual - 1}`)];
    expect(antesAnterior).toEqual(await esperado(atual - 1, metas.get(atual - 1)!));
    expect(antesAtual.graficoMesListCicloAnterior).toEqual(antesAnterior.graficoMesList);

    // A participation of last year's cycle (10 June, approved): that cycle's participants and June move.
    await aprovadaNoAno(medico, anoAtual() - 1, 'Congresso do ciclo anterior do indicador');
    const depoisAnterior = await ler(`?ciclo=${atual - 1}`);
    expect(depoisAnterior).toEqual(mais(antesAnterior, { func: 1, mes: [6, 1] }));
    expect(depoisAnterior.cicloAtual).toBe(atual - 1);
    expect(await ler()).toEqual(mais(antesAtual, { mesAnterior: [6, 1] }));
    expect(await ler(`?ciclo=${atual}`)).toEqual(await ler());
  });

  it('cycle 1 compares with zeros; a cycle after the current one, or no cycle at all, is refused in Portuguese', async () => {
    const primeiro = await ler('?ciclo=1');
    expect(primeiro).toEqual(await esperado(1, metas.get(1) ?? primeiro.meta));
    expect(primeiro.graficoMesListCicloAnterior).toEqual(MESES.map((mes) => ({ mes, quantidadeParticipacoes: 0 })));

    for (const ciclo of [String(cicloAtual() + 1), '0', '201', 'abc', '1.5', '']) {
      const res = await desempenhoTotal(adminToken, `?ciclo=${ciclo}`);
      expect(res.status, `${ciclo}: ${res.text}`).toBe(400);
      expect(res.data).toMatchObject({ title: VALIDACAO, status: 400 });
      expect(Object.keys(res.data.errors)).toEqual(['query.ciclo']);
      expect(res.data.errors['query.ciclo'][0]).toMatch(/^(Ciclo inválido\.|Informe o ciclo\.)$/);
    }
  });

  it('is for administrators only', async () => {
    const medico = await novoMedico('Médico Curioso do Indicador');
    expect((await desempenhoTotal(medico.token)).status).toBe(403);
    expect((await desempenhoTotal(await tokenFor(DEMO.secretaria))).status).toBe(403);
    expect((await desempenhoTotal(undefined)).status).toBe(401);
    expect((await desempenhoTotal(await tokenFor(DEMO.chefe))).status).toBe(200);
  });
});
