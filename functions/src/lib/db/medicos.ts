import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Medico } from '@emc/shared/medico';
import { normalizeSearch } from '@emc/shared/normalize';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { getItem, indexKeys, queryAll, withoutKeys, type Item } from './items';

/**
 * A doctor: pk MEDICO#{id}, sk MEDICO; found by CRM in byLookup (CRM#{crm}) and listed by name in
 * byName under MEDICOS. `busca` (name and CRM, normalized) is stored for search.
 */
const medicoKey = (idMedico: string) => ({ pk: `MEDICO#${idMedico}`, sk: 'MEDICO' });
const MEDICOS = 'MEDICOS';

export function medicoItem(m: Medico, { listed = true } = {}): Item {
  return {
    ...medicoKey(m.idMedico),
    ...indexKeys(INDEX.byLookup, `CRM#${m.crm}`, 'MEDICO'),
    ...(listed ? indexKeys(INDEX.byName, MEDICOS, `${normalizeSearch(m.nome)}#${m.idMedico}`) : {}),
    type: 'MEDICO',
    busca: `${normalizeSearch(m.nome)} ${m.crm}`,
    ...m,
  };
}

const fromItem = (item: Item) => withoutKeys(item, 'busca') as unknown as Medico;

/** Adds a doctor; `listed: false` leaves it out of the name index (a test's doctor that no list shows). */
export async function putMedico(db: Db, m: Medico, opts?: { listed?: boolean }): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.table, Item: medicoItem(m, opts), ConditionExpression: 'attribute_not_exists(pk)' }));
}

export async function getMedico(db: Db, idMedico: string): Promise<Medico | undefined> {
  const item = await getItem(db, medicoKey(idMedico));
  return item && fromItem(item);
}

/** Doctors whose name starts with `prefixo` (accent- and case-insensitive), in name order: one page of the name index. */
export async function medicosPorNome(db: Db, prefixo: string, max: number): Promise<Medico[]> {
  return (await queryAll(db, { index: INDEX.byName, pk: MEDICOS, sk: { beginsWith: normalizeSearch(prefixo) }, max })).map(fromItem);
}

/** The doctor with this CRM, if any (byLookup). */
export async function medicoPorCrm(db: Db, crm: string): Promise<Medico | undefined> {
  const [item] = await queryAll(db, { index: INDEX.byLookup, pk: `CRM#${crm}`, sk: { equals: 'MEDICO' }, max: 1 });
  return item && fromItem(item);
}

/** The clinical staff in name order. */
export async function listMedicos(db: Db): Promise<Medico[]> {
  return (await queryAll(db, { index: INDEX.byName, pk: MEDICOS })).map(fromItem);
}
