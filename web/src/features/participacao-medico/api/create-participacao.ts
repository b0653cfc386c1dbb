import type { CriarParticipacao } from '@emc/shared/participacao';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/participacao/create: answers the new participation (status Pendente). The same
 * `idempotencyKey` (one per form) answers the same participation however often it is sent.
 */
export function createParticipacao(body: CriarParticipacao, idempotencyKey: string) {
  return apiRequest('participacao.create', { body, idempotencyKey });
}
