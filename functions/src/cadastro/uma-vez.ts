import { CONTA_MSG } from '@emc/shared/messages';
import type { Escrita } from '../lib/db/transactions';
import type { Db } from '../lib/db/client';
import { getIdempotencia } from '../lib/db/idempotencia';
import { AppError } from '../lib/errors';
import { KeyAlreadyUsed, once, type IdempotencyScope } from '../lib/idempotency';

/**
 * `once` (idempotency.ts) for the people's creates: the claim comes as a transaction write whose
 * refusal answers the first result. A repeat of a create that makes a Cognito user meets the e-mail
 * already taken in Cognito before it reaches its claim; when the key was already recorded, that
 * repeat answers the first result too, instead of "Já existe uma conta com este e-mail.".
 */
export function criarUmaVez<T>(db: Db, scope: IdempotencyScope | undefined, run: (claim?: (result: T) => Escrita) => Promise<T>): Promise<T> {
  return once<T>(db, scope, async (claim) => {
    try {
      return await run(claim && ((result) => ({ item: claim(result), recusa: () => new KeyAlreadyUsed() })));
    } catch (error) {
      if (scope && error instanceof AppError && error.title === CONTA_MSG.emailDuplicado && (await getIdempotencia(db, scope))) throw new KeyAlreadyUsed();
      throw error;
    }
  });
}
