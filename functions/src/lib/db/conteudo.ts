import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { conditionFailedAt } from './errors';
import { queryAll, type Item, type TxItem } from './items';

/**
 * Perguntas Frequentes and Sobre o Programa (issue 12): each list is one partition, `FAQ` or `SOBRE`,
 * of a few tens of items, read whole by one Query and sorted by the stored `posicao`.
 * - an item: pk {LISTA}, sk ITEM#{id}: its fields and `posicao` (a number; the 1-based `ordem` answered
 *   is its place in the sorted list, so a gap left by a removal shows nowhere);
 * - the list: pk {LISTA}, sk LISTA: `versao`, moved by every create, removal and reorder, which are
 *   conditioned on the version they read (a reorder never misses an item created meanwhile).
 * The Sobre credit-table item carries `tabelaCreditos: true` and no `conteudo` (it is rendered on read).
 */
export type Lista = 'FAQ' | 'SOBRE';

/** How many items a list may hold: a reorder rewrites them all in one transaction (100 items: the list's own and the audit entry among them). */
export const LIMITE_ITENS = 98;

export interface FaqRegistro {
  id: string;
  titulo: string;
  /** Sanitized HTML. */
  paragrafo: string;
  posicao: number;
}

export interface SobreRegistro {
  id: string;
  titulo: string;
  /** Sanitized HTML paragraphs; none on the credit-table item. */
  conteudo: string[];
  link: string[];
  posicao: number;
  tabelaCreditos: boolean;
}

type Registro<L extends Lista> = L extends 'FAQ' ? FaqRegistro : SobreRegistro;

export interface LidaLista<L extends Lista> {
  /** The list's version (0 before its first write). */
  versao: number;
  /** Its items in order. */
  itens: Registro<L>[];
}

const ITEM = 'ITEM#';
export const conteudoItemKey = (lista: Lista, id: string) => ({ pk: lista, sk: `${ITEM}${id}` });
const listaKey = (lista: Lista) => ({ pk: lista, sk: 'LISTA' });

const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

function registro<L extends Lista>(lista: L, item: Item): Registro<L> {
  const base = { id: String(item.id), titulo: String(item.titulo), posicao: Number(item.posicao) };
  const r: FaqRegistro | SobreRegistro =
    lista === 'FAQ'
      ? { ...base, paragrafo: String(item.paragrafo) }
      : { ...base, conteudo: strings(item.conteudo), link: strings(item.link), tabelaCreditos: item.tabelaCreditos === true };
  return r as Registro<L>;
}

/** The list: one Query of its partition (its version and items), items by `posicao` (then id). */
export async function lerLista<L extends Lista>(db: Db, lista: L, opts: { consistent?: boolean } = {}): Promise<LidaLista<L>> {
  const items = await queryAll(db, { pk: lista, consistent: opts.consistent });
  const cabeca = items.find((i) => i.sk === 'LISTA');
  const itens = items
    .filter((i) => String(i.sk).startsWith(ITEM))
    .map((i) => registro(lista, i))
    .sort((a, b) => a.posicao - b.posicao || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { versao: Number(cabeca?.versao ?? 0), itens };
}

/** The list's move from the version read to the next (the list item is made by the first write). */
function avancaVersao(db: Db, lista: Lista, lida: number): TxItem {
  return {
    Update: {
      TableName: db.table,
      Key: listaKey(lista),
      UpdateExpression: 'SET versao = :nova, #t = :t',
      ConditionExpression: lida === 0 ? 'attribute_not_exists(pk) OR versao = :lida' : 'versao = :lida',
      ExpressionAttributeNames: { '#t': 'type' },
      ExpressionAttributeValues: { ':nova': lida + 1, ':lida': lida, ':t': `${lista}_LISTA` },
    },
  };
}

/** A new item's write (index 0: refused if its id exists) and the list's version (index 1). */
export function novoItemTx<L extends Lista>(db: Db, lista: L, r: Registro<L>, versaoLida: number): TxItem[] {
  const { tabelaCreditos, conteudo, ...resto } = r as Partial<SobreRegistro> & FaqRegistro;
  const item = { ...conteudoItemKey(lista, r.id), type: lista, ...resto, ...(conteudo !== undefined && !tabelaCreditos && { conteudo }), ...(tabelaCreditos && { tabelaCreditos: true }) };
  return [{ Put: { TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } }, avancaVersao(db, lista, versaoLida)];
}

/**
 * Replaces an item's fields (not its position, nor what kind of item it is), with the write's audit
 * items in the same transaction; false when it no longer exists.
 */
export async function atualizarItem(db: Db, lista: Lista, id: string, campos: Record<string, unknown>, auditoria: TxItem[] = []): Promise<boolean> {
  const nomes = Object.keys(campos);
  try {
    await transactConteudo(db, [
      {
        Update: {
          TableName: db.table,
          Key: conteudoItemKey(lista, id),
          UpdateExpression: `SET ${nomes.map((_, i) => `#c${i} = :c${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: Object.fromEntries(nomes.map((n, i) => [`#c${i}`, n])),
          ExpressionAttributeValues: Object.fromEntries(nomes.map((n, i) => [`:c${i}`, campos[n]])),
        },
      },
      ...auditoria,
    ]);
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/** An item's removal (index 0: only if it exists and is not the credit-table item) and the list's version (index 1). */
export function removerItemTx(db: Db, lista: Lista, id: string, versaoLida: number): TxItem[] {
  return [
    { Delete: { TableName: db.table, Key: conteudoItemKey(lista, id), ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(tabelaCreditos)' } },
    avancaVersao(db, lista, versaoLida),
  ];
}

/** The new order (index 0: the list's version; then each item's `posicao`, 1…n, each conditioned on existing). */
export function reordenarTx(db: Db, lista: Lista, ids: readonly string[], versaoLida: number): TxItem[] {
  return [
    avancaVersao(db, lista, versaoLida),
    ...ids.map(
      (id, i): TxItem => ({
        Update: {
          TableName: db.table,
          Key: conteudoItemKey(lista, id),
          UpdateExpression: 'SET posicao = :p',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':p': i + 1 },
        },
      }),
    ),
  ];
}

export async function transactConteudo(db: Db, items: TxItem[]): Promise<void> {
  await db.client.send(new TransactWriteCommand({ TransactItems: items }));
}
