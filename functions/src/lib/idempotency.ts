import { createHash } from 'node:crypto';
import { MSG } from '@emc/shared/messages';
import type { Db } from './db/client';
import { claimPut, getIdempotencia } from './db/idempotencia';
import type { TxItem } from './db/items';
import { AppError } from './errors';
import type { Principal } from './principal';

/** How long a key answers its first result (decisions.md "Idempotent creates"). */
export const IDEMPOTENCY_WINDOW_SECONDS = 24 * 3600;

/** One create call that carried an Idempotency-Key. */
export interface IdempotencyScope {
  idUsuario: string;
  routeId: string;
  key: string;
  /** What was asked: a repeat of the key with other data is refused, never answered with the first result. */
  fingerprint: string;
}

/** The key was already used by this user on this route: answer its first result. */
export class KeyAlreadyUsed extends Error {}

export function idempotencyScope(p: Principal, routeId: string, key: string | undefined, body: unknown): IdempotencyScope | undefined {
  if (!key) return undefined;
  const fingerprint = createHash('sha256').update(JSON.stringify(body ?? null)).digest('base64url');
  return { idUsuario: p.idUsuario, routeId, key, fingerprint };
}

/**
 * The transaction item that records the key together with what the create wrote and answered. It is
 * conditioned on the key being unused (or expired), so of any number of concurrent repeats one writes.
 */
export function claimItem(db: Db, scope: IdempotencyScope, result: unknown, nowMs = Date.now()): TxItem {
  const now = Math.floor(nowMs / 1000);
  return claimPut(db, scope, { fingerprint: scope.fingerprint, resultado: JSON.stringify(result ?? null) }, now, now + IDEMPOTENCY_WINDOW_SECONDS);
}

async function firstResult(db: Db, scope: IdempotencyScope): Promise<unknown> {
  const first = await getIdempotencia(db, scope);
  if (!first) throw new AppError(409, MSG.busy);
  if (first.fingerprint !== scope.fingerprint) {
    throw new AppError(409, 'Este envio já foi registrado com outros dados. Recarregue a página e confira antes de enviar de novo.');
  }
  return JSON.parse(first.resultado);
}

/**
 * Runs a create at most once per key: `run` gets the claim to add to its own transaction (none without
 * a key) and throws KeyAlreadyUsed when that claim is rejected; a repeat then answers the first result.
 */
export async function once<T>(db: Db, scope: IdempotencyScope | undefined, run: (claim?: (result: T) => TxItem) => Promise<T>): Promise<T> {
  if (!scope) return run();
  try {
    return await run((result) => claimItem(db, scope, result));
  } catch (error) {
    if (error instanceof KeyAlreadyUsed) return (await firstResult(db, scope)) as T;
    throw error;
  }
}
