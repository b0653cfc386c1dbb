import type { RouteId } from '@emc/shared/routes';
import { apiRequest } from '@/lib/api-client';

/** What marking a message changes in the cache. */
export const MENSAGENS_READS: readonly RouteId[] = ['comunicacao.contatoLista'];

/** PUT /api/contato/update-status { id, respondida }. */
export function marcarMensagem(id: string, respondida: boolean) {
  return apiRequest('comunicacao.contatoStatus', { body: { id, respondida } });
}
