import { ROLES, type Role, type TokenClaims } from '@emc/shared/roles';

/** Reading the ID token's claims (spec section 3). The signature is the API's business, not the browser's. */

function base64UrlToUtf8(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The `role` claim as a list of known roles: an array, a JSON array in a string, or comma-separated. */
function normalizeRoles(value: unknown): Role[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        list = [];
      }
    } else {
      list = text.split(',').map((r) => r.trim());
    }
  }
  return Array.isArray(list) ? list.filter(isRole) : [];
}

function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Decodes a JWT's payload (base64url, UTF-8) into TokenClaims; null when it is not a usable token. */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlToUtf8(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  const exp = typeof p.exp === 'number' ? p.exp : Number(p.exp);
  if (!Number.isFinite(exp)) return null;
  const claims: TokenClaims = {
    role: normalizeRoles(p.role),
    name: typeof p.name === 'string' ? p.name : '',
    idUsuario: optionalString(p.idUsuario) ?? '',
    exp,
  };
  const idMedico = optionalString(p.idMedico);
  const crm = optionalString(p.crm);
  if (idMedico) claims.idMedico = idMedico;
  if (crm) claims.crm = crm;
  return claims;
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The token is expired when `exp` is not after the current time in seconds. */
export function isExpired(claims: Pick<TokenClaims, 'exp'>, now: number = nowInSeconds()): boolean {
  return claims.exp <= now;
}
