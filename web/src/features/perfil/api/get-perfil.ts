import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'medico.perfil';

/** GET /api/medico/perfil/{id}: the doctor's profile (CPF masked for secretaries). */
export function getPerfil(idMedico: string) {
  return apiRequest(ROUTE_ID, { params: { id: idMedico } });
}

export function usePerfil(idMedico: string | undefined) {
  return useSWR(idMedico ? routeKey(ROUTE_ID, idMedico) : null, () => getPerfil(idMedico!));
}
