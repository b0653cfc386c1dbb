import type { CriarMedico } from '@emc/shared/pessoas';
import type { RouteId } from '@emc/shared/routes';
import { apiRequest } from '@/lib/api-client';

/** What a doctor's create, update or (de)activation changes in the cache. */
export const MEDICO_READS: readonly RouteId[] = ['medico.corpoClinico', 'medico.getById', 'medico.perfil', 'medico.byNameCrm', 'medico.byName'];

/** POST /api/medico/create (with the form's idempotency key): the record, and whether the invitation left. */
export function criarMedico(medico: CriarMedico, idempotencyKey: string) {
  return apiRequest('cadastro.medicoCreate', { body: medico, idempotencyKey });
}

/** PUT /api/medico/update: every field again, with the id. */
export function atualizarMedico(id: string, medico: CriarMedico) {
  return apiRequest('cadastro.medicoUpdate', { body: { id, ...medico } });
}

/** PUT /api/medico/update-status { id, ativar }: deactivating also disables the account. */
export function alterarStatusMedico(id: string, ativar: boolean) {
  return apiRequest('cadastro.medicoUpdateStatus', { body: { id, ativar } });
}
