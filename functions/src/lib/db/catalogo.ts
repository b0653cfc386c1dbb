import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditoriaEntidade } from '@emc/shared/auditoria';
import { normalizeSearch } from '@emc/shared/normalize';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { copiaVersionada, transactComVersao } from './copias';
import { conditionFailed, conditionFailedAt } from './errors';
import { getItem, indexKeys, queryAll, withoutKeys, type TxItem } from './items';
import { claimUnico, moveUnico, type UnicoKind } from './unicos';

/**
 * The administrators' catalogues (areas and the credit table's categories, forms and rows), which
 * share one shape: pk {KIND}#{id}, sk {KIND}, listed in name order in byName under `list`
 * (`{name normalized}#{id}`), deactivated and never deleted. A kind with `unico` owns a marker of
 * its name (unicos.ts), claimed in the same transaction as every write of the name.
 */
export interface CatalogoDef {
  kind: 'AREA' | 'CATEGORIA' | 'FORMA' | 'CLASSIFICACAO';
  /** The byName partition that lists them. */
  list: string;
  /** The attribute holding the id: `idArea` for areas, `id` for the credit table. */
  idAttr: 'idArea' | 'id';
  /** The attribute the list sorts by, unique when `unico` is set. */
  nameAttr: 'nome' | 'descricao';
  unico?: UnicoKind;
  /** The attributes whose values together are unique, ids first (default: the name alone). */
  unicoAttrs?: readonly string[];
  /** The audit trail's name of the kind. */
  entidade: AuditoriaEntidade;
}

export const AREA_DEF: CatalogoDef = { kind: 'AREA', list: 'AREAS', idAttr: 'idArea', nameAttr: 'nome', unico: 'AREA', entidade: 'area' };
export const CATEGORIA_DEF: CatalogoDef = { kind: 'CATEGORIA', list: 'CATEGORIAS', idAttr: 'id', nameAttr: 'nome', unico: 'CATEGORIA', entidade: 'categoria' };
export const FORMA_DEF: CatalogoDef = { kind: 'FORMA', list: 'FORMAS', idAttr: 'id', nameAttr: 'nome', unico: 'FORMA', entidade: 'forma' };
/** A row is unique by category, form and description (decisions.md "No twin rows"). */
export const CLASSIFICACAO_DEF: CatalogoDef = {
  kind: 'CLASSIFICACAO',
  list: 'CLASSIFICACOES',
  idAttr: 'id',
  nameAttr: 'descricao',
  unico: 'CLASSIFICACAO',
  unicoAttrs: ['idCategoria', 'idForma', 'descricao'],
  entidade: 'classificacao',
};

/** A stored row: its own attributes, the id under `idAttr` and `ativo`. */
export type CatalogoRow = Record<string, unknown> & { ativo: boolean };

export const catalogoKey = (def: CatalogoDef, id: string) => ({ pk: `${def.kind}#${id}`, sk: def.kind });
const nameSortKey = (nome: string, id: string) => `${normalizeSearch(nome)}#${id}`;

const idOf = (def: CatalogoDef, row: Record<string, unknown>) => String(row[def.idAttr]);
const nameOf = (def: CatalogoDef, row: Record<string, unknown>) => String(row[def.nameAttr] ?? '');
const unicoAttrsOf = (def: CatalogoDef) => def.unicoAttrs ?? [def.nameAttr];

/** The value a row's marker holds: its name, or its unique attributes joined (ids have no spaces). */
export const unicoDe = (def: CatalogoDef, row: Record<string, unknown>) => unicoAttrsOf(def).map((a) => String(row[a] ?? '')).join(' ');

