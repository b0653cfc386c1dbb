import type { AprovarBody, ReprovarComentarBody } from '@emc/shared/analise';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError, apiRequest } from '@/lib/api-client';
import { PARTICIPACAO_READS, routeKey, useRevalidateRoutes } from '@/lib/swr-keys';

/** A decision on a participation, as the panel sends it. */
export type Decisao = { tipo: 'aprovar'; body: AprovarBody } | { tipo: 'reprovarComentar'; body: ReprovarComentarBody };

/** PUT /api/participacao/aprovar (1|4 → 2) or /reprovar-comentar (1|4 → 3, or 1|2|3 → 4): both answer the updated participation. */
export function decidir(decisao: Decisao) {
  return decisao.tipo === 'aprovar'
    ? apiRequest('analise.aprovar', { body: decisao.body })
    : apiRequest('analise.reprovarComentar', { body: decisao.body });
}

/**
 * Sends a decision: the answer replaces the cached participation, and the queue, its counts and the
 * doctor's totals refresh. A 409 (another administrator decided first) or a 404 reloads the
 * participation and its context instead.
 */
export function useDecidir(id: string) {
  const refresh = useRevalidateRoutes();
  const { mutate } = useSWRConfig();
  const detail = routeKey('participacao.getById', id);
  return useSWRMutation(detail, (_key, { arg }: { arg: Decisao }) => decidir(arg), {
    populateCache: true,
    revalidate: false,
    onSuccess: () => void refresh(PARTICIPACAO_READS),
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void mutate(detail);
        void mutate(routeKey('analise.contexto', id));
      }
    },
  });
}
