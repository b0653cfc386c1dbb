import type { RouteId } from '@emc/shared/routes';
import type { CriarClassificacao } from '@emc/shared/catalogos';
import { apiRequest } from '@/lib/api-client';

/**
 * What a row's create, edit or (de)activation changes in the cache: its list, the rows offered in
 * the review (with the credits each would give), and the activities that suggest it.
 */
export const CLASSIFICACAO_READS: readonly RouteId[] = [
  'tabela.classificacaoGetAllPagination',
  'tabela.classificacaoGetById',
  'tabela.classificacoes',
  'analise.contexto',
  'atividade.getAllPagination',
];

/** POST /api/classificacao/create (with the form's idempotency key) or PUT /api/classificacao/update. */
export function salvarClassificacao(row: CriarClassificacao & { id?: string }, idempotencyKey: string) {
  const { id, ...campos } = row;
  const body = { ...campos, tetoCiclo: campos.tetoCiclo ?? null };
  return id ? apiRequest('tabela.classificacaoUpdate', { body: { id, ...body } }) : apiRequest('tabela.classificacaoCreate', { body, idempotencyKey });
}

/** PUT /api/classificacao/update-status { id, ativar }. */
export function alterarStatusClassificacao(id: string, ativar: boolean) {
  return apiRequest('tabela.classificacaoUpdateStatus', { body: { id, ativar } });
}
