import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { preloadRoute, routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'participacao.ciclos';

/** GET /api/participacao/ciclos (public): the cycles, newest first; `atual` marks the current one. */
export function getCiclos() {
  return apiRequest(ROUTE_ID);
}

/** Shared by the history page and the new-participation form (which checks that the start date's cycle is open). */
export function useCiclos() {
  return useSWR(routeKey(ROUTE_ID), getCiclos, { revalidateIfStale: false });
}

export const preloadCiclos = () => preloadRoute(routeKey(ROUTE_ID), getCiclos);
