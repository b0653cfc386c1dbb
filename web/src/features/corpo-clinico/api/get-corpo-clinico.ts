import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/medico/corpo-clinico?page&filter: one page of the doctors (name, CRM or e-mail), active or not. */
export function getCorpoClinico(page: number, filter: string) {
  return apiRequest('medico.corpoClinico', { query: { page: String(page), ...(filter ? { filter } : {}) } });
}

export function useCorpoClinico(page: number, filter: string) {
  return useSWR(routeKey('medico.corpoClinico', page, filter), () => getCorpoClinico(page, filter), { keepPreviousData: true });
}
