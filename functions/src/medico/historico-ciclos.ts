import type { HistoricoCiclos } from '@emc/shared/medico';
import { assertCanActForMedico } from '../lib/access';
import { DEFAULT_META, currentCiclo, historyCiclos } from '../lib/ciclo';
import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { getCicloMetas } from '../lib/db/ciclos';
import { getMedicoCicloAggs } from '../lib/db/contadores';
import type { Principal } from '../lib/principal';

/** GET /api/medico/historico-ciclos/{id}: points by value in the 8 cycles of the history, from stored counters. */
export async function historicoCiclos(input: ActionInput<RouteOf<'medico.historicoCiclos'>>, p: Principal, db: Db): Promise<HistoricoCiclos> {
  await assertCanActForMedico(db, p, input.params.id);
  const ciclos = historyCiclos();
  const [aggs, metas] = await Promise.all([getMedicoCicloAggs(db, input.params.id, ciclos), getCicloMetas(db, ciclos, DEFAULT_META)]);
  let quantidadeParticipacoes = 0;
  let maiorCiclo = 0;
  const graficoCiclosList = ciclos.map((ciclo) => {
    const a = aggs.get(ciclo)!;
    quantidadeParticipacoes += a.registros ?? 0;
    maiorCiclo = Math.max(maiorCiclo, a.pontos ?? 0);
    return { ciclo, pontuacaoAltoValor: a.alto ?? 0, pontuacaoMedioValor: a.medio ?? 0, pontuacaoBaixoValor: a.baixo ?? 0, meta: metas.get(ciclo)! };
  });
  return { graficoCiclosList, meta: metas.get(currentCiclo()) ?? DEFAULT_META, quantidadeParticipacoes, totalPontos: Math.round(maiorCiclo * 100) / 100 };
}
