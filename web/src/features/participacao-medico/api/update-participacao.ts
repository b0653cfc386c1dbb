import type { AtualizarParticipacao } from '@emc/shared/participacao';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT /api/participacao/update with the `versao` read: answers the updated participation. A stale
 * version gets 409; an update of an "Em ajuste" one moves it back to Pendente.
 */
export function updateParticipacao(body: AtualizarParticipacao) {
  return apiRequest('participacao.update', { body });
}
