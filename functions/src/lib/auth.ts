import { JwtRsaVerifier } from 'aws-jwt-verify';
import * as z from 'zod/mini';
import { ROLES } from '@emc/shared/roles';
import { accountReader } from './account-check';
import { defaultDb } from './db/client';
import { nonEmpty, readEnv } from './env';
import { unauthorized } from './errors';
import type { Principal } from './principal';

const env = readEnv({
  JWT_ISSUER: nonEmpty,
  USER_POOL_CLIENT_ID: nonEmpty,
  // Local stack only: cognito-local serves its JWKS over http, which the verifier never fetches.
  JWKS_JSON: z.optional(z.string()),
  /** How long a warm function trusts an account's active state and roles, in seconds (default and maximum 60). */
  ACCOUNT_CACHE_SECONDS: z.optional(z.string().check(z.regex(/^\d+$/))),
});

const verifier = JwtRsaVerifier.create({
  issuer: env.JWT_ISSUER,
  audience: env.USER_POOL_CLIENT_ID,
  customJwtCheck: ({ payload }) => {
    if (payload.token_use !== 'id') throw new Error('not an id token');
  },
});
if (env.JWKS_JSON) verifier.cacheJwks(JSON.parse(env.JWKS_JSON));

const readAccount = accountReader(defaultDb, { ttlMs: Number(env.ACCOUNT_CACHE_SECONDS ?? 60) * 1000 });

const claimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z._default(z.string(), ''),
  email_verified: z.boolean(),
  role: z.array(z.enum(ROLES)),
  name: z.string(),
  idUsuario: z.string().check(z.minLength(1)),
  idMedico: z.optional(z.string()),
  crm: z.optional(z.string()),
});

/**
 * Verifies a bearer token and returns the caller. Any failure is a 401, decided before business code
 * runs: a bad token, an unverified e-mail, or an account that is no longer active or no longer the
 * token's Cognito user. The roles are the token's that the account still has.
 */
export async function authenticate(authorization: string | undefined): Promise<Principal> {
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(authorization?.trim() ?? '');
  if (!match) throw unauthorized();
  let payload: unknown;
  try {
    payload = await verifier.verify(match[1]!);
  } catch {
    throw unauthorized();
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw unauthorized();
  const { sub, email, email_verified: emailVerified, role, name, idUsuario, idMedico, crm } = claims.data;
  if (!emailVerified) throw unauthorized();
  const account = await readAccount(idUsuario);
  if (!account?.ativo || account.sub !== sub) throw unauthorized();
  const roles = role.filter((r) => account.roles.includes(r));
  return { idUsuario, name, email, roles, idMedico: idMedico || undefined, crm: crm || undefined };
}
