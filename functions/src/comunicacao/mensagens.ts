import { CONTATO_MSG, type MensagemContato } from '@emc/shared/comunicacao';
import type { Paginated } from '@emc/shared/participacao';
import { PAGE_SIZE } from '@emc/shared/status';
import { now as clockNow } from '../lib/clock';
import type { Db } from '../lib/db/client';
import { auditoria } from '../lib/auditoria';
import { getContadorContatos, getContato, marcarContato, paginaDeContatos } from '../lib/db/contatos';
import { conflict, notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import type { Principal } from '../lib/principal';

/**
 * GET /api/contato/get-all-pagination?page=&status=: the messages received, newest first, 10 a page;
 * every one, or the pending (`pendentes`) or answered (`respondidas`) ones. The total comes from the
 * counters; the page from the index partition's first page × 10 entries.
 */
export async function contatoLista(input: ActionInput<RouteOf<'comunicacao.contatoLista'>>, _p: Principal, db: Db): Promise<Paginated<MensagemContato>> {
  const { page, status } = input.query;
  const contador = await getContadorContatos(db);
  const totalItems = Math.max(0, status ? contador[status] : contador.pendentes + contador.respondidas);
  const totalPages = Math.max(1, Math.ceil(totalItems / PAGE_SIZE));
  const responseList = totalItems > 0 && page <= totalPages ? await paginaDeContatos(db, page, status) : [];
  return { responseList, page, pageSize: PAGE_SIZE, totalItems, totalPages };
}

/**
 * PUT /api/contato/update-status { id, respondida }: marks a message answered (when, and by which
 * administrator) or pending again. Marking it as it already is changes nothing.
 */
export async function contatoStatus(input: ActionInput<RouteOf<'comunicacao.contatoStatus'>>, p: Principal, db: Db): Promise<MensagemContato> {
  const { id, respondida } = input.body;
  // Two administrators at once: the second sees the first one's change and retries on it.
  for (let tentativa = 0; tentativa < 3; tentativa++) {
    const antes = await getContato(db, id);
    if (!antes) throw notFound(CONTATO_MSG.naoEncontrada);
    if (antes.respondida === respondida) return antes;
    const { respondidaEm: _em, respondidaPor: _por, ...base } = antes;
    const depois: MensagemContato = respondida ? { ...base, respondida, respondidaEm: clockNow().toISOString(), respondidaPor: p.name } : { ...base, respondida };
    // The trail records the status only: the message itself is the sender's personal data.
    const status = (m: MensagemContato) => ({ respondida: m.respondida, respondidaEm: m.respondidaEm, respondidaPor: m.respondidaPor });
    const entrada = auditoria(db, p, { acao: respondida ? 'resposta' : 'alteracao', entidade: 'contato', idEntidade: id, antes: status(antes), depois: status(depois) });
    if (await marcarContato(db, antes, depois, entrada)) return depois;
  }
  throw conflict();
}
