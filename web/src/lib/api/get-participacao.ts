import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

const ROUTE_ID = 'participacao.getById';

/** GET /api/participacao/get-by-id/{id}: the participation with its attachments and history. */
export function getParticipacao(id: string) {
  return apiRequest(ROUTE_ID, { params: { id } });
}

export function useParticipacao(id: string | undefined) {
  return useSWR(id ? routeKey(ROUTE_ID, id) : null, () => getParticipacao(id!));
}
