import type { LogonBody } from '@emc/shared/schemas';
import { apiRequest } from '@/lib/api-client';

/** POST /api/login/logon (no auth). The answer is a bare JSON string: the token. */
export async function logon(body: LogonBody): Promise<string | null> {
  const result = await apiRequest('login.logon', { body });
  return typeof result === 'string' && result.trim() !== '' ? result.trim() : null;
}
