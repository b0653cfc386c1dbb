import { apiRequest } from '@/lib/api-client';

/** DELETE /api/participacao/delete/{id} (status Pendente or Em ajuste only). */
export function deleteParticipacao(id: string) {
  return apiRequest('participacao.delete', { params: { id } });
}
