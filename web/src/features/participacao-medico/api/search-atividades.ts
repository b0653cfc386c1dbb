import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'atividade.getByName';
/** The server searches from 3 letters (accent-insensitive) and answers at most 10. */
export const MIN_BUSCA_ATIVIDADE = 3;

/** GET /api/atividade/get-by-name/{name}: catalogue activities whose name matches. */
export function searchAtividades(name: string) {
  return apiRequest(ROUTE_ID, { params: { name } });
}

/** Searches once `term` (already debounced by the caller) has at least 3 letters. */
export function useAtividadesBusca(term: string) {
  const name = term.trim();
  return useSWR(name.length >= MIN_BUSCA_ATIVIDADE ? routeKey(ROUTE_ID, name.toLowerCase()) : null, () => searchAtividades(name), {
    keepPreviousData: true,
  });
}
