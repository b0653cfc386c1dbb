import type { MensagemResposta, NovaSenhaBody, RedefinirSenhaBody } from '@emc/shared/senha';
import { apiRequest } from '@/lib/api-client';

/** POST /api/login/nova-senha (no auth): the first access's new password; answers the token, like a login. */
export async function enviarNovaSenha(body: NovaSenhaBody): Promise<string | null> {
  const result = await apiRequest('login.novaSenha', { body });
  return typeof result === 'string' && result.trim() !== '' ? result.trim() : null;
}

/** POST /api/login/esqueci-senha (no auth): always the same message. */
export function pedirCodigo(email: string): Promise<MensagemResposta> {
  return apiRequest('login.esqueciSenha', { body: { email } });
}

/** POST /api/login/redefinir-senha (no auth). */
export function redefinirSenha(body: RedefinirSenhaBody): Promise<MensagemResposta> {
  return apiRequest('login.redefinirSenha', { body });
}
