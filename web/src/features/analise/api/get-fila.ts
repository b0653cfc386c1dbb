import type { StatusCode } from '@emc/shared/status';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';
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

export function useFila(status: StatusCode, page: number, filtros: FilaFiltros) {
  const { texto, categoria, ciclo } = filtros;
  return useSWR(routeKey(LISTA, status, page, texto, categoria, ciclo), () => getFila(status, page, filtros), { keepPreviousData: true });
}

/** GET /api/participacao/participacoes-quantidade?texto&categoria&ciclo: the count per status with the same filters. */
export function getFilaQuantidades(filtros: FilaFiltros) {
  return apiRequest(QUANTIDADE, { query: filtrosQuery(filtros) });
}

export function useFilaQuantidades(filtros: FilaFiltros) {
  const { texto, categoria, ciclo } = filtros;
  return useSWR(routeKey(QUANTIDADE, texto, categoria, ciclo), () => getFilaQuantidades(filtros), { keepPreviousData: true });
}
