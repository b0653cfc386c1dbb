// Kept: a decision goes to one of two routes, its answer replaces the cached participation, and a 409 or 404 reloads that and its context.
import type { AprovarBody, ReprovarComentarBody } from '@emc/shared/analise';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError } from '@/lib/api-client';
import { routeKey } from '@/lib/use-route';
import { useEnviar } from '@/lib/use-enviar';

/** A decision on a participation, as the panel sends it. */
export type Decisao = { tipo: 'aprovar'; body: AprovarBody } | { tipo: 'reprovarComentar'; body: ReprovarComentarBody };

/**
 * PUT /api/participacao/aprovar (1|4 → 2) or /reprovar-comentar (1|4 → 3, or 1|2|3 → 4): the answer
 * replaces the cached participation, and what the manifest says a decision changes refreshes (the
 * queue, its counts, the doctor's totals). A 409 (another administrator decided first) or a 404
 * reloads the participation and its context instead.
 */
export function useDecidir(id: string) {
  const enviar = useEnviar();
  const { mutate } = useSWRConfig();
  const detail = routeKey('participacao.getById', { params: { id } });
  return useSWRMutation(
    detail,
    (_key, { arg }: { arg: Decisao }) => (arg.tipo === 'aprovar' ? enviar('analise.aprovar', { body: arg.body }) : enviar('analise.reprovarComentar', { body: arg.body })),
    {
      populateCache: true,
      revalidate: false,
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
          void mutate(detail);
          void mutate(routeKey('analise.contexto', { params: { id } }));
        }
      },
    },
  );
}
