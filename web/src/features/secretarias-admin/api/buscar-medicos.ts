import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** The server searches from 3 characters (a name's start, or a CRM) and answers at most 10. */
export const MIN_BUSCA = 3;

/** GET /api/medico/MedicoByNameCrm/{text}, once `termo` (debounced by the caller) has 3 characters. */
export function useBuscaMedicos(termo: string) {
  const text = termo.trim();
  return useSWR(text.length >= MIN_BUSCA ? routeKey('medico.byNameCrm', text.toLowerCase()) : null, () => apiRequest('medico.byNameCrm', { params: { text } }), {
    keepPreviousData: true,
  });
}
