import type { Anexo } from '@emc/shared/participacao';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { batchGet, getItem, indexKeys, queryAll, withoutKeys, type Item } from './items';

/**
 * An attachment record: pk ANEXO#{id}, sk ANEXO. Its participation keeps a summary of it too.
 * With its file's SHA-256, it is found by hash in byLookup (`SHA#{sha256}` / `ANEXO#{id}`): the
 * review flags a certificate that another participation also carries.
 */
export interface AnexoItem extends Anexo {
  idParticipacao: string;
  /** Its participation's doctor, so a download checks access without reading the participation (records from before it have none). */
  idMedico?: string;
  /** The S3 object's key. */
  key: string;
  /** Hex SHA-256 of the file (records uploaded before it was kept have none). */
  sha256?: string;
}

export const anexoKey = (id: string) => ({ pk: `ANEXO#${id}`, sk: 'ANEXO' });

/** The stored item, written in its participation's transaction (participacoes/anexos.ts). */
export const anexoItem = (a: AnexoItem): Item => ({
  ...anexoKey(a.id),
  type: 'ANEXO',
  ...a,
  ...(a.sha256 ? indexKeys(INDEX.byLookup, `SHA#${a.sha256}`, `ANEXO#${a.id}`) : {}),
});

const fromItem = (item: Item) => withoutKeys(item) as unknown as AnexoItem;

export async function getAnexo(db: Db, id: string): Promise<AnexoItem | undefined> {
  const item = await getItem(db, anexoKey(id), { consistent: true });
  return item && fromItem(item);
}

/** Attachment records by id (one BatchGetItem per 100). */
export async function getAnexos(db: Db, ids: readonly string[]): Promise<AnexoItem[]> {
  return (await batchGet(db, ids.map(anexoKey))).map(fromItem);
}

/** The attachments whose file has this SHA-256 (byLookup), at most `max` of them. */
export async function anexosComSha(db: Db, sha256: string, max?: number): Promise<AnexoItem[]> {
  return (await queryAll(db, { index: INDEX.byLookup, pk: `SHA#${sha256}`, ...(max === undefined ? {} : { max }) })).map(fromItem);
}
