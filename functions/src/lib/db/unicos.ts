import { normalizeSearch } from '@emc/shared/normalize';
import type { Db } from './client';
import { getItem, type TxItem } from './items';

/**
 * Uniqueness (decisions.md: CRM, e-mail, area name, …) enforced by DynamoDB itself: a marker item
 * pk UNICO#{kind}#{value}, sk UNICO, owned by one record, put in the same transaction as the record's
 * write with the condition that no one else owns it. A GSI can't refuse a duplicate; a read before
 * the write races. Renaming releases the old marker and claims the new one in the same transaction.
 */
export type UnicoKind = 'CRM' | 'EMAIL' | 'AREA' | 'CATEGORIA' | 'FORMA' | 'CLASSIFICACAO';

/** The value as it is compared: accent-, case- and space-insensitive. */
export const unicoValue = (value: string) => normalizeSearch(value).replace(/\s+/g, ' ').trim();

export const unicoKey = (kind: UnicoKind, value: string) => ({ pk: `UNICO#${kind}#${unicoValue(value)}`, sk: 'UNICO' });

/** Who holds the value (the record's id), if anyone: its marker, read strongly consistent. */
export async function donoDoUnico(db: Db, kind: UnicoKind, value: string): Promise<string | undefined> {
  const item = await getItem(db, unicoKey(kind, value), { consistent: true });
  return typeof item?.owner === 'string' ? item.owner : undefined;
}

/** Claims the value for `owner` (an id): fails the transaction (ConditionalCheckFailed) when another owner holds it. */
export function claimUnico(db: Db, kind: UnicoKind, value: string, owner: string): TxItem {
  return {
    Put: {
      TableName: db.table,
      Item: { ...unicoKey(kind, value), type: 'UNICO', owner },
      ConditionExpression: 'attribute_not_exists(pk) OR #owner = :owner',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':owner': owner },
    },
  };
}

/** Releases the value, only if `owner` holds it. */
export function releaseUnico(db: Db, kind: UnicoKind, value: string, owner: string): TxItem {
  return {
    Delete: {
      TableName: db.table,
      Key: unicoKey(kind, value),
      ConditionExpression: 'attribute_not_exists(pk) OR #owner = :owner',
      ExpressionAttributeNames: { '#owner': 'owner' },
      ExpressionAttributeValues: { ':owner': owner },
    },
  };
}

/** The claims and releases that move `owner` from `before` to `after` (nothing when they compare equal). */
export function moveUnico(db: Db, kind: UnicoKind, before: string, after: string, owner: string): TxItem[] {
  if (unicoValue(before) === unicoValue(after)) return [];
  return [releaseUnico(db, kind, before, owner), claimUnico(db, kind, after, owner)];
}

