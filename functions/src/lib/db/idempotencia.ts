import { TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
import type { Db } from './client';
import { getItem, type TxItem } from './items';

/**
 * A create that carried an Idempotency-Key (idempotency.ts): pk IDEMP#{idUsuario}, sk {routeId}#{key},
 * with a hash of what was asked, the first answer, and its expiry (the table's TTL attribute).
 */
export interface IdempotenciaRef {
  idUsuario: string;
  routeId: string;
  key: string;
}
export interface Idempotencia {
  fingerprint: string;
  /** The first answer, as JSON. */
  resultado: string;
}

const idempotenciaKey = (r: IdempotenciaRef) => ({ pk: `IDEMP#${r.idUsuario}`, sk: `${r.routeId}#${r.key}` });

/** The transaction item that records the key, unless it is in use and not expired at `now` (epoch seconds). */
export function claimPut(db: Db, ref: IdempotenciaRef, record: Idempotencia, now: number, expiraEm: number): TxItem {
  return {
    Put: {
      TableName: db.table,
      Item: { ...idempotenciaKey(ref), type: 'IDEMPOTENCIA', ...record, [TABLE_TTL_ATTRIBUTE]: expiraEm },
      ConditionExpression: 'attribute_not_exists(pk) OR #exp < :now',
      ExpressionAttributeNames: { '#exp': TABLE_TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':now': now },
    },
  };
}

export async function getIdempotencia(db: Db, ref: IdempotenciaRef): Promise<Idempotencia | undefined> {
  const item = await getItem(db, idempotenciaKey(ref), { consistent: true });
  return item && { fingerprint: String(item.fingerprint), resultado: String(item.resultado) };
}
