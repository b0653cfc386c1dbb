import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { PARTICIPACAO_READS, routeKey, useRevalidateRoutes } from '@/lib/swr-keys';

/**
 * After a certificate was added or replaced: reloads the participation and refreshes the doctor's
 * lists and totals. The certificate hooks call it on success only (swr's own `revalidate` would
 * also reload after a failed upload).
 */
export function useRefreshParticipacao(id: string) {
  const { mutate } = useSWRConfig();
  const refresh = useRevalidateRoutes();
  return useCallback(() => {
    void mutate(routeKey('participacao.getById', id));
    void refresh(PARTICIPACAO_READS);
  }, [mutate, refresh, id]);
}
