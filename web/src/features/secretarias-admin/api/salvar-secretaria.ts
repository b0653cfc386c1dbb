import type { CriarSecretaria } from '@emc/shared/pessoas';
import type { RouteId } from '@emc/shared/routes';
import { apiRequest } from '@/lib/api-client';

/** What a secretary's create, update or removal changes in the cache. */
export const SECRETARIA_READS: readonly RouteId[] = ['secretarias.getAllPagination', 'secretarias.getMedicosByIdSecretaria', 'secretarias.getByLogin'];

/** GET /api/secretarias/get-user-by-email/{email}: whether an account already has that e-mail (a doctor's, say). */
export function contaPorEmail(email: string) {
  return apiRequest('secretarias.getUserByEmail', { params: { email } });
}

/** POST /api/secretarias/create-user { nome, email }: her account (group Secretarias) and the invitation e-mail. */
export function criarConta(conta: { nome: string; email: string }, idempotencyKey: string) {
  return apiRequest('cadastro.secretariaCreateUser', { body: conta, idempotencyKey });
}

/** POST /api/secretarias/create { nome, email, idsMedicos }: the secretary on that account, with her doctors. */
export function criarSecretaria(secretaria: CriarSecretaria, idempotencyKey: string) {
  return apiRequest('cadastro.secretariaCreate', { body: secretaria, idempotencyKey });
}

/** PUT /api/secretarias/update { id, nome, email, idsMedicos }: the doctors sent are all she keeps. */
export function atualizarSecretaria(id: string, secretaria: CriarSecretaria) {
  return apiRequest('cadastro.secretariaUpdate', { body: { id, ...secretaria } });
}

/** DELETE /api/secretarias/delete/{id}: her links go and her account is disabled; the history keeps her name. */
export function removerSecretaria(id: string) {
  return apiRequest('cadastro.secretariaDelete', { params: { id } });
}
