import type { StatusCode } from '@emc/shared/status';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { preloadRoute, routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'medico.participacoesStatus';

/** GET /api/medico/participacoes-status?idMedico&status&page: one page of the doctor's participations in a status. */
export function getParticipacoesStatus(idMedico: string, status: StatusCode, page: number) {
  return apiRequest(ROUTE_ID, { query: { idMedico, status: String(status), page: String(page) } });
}

const chave = (idMedico: string, status: StatusCode, page: number) => routeKey(ROUTE_ID, idMedico, status, page);

export function useParticipacoesStatus(idMedico: string | undefined, status: StatusCode, page: number) {
  return useSWR(idMedico ? chave(idMedico, status, page) : null, () => getParticipacoesStatus(idMedico!, status, page), {
    keepPreviousData: true,
  });
}

export const preloadParticipacoesStatus = (idMedico: string, status: StatusCode, page: number) =>
  preloadRoute(chave(idMedico, status, page), () => getParticipacoesStatus(idMedico, status, page));
