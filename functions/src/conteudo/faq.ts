import { CONTEUDO_MSG, type FaqItem } from '@emc/shared/conteudo';
import type { Db } from '../lib/db/client';
import { atualizarItem, lerLista, type FaqRegistro } from '../lib/db/conteudo';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { idempotencyScope } from '../lib/idempotency';
import { newId } from '../lib/ids';
import type { Principal } from '../lib/principal';
import { anexarItem, auditoriaDoItem, removerItem, reordenarLista, sanitizarCampos } from './lista';

/** Perguntas Frequentes: everyone signed in reads them; administrators write them (spec section 7, decisions.md). */
const faqItem = ({ id, titulo, paragrafo }: FaqRegistro, ordem: number): FaqItem => ({ id, titulo, paragrafo, ordem });
const emOrdem = (itens: FaqRegistro[]) => itens.map((r, i) => faqItem(r, i + 1));

/** GET /api/faq/get-all: the questions in order. */
export async function faqGetAll(_i: unknown, _p: Principal, db: Db): Promise<FaqItem[]> {
  return emOrdem((await lerLista(db, 'FAQ')).itens);
}

/** GET /api/faq/get-by-id/{id} */
export async function faqGetById(input: ActionInput<RouteOf<'conteudo.faqGetById'>>, _p: Principal, db: Db): Promise<FaqItem> {
  const item = emOrdem((await lerLista(db, 'FAQ')).itens).find((i) => i.id === input.params.id);
  if (!item) throw notFound(CONTEUDO_MSG.faqNaoEncontrada);
  return item;
}

/** POST /api/faq/create: a new question at the end, its answer sanitized; idempotent. */
export async function faqCreate(input: ActionInput<RouteOf<'conteudo.faqCreate'>>, p: Principal, db: Db): Promise<FaqItem> {
  const { titulo } = input.body;
  const [paragrafo] = await sanitizarCampos([{ campo: 'paragrafo', html: input.body.paragrafo }]);
  const scope = idempotencyScope(p, 'conteudo.faqCreate', input.idempotencyKey, input.body);
  return anexarItem(db, 'FAQ', scope, (posicao) => ({ id: newId(), titulo, paragrafo: paragrafo!, posicao }), faqItem, p);
}

/** PUT /api/faq/update: the question and its answer (sanitized); its place in the list stays. */
export async function faqUpdate(input: ActionInput<RouteOf<'conteudo.faqUpdate'>>, p: Principal, db: Db): Promise<FaqItem> {
  const { id, titulo } = input.body;
  const [paragrafo] = await sanitizarCampos([{ campo: 'paragrafo', html: input.body.paragrafo }]);
  const itens = (await lerLista(db, 'FAQ', { consistent: true })).itens;
  const ordem = itens.findIndex((i) => i.id === id) + 1;
  const antes = itens[ordem - 1];
  const entrada = antes ? auditoriaDoItem(db, p, 'FAQ', 'alteracao', antes, { ...antes, titulo, paragrafo: paragrafo! }) : [];
  if (!ordem || !(await atualizarItem(db, 'FAQ', id, { titulo, paragrafo }, entrada))) throw notFound(CONTEUDO_MSG.faqNaoEncontrada);
  return { id, titulo, paragrafo: paragrafo!, ordem };
}

/** DELETE /api/faq/delete/{id} */
export async function faqDelete(input: ActionInput<RouteOf<'conteudo.faqDelete'>>, p: Principal, db: Db): Promise<{ id: string }> {
  await removerItem(db, 'FAQ', input.params.id, CONTEUDO_MSG.faqNaoEncontrada, p);
  return { id: input.params.id };
}

/** PUT /api/faq/reordenar: every current id in the new order; answers the list. */
export async function faqReordenar(input: ActionInput<RouteOf<'conteudo.faqReordenar'>>, p: Principal, db: Db): Promise<FaqItem[]> {
  return emOrdem(await reordenarLista(db, 'FAQ', input.body.ids, p));
}
