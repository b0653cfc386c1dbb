// Kept: the login and the first access answer the token as a bare JSON string, read here; the login pages load no swr (decisions.md "Web").
import type { LogonBody } from '@emc/shared/schemas';
import type { NovaSenhaBody } from '@emc/shared/senha';
import { apiRequest } from '@/lib/api-client';

const tokenOf = (answer: unknown): string | null => (typeof answer === 'string' && answer.trim() !== '' ? answer.trim() : null);

/** POST /api/login/logon (no auth). */
export async function logon(body: LogonBody): Promise<string | null> {
  return tokenOf(await apiRequest('login.logon', { body }));
}

/** POST /api/login/nova-senha (no auth): the first access's new password; answers the token, like a login. */
export async function enviarNovaSenha(body: NovaSenhaBody): Promise<string | null> {
  return tokenOf(await apiRequest('login.novaSenha', { body }));
}
