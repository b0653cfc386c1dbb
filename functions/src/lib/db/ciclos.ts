import type { Db } from './client';
import { batchGet, getItem } from './items';

/** A cycle's settings item (`meta`, its goal): pk CICLO#{n}, sk CICLO. */
export const cicloKey = (ciclo: number) => ({ pk: `CICLO#${ciclo}`, sk: 'CICLO' });

/** A cycle as it sorts inside other keys: C#019. */
export const cicloSortKey = (ciclo: number) => `C#${String(ciclo).padStart(3, '0')}`;

const metaOf = (item: Record<string, unknown> | undefined, fallback: number) => (typeof item?.meta === 'number' ? item.meta : fallback);

/** The cycle's goal, or `fallback` while it has no settings item. */
export async function getCicloMeta(db: Db, ciclo: number, fallback: number): Promise<number> {
  return metaOf(await getItem(db, cicloKey(ciclo)), fallback);
}

/** Each cycle's goal, `fallback` for the cycles without settings. */
export async function getCicloMetas(db: Db, ciclos: number[], fallback: number): Promise<Map<number, number>> {
  const items = await batchGet(db, ciclos.map(cicloKey));
  return new Map(ciclos.map((c) => [c, metaOf(items.find((i) => i.pk === cicloKey(c).pk), fallback)]));
}
