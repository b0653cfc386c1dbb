import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { cancellationReasons, conditionFailed, conditionFailedAt, failedConditions, metTransactionConflict, onlyTransactionConflicts, transactionCanceled } from './errors';

/** What the SDK throws for a cancelled TransactWriteItems, and what the tests' fakes throw (a plain Error with the name). */
const cancelled = (...codes: (string | undefined)[]) => Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
const sdkCancelled = (...codes: string[]) => new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

describe('DynamoDB errors', () => {
  it('tells a single write whose condition failed, from the SDK or a fake', () => {
    expect(conditionFailed(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }))).toBe(true);
    expect(conditionFailed(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }))).toBe(true);
    expect(conditionFailed(cancelled('ConditionalCheckFailed'))).toBe(false);
    expect(conditionFailed(new Error('boom'))).toBe(false);
    expect(conditionFailed(undefined)).toBe(false);
    expect(conditionFailed('ConditionalCheckFailedException')).toBe(false);
  });

  it("answers a cancelled transaction's reasons by index, 'None' where the item was not the cause", () => {
    expect(cancellationReasons(cancelled('None', 'ConditionalCheckFailed', undefined))).toEqual(['None', 'ConditionalCheckFailed', 'None']);
    expect(cancellationReasons(sdkCancelled('TransactionConflict', 'None'))).toEqual(['TransactionConflict', 'None']);
    expect(cancellationReasons(Object.assign(new Error('x'), { name: 'TransactionCanceledException' }))).toEqual([]);
    expect(cancellationReasons(Object.assign(new Error('x'), { CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }))).toBeUndefined();
    expect(cancellationReasons(new Error('boom'))).toBeUndefined();
    expect(transactionCanceled(sdkCancelled())).toBe(true);
    expect(transactionCanceled(new Error('boom'))).toBe(false);
  });

  it('finds the items whose condition failed', () => {
    const e = cancelled('None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed');
    expect(failedConditions(e)).toEqual([1, 3]);
    expect(conditionFailedAt(e, 1)).toBe(true);
    expect(conditionFailedAt(e, 0)).toBe(false);
    expect(conditionFailedAt(e, 9)).toBe(false);
    expect(failedConditions(cancelled('None', 'TransactionConflict'))).toEqual([]);
    expect(failedConditions(new Error('boom'))).toBeUndefined();
    expect(conditionFailedAt(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }), 0)).toBe(false);
  });

  it('tells a transaction that met a concurrent one, and one that lost only to concurrent ones', () => {
    expect(metTransactionConflict(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(onlyTransactionConflicts(cancelled('None', 'TransactionConflict'))).toBe(true);
    // A conflict beside another cause: it met a conflict, but sending it again as it is would not do.
    expect(metTransactionConflict(cancelled('ThrottlingError', 'TransactionConflict'))).toBe(true);
    expect(onlyTransactionConflicts(cancelled('ThrottlingError', 'TransactionConflict'))).toBe(false);
    expect(onlyTransactionConflicts(cancelled('ConditionalCheckFailed', 'TransactionConflict'))).toBe(false);
    expect(metTransactionConflict(cancelled('None', 'ConditionalCheckFailed'))).toBe(false);
    expect(onlyTransactionConflicts(cancelled('None', 'None'))).toBe(false);
    expect(metTransactionConflict(new Error('TransactionConflict'))).toBe(false);
  });
});
