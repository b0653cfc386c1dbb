import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'tabela.formas';

/** GET /api/forma/get-list-name: the active forms of participation, by name. */
export function getFormas() {
  return apiRequest(ROUTE_ID);
}

export function useFormas() {
  return useSWR(routeKey(ROUTE_ID), getFormas, { revalidateIfStale: false });
}
