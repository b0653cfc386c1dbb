import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'medico.byNameCrm';
/** The server searches from 3 characters (name or CRM, accent-insensitive) and answers at most 10. */
export const MIN_BUSCA_MEDICO = 3;

/** GET /api/medico/MedicoByNameCrm/{text}: doctors whose name or CRM matches. */
export function searchMedicos(text: string) {
  return apiRequest(ROUTE_ID, { params: { text } });
}

/** Searches once `term` (already debounced by the caller) has at least 3 characters. */
export function useMedicosBusca(term: string) {
  const text = term.trim();
  return useSWR(text.length >= MIN_BUSCA_MEDICO ? routeKey(ROUTE_ID, text.toLowerCase()) : null, () => searchMedicos(text), {
    keepPreviousData: true,
  });
}
