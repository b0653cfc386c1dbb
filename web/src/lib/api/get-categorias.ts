import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'tabela.categorias';

/** GET /api/categoria/get-list-name: the active categories, by name. */
export function getCategorias() {
  return apiRequest(ROUTE_ID);
}

export function useCategorias() {
  return useSWR(routeKey(ROUTE_ID), getCategorias, { revalidateIfStale: false });
}
