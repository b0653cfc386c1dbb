import { normalizeSearch } from '@emc/shared/normalize';
import { INDEX } from '@emc/shared/table';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { getItem, indexKeys, queryAll, withoutKeys } from './items';

/** An area of the hospital: pk AREA#{id}, sk AREA; listed by name in byName under AREAS. */
export interface Area {
  idArea: string;
  nome: string;
  ativo: boolean;
}

const areaKey = (idArea: string) => ({ pk: `AREA#${idArea}`, sk: 'AREA' });
const AREAS = 'AREAS';

export async function putArea(db: Db, a: Area): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.table,
      Item: { ...areaKey(a.idArea), ...indexKeys(INDEX.byName, AREAS, `${normalizeSearch(a.nome)}#${a.idArea}`), type: 'AREA', ...a },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The area's name, '' when it is missing. */
export async function getAreaNome(db: Db, idArea: string): Promise<string> {
  const item = await getItem(db, areaKey(idArea), { attributes: ['nome'] });
  return String(item?.nome ?? '');
}

/** The areas in name order (tens of rows), or the first `max`. */
export async function listAreas(db: Db, max?: number): Promise<Area[]> {
  return (await queryAll(db, { index: INDEX.byName, pk: AREAS, max })).map((i) => withoutKeys(i) as unknown as Area);
}
