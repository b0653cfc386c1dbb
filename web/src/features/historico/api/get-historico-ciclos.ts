import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { preloadRoute, routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'medico.historicoCiclos';

/** GET /api/medico/historico-ciclos/{id}: points per value in the last 8 cycles, with each cycle's goal. */
export function getHistoricoCiclos(idMedico: string) {
  return apiRequest(ROUTE_ID, { params: { id: idMedico } });
}

const chave = (idMedico: string) => routeKey(ROUTE_ID, idMedico);

export function useHistoricoCiclos(idMedico: string | undefined) {
  return useSWR(idMedico ? chave(idMedico) : null, () => getHistoricoCiclos(idMedico!));
}

export const preloadHistoricoCiclos = (idMedico: string) => preloadRoute(chave(idMedico), () => getHistoricoCiclos(idMedico));
