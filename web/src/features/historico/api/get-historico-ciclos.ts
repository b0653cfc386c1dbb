import useSWR, { preload } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'medico.historicoCiclos';

/** GET /api/medico/historico-ciclos/{id}: points per value in the last 8 cycles, with each cycle's goal. */
export function getHistoricoCiclos(idMedico: string) {
  return apiRequest(ROUTE_ID, { params: { id: idMedico } });
}

const chave = (idMedico: string) => routeKey(ROUTE_ID, idMedico);

export function useHistoricoCiclos(idMedico: string | undefined) {
  return useSWR(idMedico ? chave(idMedico) : null, () => getHistoricoCiclos(idMedico!));
}

/** Starts the read before the page has rendered (app/preload-data.ts); the hook then takes its answer. */
export const preloadHistoricoCiclos = (idMedico: string) => void preload(chave(idMedico), () => getHistoricoCiclos(idMedico));
