import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { getCategorias } from '@/lib/api/get-categorias';
import { routeKey } from '@/lib/swr-keys';

/*
 * The row form's selects: the active categories and forms. Read again each time the form opens
 * (unlike the participation forms, which keep them for the session), so one just created or
 * deactivated on the next page is already right.
 */

/** GET /api/categoria/get-list-name. */
export function useCategoriasAtivas() {
  return useSWR(routeKey('tabela.categorias'), getCategorias);
}

/** GET /api/forma/get-list-name. */
export function useFormasAtivas() {
  return useSWR(routeKey('tabela.formas'), () => apiRequest('tabela.formas'));
}
