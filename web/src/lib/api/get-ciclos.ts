import useSWR, { preload } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'participacao.ciclos';

/** GET /api/participacao/ciclos (public): the cycles, newest first; `atual` marks the current one. */
export function getCiclos() {
  return apiRequest(ROUTE_ID);
}

/** Shared by the history page and the new-participation form (which checks that the start date's cycle is open). */
export function useCiclos() {
  return useSWR(routeKey(ROUTE_ID), getCiclos, { revalidateIfStale: false });
}

/** Starts the read before the page has rendered (app/preload-data.ts); the hook then takes its answer. */
export const preloadCiclos = () => void preload(routeKey(ROUTE_ID), getCiclos);
