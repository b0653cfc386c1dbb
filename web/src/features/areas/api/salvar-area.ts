import type { RouteId } from '@emc/shared/routes';
import { apiRequest } from '@/lib/api-client';

/** What an area's create, rename or (de)activation changes in the cache. */
export const AREA_READS: readonly RouteId[] = ['areas.getAllPagination', 'areas.getListName', 'areas.getById', 'medico.corpoClinico'];

/** POST /api/areas/create (with the form's idempotency key) or PUT /api/areas/update. */
export function salvarArea(area: { id?: string; nome: string }, idempotencyKey: string) {
  return area.id
    ? apiRequest('areas.update', { body: { id: area.id, nome: area.nome } })
    : apiRequest('areas.create', { body: { nome: area.nome }, idempotencyKey });
}

/** PUT /api/areas/update-status { id, ativar }. */
export function alterarStatusArea(id: string, ativar: boolean) {
  return apiRequest('areas.updateStatus', { body: { id, ativar } });
}
