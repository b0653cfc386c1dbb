import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CONTA_MSG, MSG } from '@emc/shared/messages';
import { AppError, conflict } from '../errors';
import type { Db } from './client';
import { failedConditions, metTransactionConflict } from './errors';
import type { TxItem } from './items';

/**
 * The table's transactions: `transact` (a TransactWriteItems whose failed conditions say what they
 * mean) and `withRetry` (read, decide and write again when a concurrent write got there first).
 */

/** A write of a transaction, with what its refusal (its condition failing) means to the caller. */
export interface Escrita {
  item: TxItem;
  recusa?: () => Error;
}

/**
 * One TransactWriteItems. A failed condition throws the refusal of the first failed item that has
 * one (else 409 "alterado por outro usuário"); a conflict with a concurrent transaction on the same
 * items is tried again, a few times, before 409 "Muitas alterações simultâneas".
 */
export async function transact(db: Db, escritas: readonly Escrita[]): Promise<void> {
  if (!escritas.length) return;
  for (let tentativa = 1; ; tentativa++) {
    try {
      await db.client.send(new TransactWriteCommand({ TransactItems: escritas.map((e) => e.item) }));
      return;
    } catch (error) {
      const falhas = failedConditions(error);
      if (falhas?.length) {
        const recusa = falhas.map((i) => escritas[i]?.recusa).find(Boolean);
        throw recusa ? recusa() : conflict(CONTA_MSG.alterada);
      }
      if (!metTransactionConflict(error)) throw error;
      if (tentativa >= 6) throw new AppError(409, MSG.busy);
      await new Promise((r) => setTimeout(r, Math.random() * 25 * tentativa));
    }
  }
}

/** The same writes, in transactions of at most `max` items (link sets can be larger than one transaction). */
export async function transactEmLotes(db: Db, escritas: readonly Escrita[], max = 100): Promise<void> {
  for (let i = 0; i < escritas.length; i += max) await transact(db, escritas.slice(i, i + max));
}

/** Signals that something read has moved under the caller (a condition other than its own version failed): read again and retry. */
class Retry extends Error {}

/** What a caller throws when something it read has moved under it (a concurrent write, an index lagging the table): `withRetry` runs it again. */
export const retryLater = (): Error => new Retry('retry');

/** Runs read-decide-write again when it threw `retryLater()` (a concurrent change of the same counters got there first); 409 after `attempts`. */
export async function withRetry<T>(fn: () => Promise<T>, attempts = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (error) {
      if (!(error instanceof Retry)) throw error;
      if (i >= attempts) throw new AppError(409, MSG.busy);
      await new Promise((r) => setTimeout(r, Math.random() * 20 * i));
    }
  }
}
