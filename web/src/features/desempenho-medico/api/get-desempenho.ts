import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { preloadRoute, routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'medico.desempenho';

/** GET /api/medico/desempenho/{id}: the doctor's current cycle in numbers. */
export function getDesempenho(idMedico: string) {
  return apiRequest(ROUTE_ID, { params: { id: idMedico } });
}

const chave = (idMedico: string) => routeKey(ROUTE_ID, idMedico);

export function useDesempenho(idMedico: string | undefined) {
  return useSWR(idMedico ? chave(idMedico) : null, () => getDesempenho(idMedico!));
}

export const preloadDesempenho = (idMedico: string) => preloadRoute(chave(idMedico), () => getDesempenho(idMedico));
