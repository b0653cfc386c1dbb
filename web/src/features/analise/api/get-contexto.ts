import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'analise.contexto';

/** GET /api/participacao/analise/{id}: the doctor's other participations of the cycle, possible duplicates, each row's credits, podeDecidir. */
export function getContexto(id: string) {
  return apiRequest(ROUTE_ID, { params: { id } });
}

export function useContexto(id: string | undefined) {
  return useSWR(id ? routeKey(ROUTE_ID, id) : null, () => getContexto(id!));
}
