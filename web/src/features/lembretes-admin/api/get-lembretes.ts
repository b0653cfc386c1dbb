import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/lembrete/get-all-pagination?page&ciclo: one page of the reminders' log, newest attempt first. */
export function getLembretes(page: number, ciclo: number | undefined) {
  return apiRequest('comunicacao.lembreteLista', { query: { page: String(page), ...(ciclo !== undefined ? { ciclo: String(ciclo) } : {}) } });
}

export function useLembretes(page: number, ciclo: number | undefined) {
  return useSWR(routeKey('comunicacao.lembreteLista', page, ciclo ?? 'todos'), () => getLembretes(page, ciclo), { keepPreviousData: true });
}
