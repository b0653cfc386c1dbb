import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'conteudo.sobreGetAll';

/** GET /api/sobre/get-all: the program's items in order; the credit-table item's content is the live table. */
export function getSobre() {
  return apiRequest(ROUTE_ID);
}

export function useSobre() {
  return useSWR(routeKey(ROUTE_ID), getSobre);
}
