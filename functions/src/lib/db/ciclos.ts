import type { Db } from './client';
import { copiaVersionada } from './copias';
import { batchGet, getItem, type TxItem } from './items';

/** The cycle's partition: its settings item, and its counters (contadores.ts). */
export const cicloPartition = (ciclo: number) => `CICLO#${ciclo}`;

/** A cycle's settings item (`meta`, its goal): pk CICLO#{n}, sk CICLO. */
export const cicloKey = (ciclo: number) => ({ pk: cicloPartition(ciclo), sk: 'CICLO' });

/** A cycle as it sorts inside other keys: C#019. */
export const cicloSortKey = (ciclo: number) => `C#${String(ciclo).padStart(3, '0')}`;

const metaOf = (item: Record<string, unknown> | undefined, fallback: number) => (typeof item?.meta === 'number' ? item.meta : fallback);

/** The cycle's goal, or `fallback` while it has no settings item. */
export async function getCicloMeta(db: Db, ciclo: number, fallback: number): Promise<number> {
  return metaOf(await getItem(db, cicloKey(ciclo)), fallback);
}

/**
 * Each cycle's goal, `fallback` for the cycles without settings: their settings items, or this
 * container's copy of them while no goal has changed (copias.ts; a goal's transaction changes the version).
 */
export async function getCicloMetas(db: Db, ciclos: number[], fallback: number): Promise<Map<number, number>> {
  const ler = async () => {
    const items = await batchGet(db, ciclos.map(cicloKey));
    return new Map(ciclos.map((c) => [c, metaOf(items.find((i) => i.pk === cicloKey(c).pk), fallback)]));
  };
  return new Map(await copiaVersionada(db, `METAS#${fallback}#${ciclos.join(',')}`, ler));
}

/** The cycle's goal as stored (strongly consistent), undefined while the cycle has none (the default applies). */
export async function getCicloMetaSalva(db: Db, ciclo: number): Promise<number | undefined> {
  const item = await getItem(db, cicloKey(ciclo), { consistent: true });
  return typeof item?.meta === 'number' ? item.meta : undefined;
}

/**
 * What a change of a doctor's credits judges the goal-reacher counters by (docs/data-model.md): the
 * goal, and `metaSemMarca`, the goal that the doctors whose cycle counter has no `atingiu` flag yet
 * (data from before the flag) are counted against. It is the goal in force when the first goal
 * change with flags was made, and never changes after that. `salva`: the goal as stored (undefined: the default applies).
 */
export interface MetaDoCiclo {
  meta: number;
  metaSemMarca: number;
  salva: number | undefined;
}

/** The cycle's goal and `metaSemMarca`, strongly consistent: a transaction is conditioned on the goal read here (metaInalteradaTx). */
export async function getMetaDoCiclo(db: Db, ciclo: number, fallback: number): Promise<MetaDoCiclo> {
  const item = await getItem(db, cicloKey(ciclo), { consistent: true });
  const salva = typeof item?.meta === 'number' ? item.meta : undefined;
  const meta = salva ?? fallback;
  return { meta, salva, metaSemMarca: typeof item?.metaSemMarca === 'number' ? item.metaSemMarca : meta };
}

/** A ConditionCheck that the cycle's goal is still the one read (`salva`, undefined: none stored). */
export function metaInalteradaTx(db: Db, ciclo: number, salva: number | undefined): TxItem {
  return {
    ConditionCheck: {
      TableName: db.table,
      Key: cicloKey(ciclo),
      ConditionExpression: salva === undefined ? 'attribute_not_exists(meta)' : 'meta = :m',
      ...(salva === undefined ? {} : { ExpressionAttributeValues: { ':m': salva } }),
    },
  };
}

/**
 * Sets the cycle's goal, conditioned on the goal read (`antes`, undefined: none stored), so two
 * administrators' changes serialize; the doctors not flagged yet stay counted against the goal they
 * were counted against (`metaSemMarca`, set once to `anterior`).
 */
export function metaTx(db: Db, ciclo: number, meta: number, antes: number | undefined, anterior = antes): TxItem {
  const semMarca = anterior === undefined ? '' : ', metaSemMarca = if_not_exists(metaSemMarca, :anterior)';
  return {
    Update: {
      TableName: db.table,
      Key: cicloKey(ciclo),
      UpdateExpression: `SET meta = :m, ciclo = :c, #type = :t${semMarca}`,
      ConditionExpression: antes === undefined ? 'attribute_not_exists(meta)' : 'meta = :antes',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':m': meta,
        ':c': ciclo,
        ':t': 'CICLO',
        ...(anterior === undefined ? {} : { ':anterior': anterior }),
        ...(antes === undefined ? {} : { ':antes': antes }),
      },
    },
  };
}
