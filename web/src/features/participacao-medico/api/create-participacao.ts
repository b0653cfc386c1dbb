import type { CriarParticipacao, ParticipacaoDetalhe } from '@emc/shared/participacao';
import { apiRequest } from '@/lib/api-client';

/** POST /api/participacao/create: answers the new participation (status Pendente). */
export function createParticipacao(body: CriarParticipacao): Promise<ParticipacaoDetalhe> {
  return apiRequest<ParticipacaoDetalhe>('participacao.create', { body });
}
