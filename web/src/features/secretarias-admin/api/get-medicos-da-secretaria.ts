import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/secretarias/get-medicos-by-idsecretaria/{id}: the doctors she acts for (id, crm, nome). */
export async function getMedicosDaSecretaria(id: string) {
  return (await apiRequest('secretarias.getMedicosByIdSecretaria', { params: { id } })).medicosSecretariaResponse;
}

export function useMedicosDaSecretaria(id: string) {
  return useSWR(routeKey('secretarias.getMedicosByIdSecretaria', id), () => getMedicosDaSecretaria(id), { revalidateOnFocus: false });
}
