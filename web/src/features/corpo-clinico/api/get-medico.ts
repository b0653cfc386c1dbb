import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/medico/get-by-id/{id}: the doctor's whole record, as the form edits it. */
export function getMedico(id: string) {
  return apiRequest('medico.getById', { params: { id } });
}

export function useMedico(id: string) {
  return useSWR(routeKey('medico.getById', id), () => getMedico(id), { revalidateOnFocus: false });
}
