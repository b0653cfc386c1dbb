import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'medico.historicoParticipacoesCiclos';

/** GET /api/medico/historico-participacoes-ciclos?idMedico&ciclo&page: a cycle's approved participations. */
export function getHistoricoParticipacoes(idMedico: string, ciclo: number, page: number) {
  return apiRequest(ROUTE_ID, { query: { idMedico, ciclo: String(ciclo), page: String(page) } });
}

export function useHistoricoParticipacoes(idMedico: string | undefined, ciclo: number | undefined, page: number) {
  return useSWR(
    idMedico && ciclo ? routeKey(ROUTE_ID, idMedico, ciclo, page) : null,
    () => getHistoricoParticipacoes(idMedico!, ciclo!, page),
    { keepPreviousData: true },
  );
}
