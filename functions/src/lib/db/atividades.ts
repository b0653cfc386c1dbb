import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeSearch } from '@emc/shared/normalize';
import type { Atividade } from '@emc/shared/participacao';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { getItem, indexKeys, queryAll, withoutKeys } from './items';

/** A catalogue activity: pk ATIVIDADE#{id}, sk ATIVIDADE; listed by name in byName under ATIVIDADES, with `busca`. */
const atividadeKey = (id: string) => ({ pk: `ATIVIDADE#${id}`, sk: 'ATIVIDADE' });
const ATIVIDADES = 'ATIVIDADES';

export const putAtividade = (db: Db, a: Atividade) =>
  db.client.send(
    new PutCommand({
      TableName: db.table,
      Item: { ...atividadeKey(a.id), ...indexKeys(INDEX.byName, ATIVIDADES, `${normalizeSearch(a.nome)}#${a.id}`), type: 'ATIVIDADE', busca: normalizeSearch(a.nome), ...a },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );

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
  return found.map((i) => withoutKeys(i, 'busca') as unknown as Atividade);
}
