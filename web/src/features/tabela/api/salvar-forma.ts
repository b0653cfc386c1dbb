import type { RouteId } from '@emc/shared/routes';
import { apiRequest } from '@/lib/api-client';

/** What a form of participation's create, edit or (de)activation changes in the cache. */
export const FORMA_READS: readonly RouteId[] = [
  'tabela.formaGetAllPagination',
  'tabela.formaGetById',
  'tabela.formas',
  'tabela.classificacaoGetAllPagination',
  'tabela.classificacoes',
  'atividade.getAllPagination',
];

/** POST /api/forma/create (with the form's idempotency key) or PUT /api/forma/update. */
export function salvarForma(forma: { id?: string; nome: string }, idempotencyKey: string) {
  return forma.id
    ? apiRequest('tabela.formaUpdate', { body: { id: forma.id, nome: forma.nome } })
    : apiRequest('tabela.formaCreate', { body: { nome: forma.nome }, idempotencyKey });
}

/** PUT /api/forma/update-status { id, ativar }. */
export function alterarStatusForma(id: string, ativar: boolean) {
  return apiRequest('tabela.formaUpdateStatus', { body: { id, ativar } });
}
