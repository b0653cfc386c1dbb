import { MSG } from '@emc/shared/messages';
import { ApiError } from '@/lib/api-client';
import { decodeToken } from '@/lib/auth/jwt';
import { startSessionView } from '@/lib/auth/session-routing';
import { setToken } from '@/lib/auth/token-storage';

/**
 * What a login does with the token it got (the login form and "Definir nova senha" alike): stores
 * it under `token_emc`, sets the view keys, and answers where to go (spec section 4).
 */
export function iniciarSessao(token: string | null): string {
  const claims = token ? decodeToken(token) : null;
  if (!token || !claims) throw new ApiError(200, [MSG.loginFailed]);
  setToken(token);
  return startSessionView(claims);
}
