import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'indicador.getDesempenhoTotal';

/** GET /api/indicador/get-desempenho-total?ciclo=: the cycle's participants and monthly participations (default: the current cycle). */
export function getDesempenhoTotal(ciclo?: number) {
  return apiRequest(ROUTE_ID, ciclo === undefined ? {} : { query: { ciclo: String(ciclo) } });
}

/** Without a cycle, the server's current one (the answer's `cicloAtual` says which); nothing while `pronto` is false. */
export function useDesempenhoTotal(ciclo: number | undefined, pronto = true) {
  return useSWR(pronto ? routeKey(ROUTE_ID, ciclo ?? 'atual') : null, () => getDesempenhoTotal(ciclo));
}
