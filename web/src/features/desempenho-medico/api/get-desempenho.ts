import useSWR, { preload } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'medico.desempenho';

/** GET /api/medico/desempenho/{id}: the doctor's current cycle in numbers. */
export function getDesempenho(idMedico: string) {
  return apiRequest(ROUTE_ID, { params: { id: idMedico } });
}

const chave = (idMedico: string) => routeKey(ROUTE_ID, idMedico);

export function useDesempenho(idMedico: string | undefined) {
  return useSWR(idMedico ? chave(idMedico) : null, () => getDesempenho(idMedico!));
}

/** Starts the read before the page has rendered (app/preload-data.ts); the hook then takes its answer. */
export const preloadDesempenho = (idMedico: string) => void preload(chave(idMedico), () => getDesempenho(idMedico));
