import type { StatusCode } from '@emc/shared/status';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { preloadRoute, routeKey } from '@/lib/swr-keys';
import type { FilaFiltros } from '../hooks/use-fila-filtros';

const LISTA = 'analise.participacoesAdministrador';
const QUANTIDADE = 'analise.participacoesQuantidade';

/** The filters as the API reads them: an empty one is not sent. */
function filtrosQuery({ texto, categoria, ciclo }: FilaFiltros) {
  return { ...(texto ? { texto } : {}), ...(categoria ? { categoria } : {}), ...(ciclo ? { ciclo } : {}) };
}

/** GET /api/participacao/participacoes-administrador?status&page&texto&categoria&ciclo: one page of the review queue. */
export function getFila(status: StatusCode, page: number, filtros: FilaFiltros) {
  return apiRequest(LISTA, { query: { status: String(status), page: String(page), ...filtrosQuery(filtros) } });
}

const chaveFila = (status: StatusCode, page: number, { texto, categoria, ciclo }: FilaFiltros) => routeKey(LISTA, status, page, texto, categoria, ciclo);

export function useFila(status: StatusCode, page: number, filtros: FilaFiltros) {
  return useSWR(chaveFila(status, page, filtros), () => getFila(status, page, filtros), { keepPreviousData: true });
}

export const preloadFila = (status: StatusCode, page: number, filtros: FilaFiltros) => preloadRoute(chaveFila(status, page, filtros), () => getFila(status, page, filtros));

/** GET /api/participacao/participacoes-quantidade?texto&categoria&ciclo: the count per status with the same filters. */
export function getFilaQuantidades(filtros: FilaFiltros) {
  return apiRequest(QUANTIDADE, { query: filtrosQuery(filtros) });
}

const chaveQuantidades = ({ texto, categoria, ciclo }: FilaFiltros) => routeKey(QUANTIDADE, texto, categoria, ciclo);

export function useFilaQuantidades(filtros: FilaFiltros) {
  return useSWR(chaveQuantidades(filtros), () => getFilaQuantidades(filtros), { keepPreviousData: true });
}

export const preloadFilaQuantidades = (filtros: FilaFiltros) => preloadRoute(chaveQuantidades(filtros), () => getFilaQuantidades(filtros));
