import { apiRequest } from '@/lib/api-client';

/** DELETE /api/participacao/delete/{id} (status Pendente or Em ajuste only). */
export function deleteParticipacao(id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('participacao.delete', { params: { id } });
}
