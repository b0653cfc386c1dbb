import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiError, apiRequest } from '@/lib/api-client';
import { PARTICIPACAO_READS, routeKey, useRevalidateRoutes } from '@/lib/swr-keys';

/** DELETE /api/participacao/delete/{id} (status Pendente or Em ajuste only). */
export function deleteParticipacao(id: string) {
  return apiRequest('participacao.delete', { params: { id } });
}

/**
 * Deletes the participation and refreshes the doctor's lists and totals. A refusal because it
 * changed meanwhile (409) or is already gone (404) reloads it instead.
 */
export function useDeleteParticipacao(id: string) {
  const refresh = useRevalidateRoutes();
  const { mutate } = useSWRConfig();
  const detail = routeKey('participacao.getById', id);
  return useSWRMutation(detail, () => deleteParticipacao(id), {
    // On success the page leaves; reading the deleted participation again would only get a 404.
    revalidate: false,
    onSuccess: () => void refresh(PARTICIPACAO_READS),
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void mutate(detail);
    },
  });
}
