import type { ResponseOf } from '@emc/shared/routes';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** The credit table's administrators' lists: `{recurso}/get-all-pagination?page&filter`. */
export type PaginaId = 'tabela.categoriaGetAllPagination' | 'tabela.formaGetAllPagination' | 'tabela.classificacaoGetAllPagination';

/** One page of categories, forms or rows, active or not. */
export function getPagina<I extends PaginaId>(id: I, page: number, filter: string) {
  return apiRequest<PaginaId>(id, { query: { page: String(page), ...(filter ? { filter } : {}) } }) as Promise<ResponseOf<I>>;
}

export function usePagina<I extends PaginaId>(id: I, page: number, filter: string) {
  return useSWR(routeKey(id, page, filter), () => getPagina(id, page, filter), { keepPreviousData: true });
}
