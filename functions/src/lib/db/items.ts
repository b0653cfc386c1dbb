import { BatchGetCommand, GetCommand, QueryCommand, type QueryCommandInput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE_INDEXES, TABLE_KEYS, type IndexDef } from '@emc/shared/table';
import type { Db } from './client';

/**
 * The table's reads, for the entity modules beside this file: they build the keys, these send them.
 * Nothing else in functions/ sends a GetItem, BatchGetItem or Query.
 */
export type Item = Record<string, unknown>;
export type Key = { pk: string; sk: string };
/** One Put, Update, Delete or ConditionCheck of a TransactWriteItems. */
export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** An index's key attributes of an item: `{ gsi2pk, gsi2sk }` for byName. */
export const indexKeys = (index: IndexDef, pk: string, sk: string) => ({ [index.partitionKey]: pk, [index.sortKey]: sk });

const KEY_ATTRIBUTES = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]), 'type']);

/** An item without its table and index keys and its `type`, nor the stored-only attributes named. */
export function withoutKeys(item: Item, ...storedOnly: string[]): Item {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !KEY_ATTRIBUTES.has(name) && !storedOnly.includes(name)));
}

/** Attribute names as placeholders (#a0, #a1…), so no reserved word ever breaks an expression. */
const projection = (names: readonly string[] | undefined) =>
  names && { ProjectionExpression: names.map((_, i) => `#a${i}`).join(', '), ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])) };

export interface GetOptions {
  consistent?: boolean;
  /** Read only these attributes. */
  attributes?: readonly string[];
}

/** A lone read's GetItem; other reads of the same turn of the event loop join it (below). */
export async function getItem(db: Db, key: Key, opts: GetOptions = {}): Promise<Item | undefined> {
  if (opts.attributes) {
    const out = await db.client.send(new GetCommand({ TableName: db.table, Key: key, ConsistentRead: opts.consistent, ...projection(opts.attributes) }));
    return out.Item;
  }
  return (await lerNaRodada(db, [key], opts.consistent === true))[0];
}

/**
 * Reads items by key, retrying what DynamoDB leaves unprocessed. Missing items are left out, in no order.
 * `consistent` reads them strongly consistent (a batch's transaction conditioned on what it read).
 */
export async function batchGet<T = Item>(db: Db, keys: Key[], opts: Pick<GetOptions, 'consistent'> = {}): Promise<T[]> {
  return keys.length ? ((await lerNaRodada(db, keys, opts.consistent === true)) as T[]) : [];
}

/** Reads by key asked for in this turn of the event loop, not yet sent. */
interface Pedido {
  keys: Key[];
  consistent: boolean;
  resolve(items: Item[]): void;
  reject(error: unknown): void;
}
const aEnviar = new WeakMap<Db, Pedido[]>();
const chaveDe = (k: Item) => `${String(k[TABLE_KEYS.partitionKey])}\u0000${String(k[TABLE_KEYS.sortKey])}`;

/**
 * Reads by key that start in the same turn of the event loop (a Promise.all's branches, a handler's
 * independent reads) go out together: one BatchGetItem per consistency instead of a request each,
 * so they cost one round trip. A lone key is still a GetItem. Each caller gets its own keys' items.
 */
function lerNaRodada(db: Db, keys: Key[], consistent: boolean): Promise<Item[]> {
  return new Promise((resolve, reject) => {
    let fila = aEnviar.get(db);
    if (!fila) {
      const nova: Pedido[] = [];
      aEnviar.set(db, nova);
      setImmediate(() => {
        aEnviar.delete(db);
        void enviarJuntos(db, nova);
      });
      fila = nova;
    }
    fila.push({ keys, consistent, resolve, reject });
  });
}

async function enviarJuntos(db: Db, fila: Pedido[]): Promise<void> {
  await Promise.all(
    [false, true].map(async (consistent) => {
      const pedidos = fila.filter((p) => p.consistent === consistent);
      if (!pedidos.length) return;
      try {
        // BatchGetItem refuses a key twice: two callers may well ask for the same one.
        const keys = [...new Map(pedidos.flatMap((p) => p.keys.map((k) => [chaveDe(k), k] as const))).values()];
        if (keys.length === 1) {
          const item = await getOne(db, keys[0]!, consistent);
          for (const p of pedidos) p.resolve(item ? [item] : []);
          return;
        }
        const porChave = new Map((await batchGetNow(db, keys, consistent)).map((i) => [chaveDe(i), i]));
        const lidos = (k: Key): Item[] => {
          const item = porChave.get(chaveDe(k));
          return item ? [item] : [];
        };
        for (const p of pedidos) p.resolve(p.keys.flatMap(lidos));
      } catch (error) {
        for (const p of pedidos) p.reject(error);
      }
    }),
  );
}

async function getOne(db: Db, key: Key, consistent: boolean): Promise<Item | undefined> {
  const out = await db.client.send(new GetCommand({ TableName: db.table, Key: key, ConsistentRead: consistent || undefined }));
  return out.Item;
}

