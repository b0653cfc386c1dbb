import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../ids';
import type { Db } from './client';
import { onlyTransactionConflicts } from './errors';
import { getItem, type TxItem } from './items';

/**
 * The reference data's version, pk CATALOGO, sk VERSAO: the catalogues (areas, categories, forms,
 * the credit table's rows, the activities) and the cycles' goals. Every write of them sets a new
 * random token in its own transaction (transactComVersao), so a warm container's copy
 * (copiaVersionada) is used only while the token it was read with is current. Random, not a counter:
 * a table emptied and written again never repeats an old version.
 */
export const VERSAO_KEY = { pk: 'CATALOGO', sk: 'VERSAO' };

const versaoTx = (db: Db): TxItem => ({
  Update: { TableName: db.table, Key: VERSAO_KEY, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': newId() } },
});

/** Attempts of a transaction that meets another write of the version at the same moment. */
const TENTATIVAS = 6;

/**
 * Writes `items` and the version's change in one transaction. The change goes last, so a cancellation's
 * reasons keep the indexes of `items`. Every write of the reference data goes through here. Two such
 * writes at once conflict on the version: one that was cancelled only for that is sent again, a few
 * times; any other cancellation (a failed condition) is the caller's.
 */
export async function transactComVersao(db: Db, items: TxItem[]): Promise<void> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      await db.client.send(new TransactWriteCommand({ TransactItems: [...items, versaoTx(db)] }));
      return;
    } catch (error) {
      if (!onlyTransactionConflicts(error) || tentativa >= TENTATIVAS) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 15 * tentativa));
    }
  }
}

/**
 * How long a warm container keeps a copy whose version has not changed. It bounds the one staleness
 * the version can't see: a read that met the new version before an index had the new row.
 */
export const COPIA_MS = 60_000;

interface Copia {
  versao: unknown;
  lidaEm: number;
  valor: Promise<unknown>;
}
const copias = new Map<string, Copia>();
const lerVersao = async (db: Db) => (await getItem(db, VERSAO_KEY))?.v;

/**
 * What `ler` answers, from this container's copy while the reference data's version is the one it was
 * read with (one GetItem, which joins the call's other reads of the same turn) and it is under
 * COPIA_MS old; else `ler` again, beside the version's read. The answer is shared by every caller of
 * the container: copy what you hand on.
 */
export async function copiaVersionada<T>(db: Db, nome: string, ler: () => Promise<T>): Promise<T> {
  const chave = `${db.table}\u0000${nome}`;
  const copia = copias.get(chave);
  let versao: unknown;
  let valor: Promise<T>;
  if (copia && performance.now() - copia.lidaEm < COPIA_MS) {
    versao = await lerVersao(db);
    if (versao === copia.versao) return copia.valor as Promise<T>;
    valor = ler();
  } else {
    const [v, lido] = await Promise.all([lerVersao(db), ler()]);
    versao = v;
    valor = Promise.resolve(lido);
  }
  const nova: Copia = { versao, lidaEm: performance.now(), valor };
  copias.set(chave, nova);
  valor.catch(() => copias.get(chave) === nova && copias.delete(chave));
  return valor;
}
