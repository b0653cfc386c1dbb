/**
 * DynamoDB's refusals, told apart by the error's name (the SDK's exception classes are not loaded
 * for an `instanceof`, and a test's fake error carries only the name). Every call site that asks
 * "did the condition fail?" or "why was the transaction cancelled?" asks here.
 */

const nameOf = (error: unknown) => (error as { name?: unknown } | null | undefined)?.name;

/** A single write's condition failed (PutItem, UpdateItem, DeleteItem: ConditionalCheckFailedException). */
export const conditionFailed = (error: unknown): boolean => nameOf(error) === 'ConditionalCheckFailedException';

/** A TransactWriteItems was cancelled, for whatever reason. */
export const transactionCanceled = (error: unknown): boolean => nameOf(error) === 'TransactionCanceledException';

/**
 * A cancelled transaction's reason for each of its items, by index: 'ConditionalCheckFailed',
 * 'TransactionConflict', … and 'None' for an item that was not the cause. Undefined for any other error.
 */
export function cancellationReasons(error: unknown): string[] | undefined {
  if (!transactionCanceled(error)) return undefined;
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code ?? 'None');
}

/** A cancelled transaction failed on the condition of its item at `index`. */
export const conditionFailedAt = (error: unknown, index: number): boolean => cancellationReasons(error)?.[index] === 'ConditionalCheckFailed';

/** The indexes of a cancelled transaction's items whose condition failed (so a caller can name the field); undefined for any other error. */
export function failedConditions(error: unknown): number[] | undefined {
  return cancellationReasons(error)?.flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : []));
}

/** A cancelled transaction met a concurrent one on at least one of its items (TransactionConflict). */
export const metTransactionConflict = (error: unknown): boolean => cancellationReasons(error)?.includes('TransactionConflict') === true;

/** A cancelled transaction lost only to concurrent ones: some item conflicted, and no item failed for another reason. Worth sending again. */
export function onlyTransactionConflicts(error: unknown): boolean {
  const reasons = cancellationReasons(error);
  return !!reasons?.includes('TransactionConflict') && reasons.every((c) => c === 'None' || c === 'TransactionConflict');
}

const LIMITES = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded']);

/**
 * DynamoDB throttled the request, and went on throttling through the SDK's own retries: a
 * throttling error, or a transaction cancelled because an item was throttled.
 */
export function throttled(error: unknown): boolean {
  const name = nameOf(error);
  if (typeof name === 'string' && LIMITES.has(name)) return true;
  return cancellationReasons(error)?.some((c) => c === 'ThrottlingError' || c === 'ProvisionedThroughputExceeded') === true;
}
