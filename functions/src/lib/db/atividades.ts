import { normalizeSearch } from '@emc/shared/normalize';
import type { Atividade } from '@emc/shared/participacao';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { copiaVersionada, transactComVersao } from './copias';
import { conditionFailedAt } from './errors';
import { getItem, indexKeys, queryAll, withoutKeys, type Item, type TxItem } from './items';

/**
 * A catalogue activity: pk ATIVIDADE#{id}, sk ATIVIDADE; listed by name in byName under ATIVIDADES, with `busca`.
 * Part of the reference data: every write changes its version (copias.ts), and the lists come from the
 * container's copy while it is unchanged.
 */
const atividadeKey = (id: string) => ({ pk: `ATIVIDADE#${id}`, sk: 'ATIVIDADE' });
const ATIVIDADES = 'ATIVIDADES';

/** The stored item, with its keys: the name index follows the current name. */
export function atividadeItem(a: Atividade): Item {
  return { ...a, ...atividadeKey(a.id), ...indexKeys(INDEX.byName, ATIVIDADES, `${normalizeSearch(a.nome)}#${a.id}`), type: 'ATIVIDADE', busca: normalizeSearch(a.nome) };
}

const fromItem = (item: Item) => withoutKeys(item, 'busca') as unknown as Atividade;

/** Adds an activity (the demo seed). */
export const putAtividade = (db: Db, a: Atividade) => transactComVersao(db, [atividadeCreate(db, a)]);

/** A new activity's Put, for a transaction sent by transactComVersao (with an idempotent create's claim). */
export const atividadeCreate = (db: Db, a: Atividade): TxItem => ({ Put: { TableName: db.table, Item: atividadeItem(a), ConditionExpression: 'attribute_not_exists(pk)' } });

/** The write's audit items, from the activity as it was and as it will be. */
export type AuditoriaDe<T> = (antes: T, depois: T) => TxItem[];

/** Whether a cancelled transaction failed on its first item's condition. */
const primeiroRecusado = (error: unknown) => conditionFailedAt(error, 0);

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
    await transactComVersao(db, [
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
    ]);
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
    await transactComVersao(db, [
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
    ]);
    return { ...antes, ativo };
  } catch (error) {
    if (primeiroRecusado(error)) return getAtividade(db, id);
    throw error;
  }
}

/** Strongly consistent unless asked otherwise: the writes read it before they change it. */
export async function getAtividade(db: Db, id: string, consistent = true): Promise<Atividade | undefined> {
  const item = await getItem(db, atividadeKey(id), { consistent });
  return item && fromItem(item);
}

export async function atividadeExists(db: Db, id: string): Promise<boolean> {
  return Boolean(await getItem(db, atividadeKey(id), { attributes: ['pk'] }));
}

/**
 * Every activity with its stored search text (`busca`, the normalized name), in name order: the
 * catalogue's partition of byName (hundreds of rows), or the container's copy of it. Shared: copy what you hand on.
 */
const todas = (db: Db) =>
  copiaVersionada(db, ATIVIDADES, async () => (await queryAll(db, { index: INDEX.byName, pk: ATIVIDADES })).map((item) => ({ busca: String(item.busca ?? ''), atividade: fromItem(item) })));

const comTexto = (q: string) => (e: { busca: string }) => !q || e.busca.includes(q);

/** Active catalogue activities whose name contains the text, accent- and case-insensitive, in name order, the first `limit`. */
export async function searchAtividades(db: Db, text: string, limit = 10): Promise<Atividade[]> {
  const q = normalizeSearch(text);
  return (await todas(db)).filter((e) => e.atividade.ativo && comTexto(q)(e)).slice(0, limit).map((e) => ({ ...e.atividade }));
}

/** Every catalogue activity, active or not, whose name contains the text (all without one), in name order (the administrators' list). */
export async function listAtividades(db: Db, text?: string): Promise<Atividade[]> {
  return (await todas(db)).filter(comTexto(text ? normalizeSearch(text) : '')).map((e) => ({ ...e.atividade }));
}
