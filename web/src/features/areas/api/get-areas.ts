import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/areas/get-all-pagination?page&filter: one page of the areas, active or not. */
export function getAreas(page: number, filter: string) {
  return apiRequest('areas.getAllPagination', { query: { page: String(page), ...(filter ? { filter } : {}) } });
}

export function useAreas(page: number, filter: string) {
  return useSWR(routeKey('areas.getAllPagination', page, filter), () => getAreas(page, filter), { keepPreviousData: true });
}
