import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/secretarias/get-all-pagination?page&filter: one page of the secretaries, active or not. */
export function getSecretarias(page: number, filter: string) {
  return apiRequest('secretarias.getAllPagination', { query: { page: String(page), ...(filter ? { filter } : {}) } });
}

export function useSecretarias(page: number, filter: string) {
  return useSWR(routeKey('secretarias.getAllPagination', page, filter), () => getSecretarias(page, filter), { keepPreviousData: true });
}
