import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/forma/get-list-name: the active forms of participation. */
export function useFormasAtivas() {
  return useSWR(routeKey('tabela.formas'), () => apiRequest('tabela.formas'), { revalidateIfStale: false });
}

/**
 * GET /api/classificacao/get-list-name?idCategoria&idForma: the active credit-table rows of that
 * category and form; nothing is asked until both are chosen.
 */
export function useClassificacoesDe(idCategoria: string, idForma: string) {
  const pronto = idCategoria !== '' && idForma !== '';
  return useSWR(pronto ? routeKey('tabela.classificacoes', idCategoria, idForma) : null, () => apiRequest('tabela.classificacoes', { query: { idCategoria, idForma } }), {
    revalidateIfStale: false,
  });
}
