import type { DesempenhoMedico } from '@emc/shared/medico';
import { assertCanActForMedico } from '../lib/access';
import { projecaoMeta } from '@emc/shared/projecao';
import { DEFAULT_META, currentCiclo, todayInSaoPaulo } from '../lib/ciclo';
import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { getCicloMetas } from '../lib/db/ciclos';
import { getMedicoCicloAggs, type MedicoCicloAgg } from '../lib/db/contadores';
import type { Principal } from '../lib/principal';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const share = (part: number, total: number) => (total > 0 ? oneDecimal((100 * part) / total) : 0);

/** The sidebar's figures for one cycle, from the doctor's stored counters (decisions.md formulas). */
export function desempenhoFrom(ciclo: number, agg: MedicoCicloAgg, meta: number, hoje: string = todayInSaoPaulo()): DesempenhoMedico {
  const total = agg.pontos ?? 0;
  return {
    cicloAtual: ciclo,
    totalPontos: total,
    metaPontos: meta,
    gestaoPontos: agg.gestao ?? 0,
    publicacaoPontos: agg.publicacao ?? 0,
    baixaRelevanciaPontos: agg.baixo ?? 0,
    mediaRelevanciaPontos: agg.medio ?? 0,
    altaRelevanciaPontos: agg.alto ?? 0,
    totalRegistros: agg.registros ?? 0,
    totalAprovados: agg.aprovados ?? 0,
    totalReprovados: agg.reprovados ?? 0,
    totalPendentes: agg.pendentes ?? 0,
    pontosParaAtigirMeta: Math.round(Math.max(0, meta - total) * 100) / 100,
    totalPercentualMeta: meta > 0 ? Math.min(100, oneDecimal((100 * total) / meta)) : 100,
    baixaRelevanciaPercentual: share(agg.baixo ?? 0, total),
    mediaRelevanciaPercentual: share(agg.medio ?? 0, total),
    altaRelevanciaPercentual: share(agg.alto ?? 0, total),
    gestaoPercentual: share(agg.gestao ?? 0, total),
    publicacoesPercentual: share(agg.publicacao ?? 0, total),
    projecao: projecaoMeta(total, meta, hoje),
  };
}

/** GET /api/medico/desempenho/{id}: the current cycle's performance. Two reads, whatever the data size. */
export async function desempenho(input: ActionInput<RouteOf<'medico.desempenho'>>, p: Principal, db: Db): Promise<DesempenhoMedico> {
  await assertCanActForMedico(db, p, input.params.id);
  const ciclo = currentCiclo();
  const [aggs, metas] = await Promise.all([getMedicoCicloAggs(db, input.params.id, [ciclo]), getCicloMetas(db, [ciclo], DEFAULT_META)]);
  return desempenhoFrom(ciclo, aggs.get(ciclo)!, metas.get(ciclo)!);
}