/** Up to 100 keys per BatchGetItem, the unprocessed ones retried. */
async function batchGetNow(db: Db, keys: Key[], consistent: boolean): Promise<Item[]> {
  const out: Item[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let request: Record<string, { Keys: Item[]; ConsistentRead?: boolean }> | undefined = { [db.table]: { Keys: keys.slice(i, i + 100), ConsistentRead: consistent || undefined } };
    for (let attempt = 0; request && Object.keys(request).length && attempt < 5; attempt++) {
      const res = await db.client.send(new BatchGetCommand({ RequestItems: request }));
      out.push(...(res.Responses?.[db.table] ?? []));
      request = res.UnprocessedKeys as typeof request;
    }
  }
  return out;
}

export interface Query {
  /** The index to read; the table itself when left out. */
  index?: IndexDef;
  /** The partition key's value. */
  pk: string;
  /** A condition on the sort key. */
  sk?: { equals: string } | { beginsWith: string };
  /** A filter on other attributes, with its `:placeholders`' values. */
  filter?: { expression: string; values: Item };
  attributes?: readonly string[];
  /** Sort key descending. */
  descending?: boolean;
  /** Stop once this many items are read. */
  max?: number;
  /** Strongly consistent (the table only; an index can't be). */
  consistent?: boolean;
}

/** The Query of `q`, without its page's Limit and start key. */
function queryInput(db: Db, q: Query): QueryCommandInput {
  const { partitionKey, sortKey } = q.index ?? TABLE_KEYS;
  const attrs = projection(q.attributes);
  return {
    TableName: db.table,
    IndexName: q.index?.name,
    KeyConditionExpression: !q.sk ? '#pk = :pk' : 'equals' in q.sk ? '#pk = :pk AND #sk = :sk' : '#pk = :pk AND begins_with(#sk, :sk)',
    FilterExpression: q.filter?.expression,
    ProjectionExpression: attrs?.ProjectionExpression,
    ExpressionAttributeNames: { '#pk': partitionKey, ...(q.sk && { '#sk': sortKey }), ...attrs?.ExpressionAttributeNames },
    ExpressionAttributeValues: { ':pk': q.pk, ...(q.sk && { ':sk': 'equals' in q.sk ? q.sk.equals : q.sk.beginsWith }), ...q.filter?.values },
    ScanIndexForward: q.descending ? false : undefined,
    ConsistentRead: q.consistent || undefined,
  };
}

/**
 * Every item of a key condition, page after page, or the first `max`. Without a filter each page
 * asks only for what is still missing; with one, pages are read whole (a Limit would count the
 * items read before the filter, not those it keeps).
 */
export async function queryAll(db: Db, q: Query): Promise<Item[]> {
  const input = queryInput(db, q);
  const items: Item[] = [];
  const max = q.max ?? Infinity;
  let start: Item | undefined;
  do {
    const limit = q.filter || max === Infinity ? undefined : max - items.length;
    const out = await db.client.send(new QueryCommand({ ...input, Limit: limit, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && items.length < max);
  return items.slice(0, max);
}

/** One page of a Query: up to `limit` items evaluated (filtered or not) from `start`, and where the next begins. */
export interface QueryPage {
  items: Item[];
  lastKey?: Item;
}

/**
 * One Query call of `q`, reading at most `limit` items (before its filter) from `start`, with an
 * optional range condition on the sort key (inclusive): a reader that pages with an opaque cursor
 * (the audit trail) reads in proportion to its page.
 */
export async function queryPage(db: Db, q: Query & { between?: [string, string] }, page: { limit: number; start?: Item }): Promise<QueryPage> {
  const input = queryInput(db, q);
  if (q.between) {
    input.KeyConditionExpression = '#pk = :pk AND #sk BETWEEN :lo AND :hi';
    input.ExpressionAttributeNames = { ...input.ExpressionAttributeNames, '#sk': (q.index ?? TABLE_KEYS).sortKey };
    input.ExpressionAttributeValues = { ...input.ExpressionAttributeValues, ':lo': q.between[0], ':hi': q.between[1] };
  }
  const out = await db.client.send(new QueryCommand({ ...input, Limit: page.limit, ExclusiveStartKey: page.start }));
  return { items: out.Items ?? [], lastKey: out.LastEvaluatedKey };
}

/**
 * The pages of a key condition as DynamoDB answers them (up to 1 MB each), one Query per page
 * asked: a reader that streams (the xlsx reports) holds one page, never the whole partition.
 * `max` is ignored. Empty pages (a filter kept nothing) are skipped.
 */
export async function* queryPages(db: Db, q: Query): AsyncGenerator<Item[]> {
  const input = queryInput(db, q);
  let start: Item | undefined;
  do {
    const out = await db.client.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    if (out.Items?.length) yield out.Items;
    start = out.LastEvaluatedKey;
  } while (start);
}
