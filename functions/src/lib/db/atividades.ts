import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeSearch } from '@emc/shared/normalize';
import type { Atividade } from '@emc/shared/participacao';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { getItem, indexKeys, queryAll, withoutKeys, type Item, type TxItem } from './items';

/**
 * A catalogue activity: pk ATIVIDADE#{id}, sk ATIVIDADE; listed by name in byName under ATIVIDADES, with `busca`.
 */
const atividadeKey = (id: string) => ({ pk: `ATIVIDADE#${id}`, sk: 'ATIVIDADE' });
const ATIVIDADES = 'ATIVIDADES';

/** The stored item, with its keys: the name index follows the current name. */
export function atividadeItem(a: Atividade): Item {
  return { ...a, ...atividadeKey(a.id), ...indexKeys(INDEX.byName, ATIVIDADES, `${normalizeSearch(a.nome)}#${a.id}`), type: 'ATIVIDADE', busca: normalizeSearch(a.nome) };
}

const fromItem = (item: Item) => withoutKeys(item, 'busca') as unknown as Atividade;

/** Adds an activity (the demo seed). */
export const putAtividade = (db: Db, a: Atividade) =>
  db.client.send(new PutCommand({ TableName: db.table, Item: atividadeItem(a), ConditionExpression: 'attribute_not_exists(pk)' }));

/** A new activity's Put, for a transaction (with an idempotent create's claim). */
export const atividadeCreate = (db: Db, a: Atividade): TxItem => ({ Put: { TableName: db.table, Item: atividadeItem(a), ConditionExpression: 'attribute_not_exists(pk)' } });

/** The write's audit items, from the activity as it was and as it will be. */
export type AuditoriaDe<T> = (antes: T, depois: T) => TxItem[];

/** Whether a cancelled transaction failed on its first item's condition. */
const primeiroRecusado = (error: unknown) =>
  (error as { name?: string }).name === 'TransactionCanceledException' &&
  (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';

/**
 * Changes an existing activity's fields, its status aside (a concurrent deactivation is never undone),
 * with the write's audit entry in the same transaction; answers the stored activity, or undefined
 * when there is none.
 */
export async function updateAtividade(db: Db, a: Omit<Atividade, 'ativo'>, auditoria: AuditoriaDe<Atividade> = () => []): Promise<Atividade | undefined> {
  const antes = await getAtividade(db, a.id);
  if (!antes) return undefined;
  const { id, ...campos } = a;
  const set: Record<string, unknown> = { ...campos, [INDEX.byName.sortKey]: `${normalizeSearch(a.nome)}#${id}`, busca: normalizeSearch(a.nome) };
  const nomes = Object.keys(set).filter((n) => set[n] !== undefined);
  const depois = { ...(Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)) as Omit<Atividade, 'ativo'>), ativo: antes.ativo };
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: db.table,
              Key: atividadeKey(id),
              UpdateExpression: `SET ${nomes.map((_, i) => `#n${i} = :v${i}`).join(', ')}${a.idClassificacao ? '' : ' REMOVE idClassificacao'}`,
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: Object.fromEntries(nomes.map((n, i) => [`#n${i}`, n])),
              ExpressionAttributeValues: Object.fromEntries(nomes.map((n, i) => [`:v${i}`, set[n]])),
            },
          },
          ...auditoria(antes, depois),
        ],
      }),
    );
    return depois;
  } catch (error) {
    if (primeiroRecusado(error)) return undefined;
    throw error;
  }
}

/**
 * Activates or deactivates it, with the audit entry, unless it already is (nothing is written then);
 * answers the stored activity, or undefined when there is none.
 */
export async function setAtividadeAtivo(db: Db, id: string, ativo: boolean, auditoria: AuditoriaDe<Atividade> = () => []): Promise<Atividade | undefined> {
  const antes = await getAtividade(db, id);
  if (!antes || antes.ativo === ativo) return antes;
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: db.table,
              Key: atividadeKey(id),
              UpdateExpression: 'SET ativo = :a',
              // Already changed by a concurrent call: that one wrote (and audited) it.
              ConditionExpression: 'attribute_exists(pk) AND ativo <> :a',
              ExpressionAttributeValues: { ':a': ativo },
            },
          },
          ...auditoria(antes, { ...antes, ativo }),
        ],
      }),
    );
    return { ...antes, ativo };
  } catch (error) {
    if (primeiroRecusado(error)) return getAtividade(db, id);
    throw error;
  }
}

export async function getAtividade(db: Db, id: string): Promise<Atividade | undefined> {
  const item = await getItem(db, atividadeKey(id), { consistent: true });
  return item && fromItem(item);
}

export async function atividadeExists(db: Db, id: string): Promise<boolean> {
  return Boolean(await getItem(db, atividadeKey(id), { attributes: ['pk'] }));
}

/**
 * Active catalogue activities whose name contains the text, accent- and case-insensitive, in name order.
 * One Query over the catalogue's partition of the byName index (a catalogue of hundreds of rows).
 */
export async function searchAtividades(db: Db, text: string, limit = 10): Promise<Atividade[]> {
  const found = await queryAll(db, {
    index: INDEX.byName,
    pk: ATIVIDADES,
    filter: { expression: 'contains(busca, :q) AND ativo = :t', values: { ':q': normalizeSearch(text), ':t': true } },
    max: limit,
  });
  return found.map(fromItem);
}

/**
 * Every catalogue activity, active or not, whose name contains the text (all without one), in name
 * order: the catalogue's partition of byName, read whole (hundreds of rows; the administrators' list).
 */
export async function listAtividades(db: Db, text?: string): Promise<Atividade[]> {
  const q = text ? normalizeSearch(text) : '';
  const found = await queryAll(db, { index: INDEX.byName, pk: ATIVIDADES, ...(q ? { filter: { expression: 'contains(busca, :q)', values: { ':q': q } } } : {}) });
  return found.map(fromItem);
}
