import type { CriarSobre } from '@emc/shared/conteudo';
import type { RouteId } from '@emc/shared/routes';
import { apiRequest } from '@/lib/api-client';

/** What a Sobre item's create, edit, removal or move changes in the cache (the doctors' page included). */
export const SOBRE_READS: readonly RouteId[] = ['conteudo.sobreGetAll', 'conteudo.sobreGetById'];

/** POST /api/sobre/create (with the form's idempotency key) or PUT /api/sobre/update. */
export function salvarSobre(item: CriarSobre & { id?: string }, idempotencyKey: string) {
  const { id, titulo, conteudo, link } = item;
  return id
    ? apiRequest('conteudo.sobreUpdate', { body: { id, titulo, conteudo, link } })
    : apiRequest('conteudo.sobreCreate', { body: { titulo, conteudo, link }, idempotencyKey });
}

/** DELETE /api/sobre/delete/{id}. */
export function removerSobre(id: string) {
  return apiRequest('conteudo.sobreDelete', { params: { id } });
}

/** PUT /api/sobre/reordenar { ids }: every id, in the new order; answers the list. */
export function reordenarSobre(ids: string[]) {
  return apiRequest('conteudo.sobreReordenar', { body: { ids } });
}
