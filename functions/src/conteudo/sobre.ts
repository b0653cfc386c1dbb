import { CONTEUDO_MSG, type SobreItem } from '@emc/shared/conteudo';
import type { Db } from '../lib/db/client';
import { atualizarItem, lerLista, type SobreRegistro } from '../lib/db/conteudo';
import { ValidationError, notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { idempotencyScope } from '../lib/idempotency';
import { newId } from '../lib/ids';
import type { Principal } from '../lib/principal';
import { anexarItem, auditoriaDoItem, removerItem, reordenarLista, sanitizarCampos } from './lista';
import { tabelaCreditosHtml } from './tabela-creditos';

/**
 * Sobre o Programa: everyone signed in reads it; administrators write it. The credit-table item
 * (`tabelaCreditos`) keeps only its title, links and place: its `conteudo` is rendered from the
 * credit table on every read and every answer, so an administrator's change there shows at once.
 * It can't be removed, and a `conteudo` sent for it is refused, never dropped silently.
 */

/** The most a Sobre item's texts may take together (DynamoDB keeps 400 KB an item). */
export const SOBRE_MAX_BYTES = 350_000;
export const SOBRE_GRANDE = 'O item ficou grande demais: divida o texto em mais de um item.';

/**
 * The last blocks sanitized, by their rendered HTML: the sanitizer is a pure function and the table
 * rarely changes, so a warm container parses each block once, not on every read. Bounded to one table's worth.
 */
const sanitizados = new Map<string, string>();
const SANITIZADOS_MAX = 64;

/** The credit-table item's content: rendered from the table's rows, and sanitized. */
async function tabelaSanitizada(db: Db): Promise<string[]> {
  const [{ sanitizarHtml }, blocos] = await Promise.all([import('../lib/html'), tabelaCreditosHtml(db)]);
  return blocos.map((bloco) => {
    let limpo = sanitizados.get(bloco);
    if (limpo === undefined) {
      if (sanitizados.size >= SANITIZADOS_MAX) sanitizados.clear();
      limpo = sanitizarHtml(bloco);
      sanitizados.set(bloco, limpo);
    }
    return limpo;
  });
}

/**
 * The answers for records in order, the credit table rendered once when one of them is its item
 * (`lida`: that content, already on its way).
 */
async function sobreItens(db: Db, registros: readonly SobreRegistro[], lida?: Promise<string[]>): Promise<SobreItem[]> {
  const tabela = registros.some((r) => r.tabelaCreditos) ? await (lida ?? tabelaSanitizada(db)) : [];
  return registros.map(({ id, titulo, conteudo, link, tabelaCreditos }, i) => ({ id, titulo, conteudo: tabelaCreditos ? tabela : conteudo, link, ordem: i + 1, tabelaCreditos }));
}

async function comOrdem(db: Db, registros: readonly SobreRegistro[], id: string): Promise<SobreItem | undefined> {
  const i = registros.findIndex((r) => r.id === id);
  return i < 0 ? undefined : { ...(await sobreItens(db, [registros[i]!]))[0]!, ordem: i + 1 };
}

/** A regular item's paragraphs: at least one, each sanitized and with text, and all of them within the item's size. */
async function paragrafos(conteudo: readonly string[], titulo: string, link: readonly string[]): Promise<string[]> {
  if (!conteudo.length) throw ValidationError.field('conteudo', CONTEUDO_MSG.conteudoObrigatorio);
  const limpos = await sanitizarCampos(conteudo.map((html, i) => ({ campo: `conteudo.${i}`, html })));
  if (Buffer.byteLength(JSON.stringify([titulo, limpos, link])) > SOBRE_MAX_BYTES) throw ValidationError.field('conteudo', SOBRE_GRANDE);
  return limpos;
}

/** GET /api/sobre/get-all: the items in order, the credit table as it is now. */
export async function sobreGetAll(_i: unknown, _p: Principal, db: Db): Promise<SobreItem[]> {
  // The list always holds the credit table's item (it can't be removed): its rows are read beside the list.
  const [lista, tabela] = await Promise.all([lerLista(db, 'SOBRE'), tabelaSanitizada(db)]);
  return sobreItens(db, lista.itens, Promise.resolve(tabela));
}

/** GET /api/sobre/get-by-id/{id} */
export async function sobreGetById(input: ActionInput<RouteOf<'conteudo.sobreGetById'>>, _p: Principal, db: Db): Promise<SobreItem> {
  const item = await comOrdem(db, (await lerLista(db, 'SOBRE')).itens, input.params.id);
  if (!item) throw notFound(CONTEUDO_MSG.sobreNaoEncontrado);
  return item;
}

/** POST /api/sobre/create: a regular item (never a second credit-table item) at the end; idempotent. */
export async function sobreCreate(input: ActionInput<RouteOf<'conteudo.sobreCreate'>>, p: Principal, db: Db): Promise<SobreItem> {
  const { titulo, link } = input.body;
  const conteudo = await paragrafos(input.body.conteudo, titulo, link);
  const scope = idempotencyScope(p, 'conteudo.sobreCreate', input.idempotencyKey, input.body);
  return anexarItem(db, 'SOBRE', scope, (posicao) => ({ id: newId(), titulo, conteudo, link, posicao, tabelaCreditos: false }), (r, ordem) => ({
    id: r.id,
    titulo,
    conteudo,
    link,
    ordem,
    tabelaCreditos: false,
  }), p);
}

/**
 * PUT /api/sobre/update: title, paragraphs and links; its place stays. The credit-table item takes
 * its title and links only: any paragraph sent for it is a 400 on `conteudo`.
 */
export async function sobreUpdate(input: ActionInput<RouteOf<'conteudo.sobreUpdate'>>, p: Principal, db: Db): Promise<SobreItem> {
  const { id, titulo, link } = input.body;
  const { itens } = await lerLista(db, 'SOBRE', { consistent: true });
  const antes = itens.find((i) => i.id === id);
  if (!antes) throw notFound(CONTEUDO_MSG.sobreNaoEncontrado);
  if (antes.tabelaCreditos && input.body.conteudo.length) throw ValidationError.field('conteudo', CONTEUDO_MSG.conteudoGerado);
  const conteudo = antes.tabelaCreditos ? [] : await paragrafos(input.body.conteudo, titulo, link);
  const campos = antes.tabelaCreditos ? { titulo, link } : { titulo, conteudo, link };
  const entrada = auditoriaDoItem(db, p, 'SOBRE', 'alteracao', antes, { ...antes, ...campos });
  if (!(await atualizarItem(db, 'SOBRE', id, campos, entrada))) throw notFound(CONTEUDO_MSG.sobreNaoEncontrado);
  return (await comOrdem(db, itens.map((i) => (i.id === id ? { ...i, titulo, conteudo, link } : i)), id))!;
}

/** DELETE /api/sobre/delete/{id}: 409 for the credit-table item. */
export async function sobreDelete(input: ActionInput<RouteOf<'conteudo.sobreDelete'>>, p: Principal, db: Db): Promise<{ id: string }> {
  await removerItem(db, 'SOBRE', input.params.id, CONTEUDO_MSG.sobreNaoEncontrado, p);
  return { id: input.params.id };
}

/**
 * The credit-table item, appended with its title and links (the seed's: no route makes one, so there
 * is one, made once). Its content is never stored.
 */
export async function criarItemTabelaCreditos(db: Db, titulo: string, link: string[]): Promise<SobreItem> {
  return anexarItem(db, 'SOBRE', undefined, (posicao) => ({ id: newId(), titulo, conteudo: [], link, posicao, tabelaCreditos: true }), async (r, ordem) => ({
    ...(await sobreItens(db, [r]))[0]!,
    ordem,
  }));
}

/** PUT /api/sobre/reordenar: every current id in the new order; answers the list. */
export async function sobreReordenar(input: ActionInput<RouteOf<'conteudo.sobreReordenar'>>, p: Principal, db: Db): Promise<SobreItem[]> {
  return sobreItens(db, await reordenarLista(db, 'SOBRE', input.body.ids, p));
}
