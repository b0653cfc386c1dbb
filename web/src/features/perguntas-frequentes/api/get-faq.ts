import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'conteudo.faqGetAll';

/** GET /api/faq/get-all: the questions and their answers (HTML), in order. */
export function getFaq() {
  return apiRequest(ROUTE_ID);
}

export function useFaq() {
  return useSWR(routeKey(ROUTE_ID), getFaq);
}
