import type { Anexo } from '@emc/shared/participacao';
import type { Db } from './client';
import { getItem, withoutKeys, type Item } from './items';

/** An attachment record: pk ANEXO#{id}, sk ANEXO. Its participation keeps a summary of it too. */
export interface AnexoItem extends Anexo {
  idParticipacao: string;
  /** The S3 object's key. */
  key: string;
}

export const anexoKey = (id: string) => ({ pk: `ANEXO#${id}`, sk: 'ANEXO' });

/** The stored item, written in its participation's transaction (participacoes/anexos.ts). */
export const anexoItem = (a: AnexoItem): Item => ({ ...anexoKey(a.id), type: 'ANEXO', ...a });

export async function getAnexo(db: Db, id: string): Promise<AnexoItem | undefined> {
  const item = await getItem(db, anexoKey(id), { consistent: true });
  return item && (withoutKeys(item) as unknown as AnexoItem);
}
