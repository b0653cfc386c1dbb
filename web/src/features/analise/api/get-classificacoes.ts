import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'tabela.classificacoes';

/** GET /api/classificacao/get-list-name?idCategoria&idForma: the active credit-table rows of a category and form. */
export function getClassificacoes(idCategoria: string, idForma: string) {
  return apiRequest(ROUTE_ID, { query: { idCategoria, idForma } });
}

export function useClassificacoes(idCategoria: string, idForma: string) {
  return useSWR(routeKey(ROUTE_ID, idCategoria, idForma), () => getClassificacoes(idCategoria, idForma), { revalidateIfStale: false });
}
