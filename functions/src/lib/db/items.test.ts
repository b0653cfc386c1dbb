import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { INDEX } from '@emc/shared/table';
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { queryAll, withoutKeys } from './items';

/**
 * A partition of `count` items served in pages of at most `pageSize` (DynamoDB's 1 MB), each page
 * cut short by the request's Limit; with a FilterExpression only the even items are kept.
 */
function fakePartition(count: number, pageSize: number) {
  const all = Array.from({ length: count }, (_, i) => ({ pk: 'P', sk: String(i).padStart(3, '0'), n: i }));
  const requests: QueryCommandInput[] = [];
  const send = async ({ input }: { input: QueryCommandInput }) => {
    requests.push(input);
    const from = input.ExclusiveStartKey ? all.findIndex((it) => it.sk === input.ExclusiveStartKey!.sk) + 1 : 0;
    const read = all.slice(from, from + Math.min(pageSize, input.Limit ?? Infinity));
    const last = read.at(-1);
    return {
      Items: input.FilterExpression ? read.filter((it) => it.n % 2 === 0) : read,
      LastEvaluatedKey: last && last !== all.at(-1) ? { pk: last.pk, sk: last.sk } : undefined,
    };
  };
  return { db: { table: 't', client: { send } } as unknown as Db, requests };
}

describe('queryAll', () => {
  it('reads every page of the partition', async () => {
    const { db, requests } = fakePartition(5, 2);
    const items = await queryAll(db, { pk: 'P' });
    expect(items.map((i) => i.n)).toEqual([0, 1, 2, 3, 4]);
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({ KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': 'pk' }, ExpressionAttributeValues: { ':pk': 'P' } });
    expect(requests.every((r) => r.Limit === undefined)).toBe(true);
  });

  it('with a maximum, asks each page only for what is still missing', async () => {
    const { db, requests } = fakePartition(10, 2);
    const items = await queryAll(db, { pk: 'P', max: 3 });
    expect(items.map((i) => i.n)).toEqual([0, 1, 2]);
    expect(requests.map((r) => r.Limit)).toEqual([3, 1]);
  });

  it('with a filter, reads whole pages until enough items pass it', async () => {
    const { db, requests } = fakePartition(10, 2);
    const items = await queryAll(db, { pk: 'P', filter: { expression: 'even', values: { ':x': 1 } }, max: 3 });
    expect(items.map((i) => i.n)).toEqual([0, 2, 4]);
    expect(requests).toHaveLength(3);
    expect(requests.every((r) => r.Limit === undefined && r.ExpressionAttributeValues?.[':x'] === 1)).toBe(true);
  });

  it('names the index and its key attributes, and conditions the sort key', async () => {
    const { db, requests } = fakePartition(1, 2);
    await queryAll(db, { index: INDEX.byMedicoStatus, pk: 'P', sk: { beginsWith: 'C#019#' }, descending: true, attributes: ['nome'] });
    expect(requests[0]).toMatchObject({
      IndexName: 'byMedicoStatus',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
      ExpressionAttributeNames: { '#pk': 'gsi3pk', '#sk': 'gsi3sk', '#a0': 'nome' },
      ExpressionAttributeValues: { ':pk': 'P', ':sk': 'C#019#' },
      ProjectionExpression: '#a0',
      ScanIndexForward: false,
    });
  });
});

describe('withoutKeys', () => {
  it('leaves out the table and index keys, the type and the stored-only attributes named', () => {
    const item = { pk: 'A#1', sk: 'A', gsi2pk: 'AS', gsi2sk: 'a#1', type: 'A', busca: 'a', id: '1', nome: 'A' };
    expect(withoutKeys(item, 'busca')).toEqual({ id: '1', nome: 'A' });
  });
});
