import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { PARTICIPACAO_READS, routeKey, useRevalidateRoutes } from '@/lib/swr-keys';

/**
 * After a change to a participation's certificates: reloads the participation and refreshes the
 * doctor's lists and totals, without waiting for either (the page says "done" at once).
 */
export function useRefreshParticipacao(id: string) {
  const { mutate } = useSWRConfig();
  const refresh = useRevalidateRoutes();
  return useCallback(() => {
    void mutate(routeKey('participacao.getById', id));
    void refresh(PARTICIPACAO_READS);
  }, [mutate, refresh, id]);
}
