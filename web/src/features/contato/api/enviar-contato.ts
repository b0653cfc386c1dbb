import type { ContatoBody } from '@emc/shared/comunicacao';
import { apiRequest } from '@/lib/api-client';

/** POST /api/medico/contato { assunto, mensagem }: e-mailed to the program's mailbox, then stored. */
export function enviarContato(body: ContatoBody) {
  return apiRequest('comunicacao.contato', { body });
}
