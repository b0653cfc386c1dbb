import type { Db } from './client';
import { getItem } from './items';
import { AREA_DEF, catalogoKey, getCatalogo, listCatalogo, putCatalogo } from './catalogo';

/**
 * An area of the hospital: pk AREA#{id}, sk AREA; listed by name in byName under AREAS; its name is
 * unique (marker UNICO#AREA#{name}, catalogo.ts). Deactivated, never deleted: its doctors keep it.
 */
export interface Area {
  idArea: string;
  nome: string;
  ativo: boolean;
}

/** Adds an area and claims its name in one transaction (refused if the id or the name is taken). */
export const putArea = (db: Db, a: Area) => putCatalogo(db, AREA_DEF, { ...a });

/** The area's name, '' when it is missing. */
export async function getAreaNome(db: Db, idArea: string): Promise<string> {
  const item = await getItem(db, catalogoKey(AREA_DEF, idArea), { attributes: ['nome'] });
  return String(item?.nome ?? '');
}

/** The area, active or not. */
export const getArea = async (db: Db, idArea: string) => (await getCatalogo(db, AREA_DEF, idArea)) as Area | undefined;

/** The areas in name order, active and inactive (tens of rows), or the first `max`. */
export const listAreas = async (db: Db, max?: number) => (await listCatalogo(db, AREA_DEF, max)) as unknown as Area[];
