import type { CriarFaq } from '@emc/shared/conteudo';
import type { RouteId } from '@emc/shared/routes';
import { apiRequest } from '@/lib/api-client';

/** What a FAQ item's create, edit, removal or move changes in the cache (the doctors' page included). */
export const FAQ_READS: readonly RouteId[] = ['conteudo.faqGetAll', 'conteudo.faqGetById'];

/** POST /api/faq/create (with the form's idempotency key) or PUT /api/faq/update. */
export function salvarFaq(item: CriarFaq & { id?: string }, idempotencyKey: string) {
  const { id, titulo, paragrafo } = item;
  return id ? apiRequest('conteudo.faqUpdate', { body: { id, titulo, paragrafo } }) : apiRequest('conteudo.faqCreate', { body: { titulo, paragrafo }, idempotencyKey });
}

/** DELETE /api/faq/delete/{id}. */
export function removerFaq(id: string) {
  return apiRequest('conteudo.faqDelete', { params: { id } });
}

/** PUT /api/faq/reordenar { ids }: every id, in the new order; answers the list. */
export function reordenarFaq(ids: string[]) {
  return apiRequest('conteudo.faqReordenar', { body: { ids } });
}
