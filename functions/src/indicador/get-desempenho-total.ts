import type { DesempenhoTotal, MesParticipacoes } from '@emc/shared/relatorios';
import { DEFAULT_META, currentCiclo } from '../lib/ciclo';
import { getCicloMetas } from '../lib/db/ciclos';
import type { Db } from '../lib/db/client';
import { getCicloAggs, type CicloAgg } from '../lib/db/contadores';
import { ValidationError } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import type { Principal } from '../lib/principal';
import { CICLO_INVALIDO } from '@emc/shared/messages';


const count = (agg: CicloAgg, name: keyof CicloAgg) => Number(agg[name] ?? 0);

/** The 12 months of a cycle's counters, January first. */
export const mesesDe = (agg: CicloAgg): MesParticipacoes[] =>
  Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, quantidadeParticipacoes: count(agg, `mes${String(i + 1).padStart(2, '0')}`) }));

/** Desempenho's figures of a cycle from its counters, the months of the one before, and its goal. */
export function desempenhoTotalFrom(ciclo: number, agg: CicloAgg, anterior: CicloAgg, meta: number): DesempenhoTotal {
  const funcionarios = count(agg, 'participantesFuncionarios');
  const naoFuncionarios = count(agg, 'participantesNaoFuncionarios');
  const atingiramFuncionarios = count(agg, 'atingiramMetaFuncionarios');
  const atingiramNaoFuncionarios = count(agg, 'atingiramMetaNaoFuncionarios');
  return {
    cicloAtual: ciclo,
    meta,
    quantidadeMedicosParticipantes: funcionarios + naoFuncionarios,
    quantidadeMedicosFuncionarios: funcionarios,
    quantidadeMedicosNaoFuncionarios: naoFuncionarios,
    quantidadeMedicosParticipantesAtigiramMeta: atingiramFuncionarios + atingiramNaoFuncionarios,
    quantidadeMedicosFuncionariosAtigiramMeta: atingiramFuncionarios,
    quantidadeMedicosNaoFuncionariosAtigiramMeta: atingiramNaoFuncionarios,
    graficoMesList: mesesDe(agg),
    graficoMesListCicloAnterior: mesesDe(anterior),
  };
}

/**
 * GET /api/indicador/get-desempenho-total?ciclo= (administrators; default: the current cycle). Only
 * the counters every write keeps: the cycle's and the previous one's (cicloAggKey) in one BatchGetItem, and the
 * cycle's goal; no participation is read. A cycle after the current one is refused.
 */
export async function getDesempenhoTotal(input: ActionInput<RouteOf<'indicador.getDesempenhoTotal'>>, _p: Principal, db: Db): Promise<DesempenhoTotal> {
  const atual = currentCiclo();
  const ciclo = input.query.ciclo ?? atual;
  if (ciclo > atual) throw ValidationError.field('query.ciclo', CICLO_INVALIDO);
  const ciclos = ciclo > 1 ? [ciclo, ciclo - 1] : [ciclo];
  const [aggs, metas] = await Promise.all([getCicloAggs(db, ciclos), getCicloMetas(db, [ciclo], DEFAULT_META)]);
  return desempenhoTotalFrom(ciclo, aggs.get(ciclo)!, aggs.get(ciclo - 1) ?? {}, metas.get(ciclo)!);
}
