import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/sobre/get-all: every Sobre item, in their order (the credit table's rendered live). */
export function getSobre() {
  return apiRequest('conteudo.sobreGetAll');
}

export function useSobre() {
  return useSWR(routeKey('conteudo.sobreGetAll'), getSobre);
}
