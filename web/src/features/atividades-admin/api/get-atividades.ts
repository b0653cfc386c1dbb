import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/atividade/get-all-pagination?page&filter: one page of the catalogue, active or not. */
export function getAtividades(page: number, filter: string) {
  return apiRequest('atividade.getAllPagination', { query: { page: String(page), ...(filter ? { filter } : {}) } });
}

export function useAtividades(page: number, filter: string) {
  return useSWR(routeKey('atividade.getAllPagination', page, filter), () => getAtividades(page, filter), { keepPreviousData: true });
}
