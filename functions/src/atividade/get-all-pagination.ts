import type { AtividadeAdmin } from '@emc/shared/catalogos';
import type { Paginated } from '@emc/shared/participacao';
import { PAGE_SIZE } from '@emc/shared/status';
import type { Db } from '../lib/db/client';
import { listAtividades } from '../lib/db/atividades';
import type { ActionInput, RouteOf } from '../lib/http';
import { nomesDaTabela } from './catalogo';

/**
 * GET /api/atividade/get-all-pagination?page=&filter=: the catalogue, active and inactive, newest start
 * first (then by name); `filter` matches the name, accent- and case-insensitive. The catalogue's
 * partition of byName is read whole (hundreds of rows) and paged here.
 */
export async function getAllPagination(input: ActionInput<RouteOf<'atividade.getAllPagination'>>, _p: unknown, db: Db): Promise<Paginated<AtividadeAdmin>> {
  const { page, filter } = input.query;
  const [todas, comNomes] = await Promise.all([listAtividades(db, filter), nomesDaTabela(db)]);
  todas.sort((a, b) => b.dataInicio.localeCompare(a.dataInicio) || a.nome.localeCompare(b.nome, 'pt-BR') || a.id.localeCompare(b.id));
  const totalItems = todas.length;
  return {
    responseList: todas.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(comNomes),
    page,
    pageSize: PAGE_SIZE,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / PAGE_SIZE)),
  };
}
