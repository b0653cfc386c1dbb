import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { preloadRoute, routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'medico.participacoesQuantidade';

/** GET /api/medico/participacoes-quantidade?idMedico: the doctor's count per status, all cycles. */
export function getParticipacoesQuantidade(idMedico: string) {
  return apiRequest(ROUTE_ID, { query: { idMedico } });
}

const chave = (idMedico: string) => routeKey(ROUTE_ID, idMedico);

export function useParticipacoesQuantidade(idMedico: string | undefined) {
  return useSWR(idMedico ? chave(idMedico) : null, () => getParticipacoesQuantidade(idMedico!));
}

export const preloadParticipacoesQuantidade = (idMedico: string) => preloadRoute(chave(idMedico), () => getParticipacoesQuantidade(idMedico));
