import type { Role } from '@emc/shared/roles';
import type { Db } from './db/client';
import { getUsuarioAcesso } from './db/usuarios';

/** What a request needs to know of the account behind a token. */
export interface AccountState {
  ativo: boolean;
  roles: Role[];
  sub?: string;
}

export interface AccountCheckOptions {
  /** How long a warm function trusts what it read; at most 60 s (quality: deactivation takes effect within a minute). */
  ttlMs: number;
  /** Accounts remembered at once; the oldest is dropped beyond it. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Reads an account's state (active, roles, sub) once per `ttlMs` per warm function: one
 * eventually-consistent GetItem of a small item, 0.5 read units, on a miss; nothing on a hit.
 */
export function accountReader(db: Db, opts: AccountCheckOptions) {
  const ttl = Math.min(Math.max(opts.ttlMs, 0), 60_000);
  const max = opts.maxEntries ?? 5000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { at: number; state: AccountState | null }>();

  return async function readAccount(idUsuario: string): Promise<AccountState | null> {
    const hit = cache.get(idUsuario);
    if (hit && now() - hit.at < ttl) return hit.state;
    const item = await getUsuarioAcesso(db, idUsuario);
    const state = item ? { ativo: item.ativo === true, roles: item.roles ?? [], sub: item.sub } : null;
    cache.delete(idUsuario);
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    cache.set(idUsuario, { at: now(), state });
    return state;
  };
}
