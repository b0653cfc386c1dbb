import type { BatchGetCommandInput, GetCommandInput, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { INDEX } from '@emc/shared/table';
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { batchGet, getItem, queryAll, withoutKeys } from './items';

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

/**
 * A table of `count` items A#0…, that answers GetItem and BatchGetItem as DynamoDB does (items carry
 * their keys; a batch's first answer leaves `unprocessed` keys for the retry) and records each request.
 */
function fakeTable(count: number, { unprocessed = 0, falha }: { unprocessed?: number; falha?: Error } = {}) {
  const stored = new Map(Array.from({ length: count }, (_, i) => [`A#${i}`, { pk: `A#${i}`, sk: 'A', n: i }]));
  const requests: { command: string; input: GetCommandInput | BatchGetCommandInput }[] = [];
  let sobra = unprocessed;
  const send = async (cmd: { constructor: { name: string }; input: GetCommandInput & BatchGetCommandInput }) => {
    requests.push({ command: cmd.constructor.name, input: cmd.input });
    if (falha) throw falha;
    if (cmd.constructor.name === 'GetCommand') return { Item: stored.get(String(cmd.input.Key!.pk)) };
    const { Keys, ConsistentRead } = cmd.input.RequestItems!.t!;
    const adiadas = Keys!.slice(Keys!.length - Math.min(sobra, Keys!.length));
    sobra -= adiadas.length;
    const lidas = Keys!.slice(0, Keys!.length - adiadas.length);
    if (new Set(Keys!.map((k) => k.pk)).size !== Keys!.length) throw new Error('Provided list of item keys contains duplicates');
    return {
      Responses: { t: lidas.flatMap((k) => stored.get(String(k.pk)) ?? []) },
      UnprocessedKeys: adiadas.length ? { t: { Keys: adiadas, ConsistentRead } } : {},
    };
  };
  return { db: { table: 't', client: { send } } as unknown as Db, requests };
}

const key = (i: number) => ({ pk: `A#${i}`, sk: 'A' });

describe('reads by key started together', () => {
  it('a lone read is one GetItem', async () => {
    const { db, requests } = fakeTable(3);
    expect(await getItem(db, key(1))).toMatchObject({ n: 1 });
    expect(requests.map((r) => r.command)).toEqual(['GetCommand']);
  });

  it('reads started in the same turn go out as one BatchGetItem, each caller getting its own items', async () => {
    const { db, requests } = fakeTable(5);
    const [a, b, ausente, lote] = await Promise.all([getItem(db, key(0)), getItem(db, key(4)), getItem(db, key(9)), batchGet(db, [key(2), key(3)])]);
    expect(a).toMatchObject({ n: 0 });
    expect(b).toMatchObject({ n: 4 });
    expect(ausente).toBeUndefined();
    expect(lote.map((i) => i.n).sort()).toEqual([2, 3]);
    expect(requests.map((r) => r.command)).toEqual(['BatchGetCommand']);
    expect((requests[0]!.input as BatchGetCommandInput).RequestItems!.t!.Keys).toHaveLength(5);
  });

  it('sends a key asked for twice once, and answers both callers', async () => {
    const { db, requests } = fakeTable(3);
    const [a, lote] = await Promise.all([getItem(db, key(1)), batchGet(db, [key(1), key(2)])]);
    expect(a).toMatchObject({ n: 1 });
    expect(lote.map((i) => i.n).sort()).toEqual([1, 2]);
    expect((requests[0]!.input as BatchGetCommandInput).RequestItems!.t!.Keys).toEqual([key(1), key(2)]);
  });

  it('keeps strongly consistent reads apart from the others', async () => {
    const { db, requests } = fakeTable(4);
    await Promise.all([getItem(db, key(0), { consistent: true }), getItem(db, key(1), { consistent: true }), getItem(db, key(2)), getItem(db, key(3))]);
    const lotes = requests.map((r) => (r.input as BatchGetCommandInput).RequestItems!.t!);
    expect(lotes).toHaveLength(2);
    expect(lotes.find((l) => l.ConsistentRead === true)?.Keys).toEqual([key(0), key(1)]);
    expect(lotes.find((l) => l.ConsistentRead !== true)?.Keys).toEqual([key(2), key(3)]);
  });

  it('a read of some attributes only is a GetItem of its own', async () => {
    const { db, requests } = fakeTable(3);
    await Promise.all([getItem(db, key(0), { attributes: ['n'] }), getItem(db, key(1))]);
    expect(requests.map((r) => r.command).sort()).toEqual(['GetCommand', 'GetCommand']);
    expect(requests.find((r) => (r.input as GetCommandInput).ProjectionExpression)?.input).toMatchObject({ Key: key(0), ProjectionExpression: '#a0' });
  });

  it('asks at most 100 keys a request and retries the unprocessed ones', async () => {
    const { db, requests } = fakeTable(250, { unprocessed: 7 });
    const itens = await batchGet(db, Array.from({ length: 250 }, (_, i) => key(i)));
    expect(itens).toHaveLength(250);
    const tamanhos = requests.map((r) => (r.input as BatchGetCommandInput).RequestItems!.t!.Keys!.length);
    expect(tamanhos).toEqual([100, 7, 100, 50]);
  });

  it('a failed request fails every read that went in it', async () => {
    const { db } = fakeTable(3, { falha: new Error('ProvisionedThroughputExceededException') });
    const leituras = await Promise.allSettled([getItem(db, key(0)), batchGet(db, [key(1), key(2)])]);
    expect(leituras.map((l) => l.status)).toEqual(['rejected', 'rejected']);
  });

  it('reads no key for an empty list', async () => {
    const { db, requests } = fakeTable(1);
    expect(await batchGet(db, [])).toEqual([]);
    expect(requests).toHaveLength(0);
  });
});
