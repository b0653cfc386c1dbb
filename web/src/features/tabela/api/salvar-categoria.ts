import type { RouteId } from '@emc/shared/routes';
import type { CriarCategoria } from '@emc/shared/catalogos';
import { apiRequest } from '@/lib/api-client';

/**
 * What a category's create, edit or (de)activation changes in the cache: its lists, the select of
 * the participation forms, the rows that show its name, and the sidebars (its tipo decides what
 * counts as Gestão or Publicação).
 */
export const CATEGORIA_READS: readonly RouteId[] = [
  'tabela.categoriaGetAllPagination',
  'tabela.categoriaGetById',
  'tabela.categorias',
  'tabela.classificacaoGetAllPagination',
  'tabela.classificacoes',
  'atividade.getAllPagination',
  'medico.desempenho',
];

/** POST /api/categoria/create (with the form's idempotency key) or PUT /api/categoria/update. */
export function salvarCategoria(categoria: CriarCategoria & { id?: string }, idempotencyKey: string) {
  const { nome, tipo } = categoria;
  return categoria.id
    ? apiRequest('tabela.categoriaUpdate', { body: { id: categoria.id, nome, tipo } })
    : apiRequest('tabela.categoriaCreate', { body: { nome, tipo }, idempotencyKey });
}

/** PUT /api/categoria/update-status { id, ativar }. */
export function alterarStatusCategoria(id: string, ativar: boolean) {
  return apiRequest('tabela.categoriaUpdateStatus', { body: { id, ativar } });
}
