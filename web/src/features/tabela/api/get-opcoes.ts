import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/forma/get-list-name: the active forms of participation, for the row form's select. */
export function useFormasAtivas() {
  return useSWR(routeKey('tabela.formas'), () => apiRequest('tabela.formas'));
}
