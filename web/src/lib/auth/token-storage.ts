import type { TokenClaims } from '@emc/shared/roles';
import { STORAGE } from '@emc/shared/storage-keys';
import { decodeToken, isExpired, nowInSeconds } from './jwt';
import { readKey, writeKeys } from './session-store';

/** The ID token under `token_emc` (spec section 3). */

export function getToken(): string | null {
  return readKey(STORAGE.token) || null;
}

export function setToken(token: string): void {
  writeKeys({ [STORAGE.token]: token });
}

export function removeToken(): void {
  writeKeys({ [STORAGE.token]: null });
}

/** Claims of the stored token, or null when there is none or it cannot be decoded. Expiry is not checked. */
export function getStoredClaims(): TokenClaims | null {
  const token = getToken();
  return token ? decodeToken(token) : null;
}

/** Claims of the stored token when it is present, decodable and not expired. */
export function getValidClaims(now: number = nowInSeconds()): TokenClaims | null {
  const claims = getStoredClaims();
  return claims && !isExpired(claims, now) ? claims : null;
}
