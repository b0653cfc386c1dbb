import type { RouteId } from '@emc/shared/routes';
import { apiRequest } from '@/lib/api-client';
import { PARTICIPACAO_READS } from '@/lib/swr-keys';

/** A cycle's meta shows in the cycles' list, every doctor's sidebar and history, and the counters. */
export const META_READS: readonly RouteId[] = ['participacao.ciclos', ...PARTICIPACAO_READS];

/** PUT /api/ciclo/update { ciclo, meta }: answers the cycle with its new meta. */
export function alterarMeta(ciclo: number, meta: number) {
  return apiRequest('tabela.cicloUpdate', { body: { ciclo, meta } });
}
