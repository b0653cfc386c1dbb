import { TABLE_INDEXES, TABLE_KEYS, type IndexDef } from '@emc/shared/table';

/**
 * The write units a TransactWriteItems spends on the table's GSIs, which DynamoDB Local leaves out of
 * its ConsumedCapacity (it reports the table's 2 units per KB alone; for a single PutItem it does
 * count the indexes). DynamoDB bills an index write as a standard write of the index entry
 * (docs: "Global secondary indexes: provisioned throughput considerations"): putting an entry,
 * ceil(size/1 KB); deleting one, the same of the old entry; an entry whose key changes, both; one
 * whose projected attributes change, ceil of the larger; an untouched entry, nothing.
 */

type Item = Record<string, unknown>;

/** DynamoDB's size of a value in bytes (docs: "Item sizes and formats"). */
function tamanhoValor(v: unknown): number {
  if (v === null || v === undefined || typeof v === 'boolean') return 1;
  if (typeof v === 'string') return Buffer.byteLength(v);
  if (typeof v === 'number') return Math.ceil(String(Math.abs(v)).replace(/[^0-9]/g, '').replace(/^0+/, '').length / 2) + 1;
  if (v instanceof Uint8Array) return v.length;
  if (v instanceof Set) return [...(v as Set<unknown>)].reduce<number>((a, x) => a + tamanhoValor(x), 0);
  if (Array.isArray(v)) return 3 + v.reduce<number>((a, x) => a + 1 + tamanhoValor(x), 0);
  if (typeof v === 'object') return 3 + Object.entries(v).reduce((a, [k, x]) => a + Buffer.byteLength(k) + 1 + tamanhoValor(x), 0);
  return 0;
}

export const tamanhoItem = (item: Item) => Object.entries(item).reduce((a, [k, v]) => a + Buffer.byteLength(k) + tamanhoValor(v), 0);

/** The entry `item` has in `index` (its keys and projected attributes), or undefined when it is not in it. */
function entrada(index: IndexDef, item: Item | undefined): Item | undefined {
  if (!item || item[index.partitionKey] === undefined || item[index.sortKey] === undefined) return undefined;
  if (index.projection === 'ALL') return item;
  const nomes = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, index.partitionKey, index.sortKey, ...(index.projection === 'INCLUDE' ? (index.include ?? []) : [])];
  return Object.fromEntries(nomes.filter((n) => item[n] !== undefined).map((n) => [n, item[n]]));
}

const kb = (item: Item) => Math.max(1, Math.ceil(tamanhoItem(item) / 1024));
const igual = (a: Item, b: Item) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/** The index write units of one item going from `antes` to `depois` (either undefined: created, deleted). */
export function unidadesIndices(antes: Item | undefined, depois: Item | undefined): number {
  let unidades = 0;
  for (const index of TABLE_INDEXES) {
    const [a, d] = [entrada(index, antes), entrada(index, depois)];
    if (!a && !d) continue;
    if (!a) unidades += kb(d!);
    else if (!d) unidades += kb(a);
    else if (a[index.partitionKey] !== d[index.partitionKey] || a[index.sortKey] !== d[index.sortKey]) unidades += kb(a) + kb(d);
    else if (!igual(a, d)) unidades += Math.max(kb(a), kb(d));
  }
  return unidades;
}
