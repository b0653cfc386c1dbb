import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** The list's filter: every message, or only the unanswered or the answered ones. */
export type FiltroMensagens = 'todas' | 'pendentes' | 'respondidas';

/** GET /api/contato/get-all-pagination?page&status: one page of the contact messages, newest first. */
export function getMensagens(page: number, filtro: FiltroMensagens) {
  return apiRequest('comunicacao.contatoLista', { query: { page: String(page), ...(filtro !== 'todas' ? { status: filtro } : {}) } });
}

export function useMensagens(page: number, filtro: FiltroMensagens) {
  return useSWR(routeKey('comunicacao.contatoLista', page, filtro), () => getMensagens(page, filtro), { keepPreviousData: true });
}
