import type { AtualizarParticipacao } from '@emc/shared/participacao';
import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/lib/api-client';
import { PARTICIPACAO_READS, routeKey, useRevalidateRoutes } from '@/lib/swr-keys';

/**
 * PUT /api/participacao/update with the `versao` read: answers the updated participation. A stale
 * version gets 409; an update of an "Em ajuste" one moves it back to Pendente.
 */
export function updateParticipacao(body: AtualizarParticipacao) {
  return apiRequest('participacao.update', { body });
}

/** Saves an edit: the answer replaces the cached participation (no reload), and the doctor's lists and totals refresh. */
export function useUpdateParticipacao(id: string) {
  const refresh = useRevalidateRoutes();
  return useSWRMutation(routeKey('participacao.getById', id), (_key, { arg }: { arg: AtualizarParticipacao }) => updateParticipacao(arg), {
    populateCache: true,
    revalidate: false,
    onSuccess: () => void refresh(PARTICIPACAO_READS),
  });
}
