import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** GET /api/faq/get-all: every FAQ item, in their order. */
export function getFaq() {
  return apiRequest('conteudo.faqGetAll');
}

export function useFaq() {
  return useSWR(routeKey('conteudo.faqGetAll'), getFaq);
}
