import { apiRequest } from '@/lib/api-client';

/** PUT /api/medico/lembretes { idMedico, receber }: the doctor's choice about the deadline reminders. */
export function salvarLembretes(idMedico: string, receber: boolean) {
  return apiRequest('comunicacao.lembretesPreferencia', { body: { idMedico, receber } });
}
