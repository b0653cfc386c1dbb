import { CONTEUDO_MSG } from '@emc/shared/conteudo';
import { MSG } from '@emc/shared/messages';
import type { Db } from '../lib/db/client';
import { conditionFailedAt, failedConditions, transactionCanceled } from '../lib/db/errors';
import { LIMITE_ITENS, lerLista, novoItemTx, reordenarTx, removerItemTx, transactConteudo, type FaqRegistro, type Lista, type SobreRegistro } from '../lib/db/conteudo';
import { auditoria } from '../lib/auditoria';
import type { TxItem } from '../lib/db/items';
import { AppError, ValidationError, conflict, notFound } from '../lib/errors';
import type { Principal } from '../lib/principal';
import { KeyAlreadyUsed, once, type IdempotencyScope } from '../lib/idempotency';

/**
 * What the FAQ and Sobre lists share (faq.ts, sobre.ts): the sanitizing of what administrators write,
 * appending an item, removing one and reordering them, each conditioned on the list's version
 * (db/conteudo.ts) and tried again when a concurrent write got there first.
 */
type Registro<L extends Lista> = L extends 'FAQ' ? FaqRegistro : SobreRegistro;

const TENTATIVAS = 6;
const pausa = (tentativa: number) => new Promise((r) => setTimeout(r, Math.random() * 15 * tentativa));

type ItemAuditado = { id: string; titulo: string; posicao?: number };

/** The audit entry of a write of an item by `p` (none for the seed's writes, which have no caller). */
export function auditoriaDoItem<R extends ItemAuditado>(db: Db, p: Principal | undefined, lista: Lista, acao: 'criacao' | 'alteracao' | 'exclusao', antes?: R, depois?: R): TxItem[] {
  if (!p) return [];
  const semPosicao = (r?: { posicao?: number }) => r && Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'posicao'));
  const r = (depois ?? antes)!;
  return auditoria(db, p, { acao, entidade: lista === 'FAQ' ? 'faq' : 'sobre', idEntidade: r.id, descricao: r.titulo, antes: semPosicao(antes), depois: semPosicao(depois) });
}

export const LISTA_CHEIA = `A lista já tem ${LIMITE_ITENS} itens, o máximo. Remova um item antes de criar outro.`;

/**
 * Each HTML field sanitized (lib/html.ts, loaded on the first write: reads of the FAQ never pay for
 * it); a field left without text is a 400 on its own name (`paragrafo`, `conteudo.2`).
 */
export async function sanitizarCampos(campos: readonly { campo: string; html: string }[]): Promise<string[]> {
  const { sanitizarHtml, temTexto } = await import('../lib/html');
  const limpos = campos.map((c) => sanitizarHtml(c.html));
  const vazios = campos.filter((_, i) => !temTexto(limpos[i]!));
  if (vazios.length) throw new ValidationError(Object.fromEntries(vazios.map((c) => [c.campo, [CONTEUDO_MSG.htmlVazio]])));
  return limpos;
}

/**
 * Appends an item after the last one, once per Idempotency-Key (the key is claimed in the same
 * transaction); `novo` makes the record for its position, `resposta` the answer for its 1-based order.
 */
export async function anexarItem<L extends Lista, T>(
  db: Db,
  lista: L,
  scope: IdempotencyScope | undefined,
  novo: (posicao: number) => Registro<L>,
  resposta: (r: Registro<L>, ordem: number) => T | Promise<T>,
  p?: Principal,
): Promise<T> {
  return once<T>(db, scope, async (claim) => {
    for (let tentativa = 1; tentativa <= TENTATIVAS; tentativa++) {
      const { versao, itens } = await lerLista(db, lista, { consistent: true });
      if (itens.length >= LIMITE_ITENS) throw conflict(LISTA_CHEIA);
      const r = novo((itens.at(-1)?.posicao ?? 0) + 1);
      const answer = await resposta(r, itens.length + 1);
      const tx = [...novoItemTx(db, lista, r, versao), ...auditoriaDoItem(db, p, lista, 'criacao', undefined, r)];
      if (claim) tx.push(claim(answer));
      try {
        await transactConteudo(db, tx);
        return answer;
      } catch (error) {
        if (!transactionCanceled(error)) throw error;
        if (claim && conditionFailedAt(error, tx.length - 1)) throw new KeyAlreadyUsed();
        if (conditionFailedAt(error, 0)) throw error;
        await pausa(tentativa); // another write of the list came first: read it again
      }
    }
    throw new AppError(409, MSG.busy);
  });
}

/** Removes an item; 404 when there is none, 409 for the Sobre credit-table item. */
export async function removerItem(db: Db, lista: Lista, id: string, naoEncontrado: string, p?: Principal): Promise<void> {
  for (let tentativa = 1; tentativa <= TENTATIVAS; tentativa++) {
    const { versao, itens } = await lerLista(db, lista, { consistent: true });
    const item = itens.find((i) => i.id === id);
    if (!item) throw notFound(naoEncontrado);
    if ('tabelaCreditos' in item && item.tabelaCreditos) throw conflict(CONTEUDO_MSG.tabelaNaoRemovivel);
    try {
      await transactConteudo(db, [...removerItemTx(db, lista, id, versao), ...auditoriaDoItem(db, p, lista, 'exclusao', item)]);
      return;
    } catch (error) {
      if (!transactionCanceled(error)) throw error;
      await pausa(tentativa); // removed or the list changed meanwhile: read it again
    }
  }
  throw new AppError(409, MSG.busy);
}

/**
 * Puts the list in the order of `ids`, which must be every current id once: anything else (an item
 * created, removed or reordered by someone else since the page loaded) is a 409. One transaction.
 */
export async function reordenarLista<L extends Lista>(db: Db, lista: L, ids: readonly string[], p?: Principal): Promise<Registro<L>[]> {
  for (let tentativa = 1; tentativa <= TENTATIVAS; tentativa++) {
    const { versao, itens } = await lerLista(db, lista, { consistent: true });
    const porId = new Map(itens.map((i) => [i.id, i]));
    if (ids.length !== itens.length || new Set(ids).size !== ids.length || ids.some((id) => !porId.has(id))) throw conflict(CONTEUDO_MSG.ordemDesatualizada);
    try {
      // One entry for the list: its order before and after (none when the order is the same).
      const entrada = p
        ? auditoria(db, p, { acao: 'reordenacao', entidade: lista === 'FAQ' ? 'faq' : 'sobre', idEntidade: lista, descricao: lista === 'FAQ' ? 'Perguntas frequentes' : 'Sobre o Programa', antes: { ordem: itens.map((i) => i.id) }, depois: { ordem: [...ids] } })
        : [];
      await transactConteudo(db, [...reordenarTx(db, lista, ids, versao), ...entrada]);
      return ids.map((id, i) => ({ ...porId.get(id)!, posicao: i + 1 }));
    } catch (error) {
      if (!transactionCanceled(error)) throw error;
      if (failedConditions(error)?.length) throw conflict(CONTEUDO_MSG.ordemDesatualizada);
      await pausa(tentativa); // a concurrent transaction on the same items: try again
    }
  }
  throw new AppError(409, MSG.busy);
}
