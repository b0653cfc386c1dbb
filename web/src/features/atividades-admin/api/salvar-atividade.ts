import type { CriarAtividade } from '@emc/shared/catalogos';
import type { RouteId } from '@emc/shared/routes';
import { apiRequest } from '@/lib/api-client';

/** What an activity's create, update or (de)activation changes in the cache: the list and the doctors' search. */
export const ATIVIDADE_READS: readonly RouteId[] = ['atividade.getAllPagination', 'atividade.getById', 'atividade.getByName'];

/** POST /api/atividade/create (with the form's idempotency key) or PUT /api/atividade/update. */
export function salvarAtividade(id: string | undefined, campos: CriarAtividade, idempotencyKey: string) {
  return id ? apiRequest('atividade.update', { body: { id, ...campos } }) : apiRequest('atividade.create', { body: campos, idempotencyKey });
}

/** PUT /api/atividade/update-status { id, ativar }. */
export function alterarStatusAtividade(id: string, ativar: boolean) {
  return apiRequest('atividade.updateStatus', { body: { id, ativar } });
}
