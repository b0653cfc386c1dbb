import { normalizeSearch } from '@emc/shared/normalize';
import { INDEX, type IndexDef } from '@emc/shared/table';
import type { Db } from './client';
import { indexKeys, queryAll, type Item, type TxItem } from './items';

/**
 * The text filters' search entries (docs/data-model.md, "Text search"). A participation or a listed
 * doctor keeps, beside its record (same pk, sk `BUSCA#{n}`), up to ENTRADAS entries of four words
 * each: one word in each of byBusca1…4, under `BUSCA#{scope}#{the word's first character}` sorted by
 * `{word}#{order}`, with what a filter needs projected (its search text, order, cycle and category).
 * A term is one `begins_with` Query in each index, so a filter reads the entries of the words that
 * start with it, not the table. The entries are derived from the record and written in its
 * transaction (`buscaTx`), so they change with its status, order and text.
 */
const INDICES: readonly IndexDef[] = [INDEX.byBusca1, INDEX.byBusca2, INDEX.byBusca3, INDEX.byBusca4];
/** Entries per record at most (16 words): beyond, one entry under the scope's catch-all partition. */
export const ENTRADAS = 4;
/** The catch-all word of a record with more words than its entries hold: every filter reads it whole. */
const EXCEDENTE = '*';

/** The search's scopes: the review queue's status, or the corpo clínico. */
export const escopoDaFila = (status: number) => `S#${status}`;
export const ESCOPO_MEDICOS = 'MEDICOS';

const particao = (escopo: string, palavra: string) => `BUSCA#${escopo}#${palavra[0]}`;

/**
 * The term as the search text holds it: accent- and case-insensitive, and a CRM typed with dots,
 * spaces or a dash is its digits.
 */
export function textoDaBusca(texto: string | undefined): string {
  const t = normalizeSearch(texto ?? '');
  return /^[\d.\s-]+$/.test(t) ? t.replace(/\D/g, '') : t;
}

/**
 * Whether `busca` (normalized) matches the term: the term occurs in it at the start of a word
 * (docs/decisions.md): "silva" finds "Ana Silva" and "Silvana", "ilva" does not.
 */
export const casaComBusca = (busca: string, texto: string) => ` ${busca}`.includes(` ${texto}`);

/**
 * The words an entry indexes: those of 3 characters or more and every number, without one that
 * starts another (a term that starts "silva" also starts "silvana", so "silvana" alone serves both).
 */
export function palavrasIndexadas(busca: string): string[] {
  const todas = [...new Set(busca.split(' ').filter((w) => w.length >= 3 || /^\d+$/.test(w)))];
  return todas.filter((w) => !todas.some((o) => o !== w && o.startsWith(w))).sort();
}

/** The entry of a record's search: what it is found by, and what the filter reads beside the order. */
export interface Buscavel {
  pk: string;
  escopo: string;
  busca: string;
  ordem: string;
  extra?: Item;
}

/** The search entries of a record (derived; rewritten whenever any of it changes). */
export function entradasDeBusca({ pk, escopo, busca, ordem, extra = {} }: Buscavel): Item[] {
  const palavras = palavrasIndexadas(busca);
  const cabem = palavras.length <= ENTRADAS * INDICES.length;
  const grupos: string[][] = [];
  if (!cabem) grupos.push([EXCEDENTE]);
  else for (let i = 0; i < palavras.length; i += INDICES.length) grupos.push(palavras.slice(i, i + INDICES.length));
  return grupos.map((grupo, n) => ({
    pk,
    sk: `BUSCA#${n}`,
    type: 'BUSCA',
    ...Object.assign({}, ...grupo.map((w, i) => indexKeys(INDICES[i]!, particao(escopo, w), `${w}#${ordem}`))),
    // A leading space, so a filter finds a term at a word's start with one contains().
    busca: ` ${busca}`,
    ordem,
    ...extra,
  }));
}

const chave = (i: Item) => `${String(i.pk)}|${String(i.sk)}`;

/**
 * The transaction's items that take a record's entries from `antes` to `depois` (either may be
 * empty): a Put for each new or changed one, a Delete for each gone. Nothing when they are equal
 * (a change of the credits only).
 */
export function buscaTx(db: Db, antes: readonly Item[], depois: readonly Item[]): TxItem[] {
  const eram = new Map(antes.map((e) => [chave(e), JSON.stringify(e)]));
  const ficam = new Set(depois.map(chave));
  return [
    ...depois.filter((e) => eram.get(chave(e)) !== JSON.stringify(e)).map((Item): TxItem => ({ Put: { TableName: db.table, Item } })),
    ...antes.filter((e) => !ficam.has(chave(e))).map((e): TxItem => ({ Delete: { TableName: db.table, Key: { pk: e.pk, sk: e.sk } } })),
  ];
}

/** A match: the record's pk and its order in the list. */
export interface Achado {
  pk: string;
  ordem: string;
}

/**
 * The records of `escopo` whose search text matches `texto` (already textoDaBusca), with an extra
 * filter on the projected attributes (`filtro`: attribute → value), in `ordem` order (descending when
 * asked). Reads one Query per index for the term's longest word (and the catch-all partition): the
 * entries of the words that start with it.
 */
export async function procurar(db: Db, escopo: string, texto: string, filtro: Record<string, unknown> = {}, descending = false): Promise<Achado[]> {
  const palavra = texto.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
  // The filter's attributes are plain names (ciclo, idCategoria), none a reserved word.
  const condicoes = Object.keys(filtro).map((n, i) => `${n} = :f${i}`);
  const filter = {
    expression: ['contains(busca, :texto)', ...condicoes].join(' AND '),
    values: { ':texto': ` ${texto}`, ...Object.fromEntries(Object.values(filtro).map((v, i) => [`:f${i}`, v])) },
  };
  const consultas = [
    ...INDICES.map((index) => ({ index, pk: particao(escopo, palavra), sk: { beginsWith: palavra } })),
    { index: INDICES[0]!, pk: particao(escopo, EXCEDENTE) },
  ];
  const lidos = (await Promise.all(consultas.map((q) => queryAll(db, { ...q, filter, attributes: ['pk', 'ordem'] })))).flat();
  const porPk = new Map(lidos.map((e) => [String(e.pk), String(e.ordem)]));
  const achados = [...porPk].map(([pk, ordem]) => ({ pk, ordem }));
  return achados.sort((a, b) => (a.ordem < b.ordem ? -1 : a.ordem > b.ordem ? 1 : 0) * (descending ? -1 : 1));
}