/** A new row's Put (refused if the id exists), with the claim of its name when the kind is unique. */
export function novoTx(db: Db, def: CatalogoDef, row: CatalogoRow): TxItem[] {
  const id = idOf(def, row);
  const put: TxItem = {
    Put: {
      TableName: db.table,
      Item: { ...catalogoKey(def, id), ...indexKeys(INDEX.byName, def.list, nameSortKey(nameOf(def, row), id)), type: def.kind, ...row },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  return def.unico ? [put, claimUnico(db, def.unico, unicoDe(def, row), id)] : [put];
}

export interface Edicao {
  /** Attributes to set (the name among them); `undefined` values are removed. */
  campos: Record<string, unknown>;
  /** The name the row had when it was read: the write is refused if it changed since. */
  nomeAntes: string;
  /** Release the old name's marker (false when another row holds it: data from before the markers). */
  soltarAntigo?: boolean;
  /** The row as read, when its marker is made of more than the name (`unicoAttrs`): those are conditioned too. */
  antes?: Record<string, unknown>;
}

/**
 * An edit's items: the row's Update, conditioned on the name read (so the markers follow the name the
 * row really has), then, when the name changes for a unique kind, the old marker's release and the
 * new one's claim. Index 0 is the row, the claim is last.
 */
export function edicaoTx(db: Db, def: CatalogoDef, id: string, e: Edicao): TxItem[] {
  const nome = String(e.campos[def.nameAttr] ?? e.nomeAntes);
  const entries = Object.entries({ ...e.campos, [INDEX.byName.sortKey]: nameSortKey(nome, id) });
  const set = entries.filter(([, v]) => v !== undefined);
  const remove = entries.filter(([, v]) => v === undefined);
  const names = Object.fromEntries([...set, ...remove].map(([n], i) => [`#c${i}`, n]));
  const antes = { ...e.antes, [def.nameAttr]: e.nomeAntes };
  const outros = unicoAttrsOf(def).filter((a) => a !== def.nameAttr && e.antes && a in e.antes);
  const update: TxItem = {
    Update: {
      TableName: db.table,
      Key: catalogoKey(def, id),
      UpdateExpression: [
        `SET ${set.map((_, i) => `#c${i} = :c${i}`).join(', ')}`,
        remove.length ? `REMOVE ${remove.map((_, i) => `#c${set.length + i}`).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      ConditionExpression: ['attribute_exists(pk) AND #nomeAntes = :nomeAntes', ...outros.map((_, i) => `#u${i} = :u${i}`)].join(' AND '),
      ExpressionAttributeNames: { ...names, '#nomeAntes': def.nameAttr, ...Object.fromEntries(outros.map((a, i) => [`#u${i}`, a])) },
      ExpressionAttributeValues: {
        ...Object.fromEntries(set.map(([, v], i) => [`:c${i}`, v])),
        ':nomeAntes': e.nomeAntes,
        ...Object.fromEntries(outros.map((a, i) => [`:u${i}`, antes[a]])),
      },
    },
  };
  if (!def.unico) return [update];
  const depois = { ...antes, ...Object.fromEntries(set), [def.nameAttr]: nome };
  const moves = moveUnico(db, def.unico, unicoDe(def, antes), unicoDe(def, depois), id);
  return [update, ...(e.soltarAntigo === false ? moves.slice(1) : moves)];
}

/**
 * Sets `ativo` with the audit entry `auditoria` gives for the row as it was, in one transaction,
 * unless the row already has that value (nothing is written then); answers the row, or undefined
 * when there is none.
 */
export async function setAtivo(db: Db, def: CatalogoDef, id: string, ativo: boolean, auditoria: (antes: CatalogoRow) => TxItem[] = () => []): Promise<CatalogoRow | undefined> {
  const antes = await getCatalogo(db, def, id, { consistent: true });
  if (!antes || antes.ativo === ativo) return antes;
  try {
    await transactComVersao(db, [
      {
        Update: {
          TableName: db.table,
          Key: catalogoKey(def, id),
          UpdateExpression: 'SET ativo = :a',
          // Already changed by a concurrent call: that one wrote (and audited) it.
          ConditionExpression: 'attribute_exists(pk) AND ativo <> :a',
          ExpressionAttributeValues: { ':a': ativo },
        },
      },
      ...auditoria(antes),
    ]);
    return { ...antes, ativo };
  } catch (error) {
    if (conditionFailedAt(error, 0)) return getCatalogo(db, def, id, { consistent: true });
    throw error;
  }
}

export async function getCatalogo(db: Db, def: CatalogoDef, id: string, opts: { consistent?: boolean } = {}): Promise<CatalogoRow | undefined> {
  const item = await getItem(db, catalogoKey(def, id), opts);
  return item && (withoutKeys(item) as CatalogoRow);
}

const lerLista = async (db: Db, def: CatalogoDef, max?: number) => (await queryAll(db, { index: INDEX.byName, pk: def.list, max })).map((i) => withoutKeys(i) as CatalogoRow);

/**
 * Every row of a kind, active or not, in name order (tens of rows): one Query of its byName partition,
 * or this container's copy of it while the catalogues have not changed (copias.ts). `max` reads the
 * first rows, uncopied.
 */
export async function listCatalogo(db: Db, def: CatalogoDef, max?: number): Promise<CatalogoRow[]> {
  if (max !== undefined) return lerLista(db, def, max);
  return (await copiaVersionada(db, def.kind, () => lerLista(db, def))).map((r) => ({ ...r }));
}

/** Writes a new row and its marker in one transaction (the seed's path; the API's adds its idempotency claim). */
export const putCatalogo = (db: Db, def: CatalogoDef, row: CatalogoRow) => transactComVersao(db, novoTx(db, def, row));

/**
 * The name markers of areas, categories, forms and credit-table rows written before markers existed (a seed step calls
 * it). Idempotent: a marker already held by its row is left as it is; a name another row already
 * holds (two rows with one name, from before) is left to the first and counted in `conflitos`.
 */
export async function backfillUnicosCatalogo(db: Db): Promise<{ marcados: number; conflitos: string[] }> {
  let marcados = 0;
  const conflitos: string[] = [];
  for (const def of [AREA_DEF, CATEGORIA_DEF, FORMA_DEF, CLASSIFICACAO_DEF]) {
    for (const row of await listCatalogo(db, def)) {
      const id = idOf(def, row);
      try {
        await db.client.send(new PutCommand(claimUnico(db, def.unico!, unicoDe(def, row), id).Put!));
        marcados++;
      } catch (error) {
        if (!conditionFailed(error)) throw error;
        conflitos.push(`${def.kind} ${id} ${nameOf(def, row)}`);
      }
    }
  }
  return { marcados, conflitos };
}
