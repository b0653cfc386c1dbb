import type { Db } from './db/client';
import { marcarLembrete } from './db/lembretes';
import { marcarAvisoNaoEnviado } from './db/participacoes';
import { getSaida, marcarSaidaEnviada, marcarSaidaFalhou, reivindicarSaida, type SaidaItem } from './db/saida';
import { logger } from './logger';
import type { Enviar } from './notificacoes';

/**
 * The outbox's sender (decisions.md, "Integrity rules"): delivers one outbox item (db/saida.ts) that
 * the table's stream brought. It claims the item (so a record delivered twice, or two invocations at
 * once, send it once), sends it, and marks it sent. A failed send gives the item back and is tried
 * again a few times here, with a growing wait, before the stream's own retries take over. Each cause
 * may record what its mail did (`gancho`): after AVISO_APOS failed tries a decision's history says its
 * notice was not sent, until it is; a reminder's record says 'falhou', then 'enviado'.
 */

export interface DepsSaida {
  db: Db;
  enviar: Enviar;
  /** Waits between tries (tests pass one that does not wait). */
  esperar?: (ms: number) => Promise<void>;
}

/** Tries within one delivery, and the first wait between them (doubled each time: 0.5 + 1 + 2 + 4 s). */
export const TENTATIVAS_POR_ENTREGA = 5;
export const ESPERA_INICIAL_MS = 500;
/** Failed tries after which a decision's history is marked `avisoNaoEnviado`. */
export const AVISO_APOS = 3;

const esperarDeVerdade = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const nomeDoErro = (e: unknown) => (e as { name?: string }).name ?? 'Error';

export type Entrega = 'enviada' | 'ignorada';

/**
 * One try: 'ignorada' when the item is sent already; throws when the send failed. An item another
 * invocation claimed is waited for until that claim expires (it was lost with a crash) or is let go.
 */
export async function entregarUmaVez({ db, enviar, esperar = esperarDeVerdade }: DepsSaida, id: string): Promise<Entrega> {
  let claim = await reivindicarSaida(db, id, new Date());
  if (typeof claim === 'object') {
    await esperar(Math.max(0, claim.livreEm - Date.now()) + 10);
    claim = await reivindicarSaida(db, id, new Date());
  }
  if (claim === 'feita') return 'ignorada';
  if (claim !== 'tomada') throw Object.assign(new Error('reivindicada por outra execução'), { name: 'SaidaOcupada' });
  const item = (await getSaida(db, id))!;
  try {
    if (!item.mensagem) throw Object.assign(new Error('sem mensagem'), { name: 'SemMensagem' });
    await enviar(item.mensagem);
  } catch (error) {
    logger.error('E-mail da saída não enviado', { idSaida: id, tipo: item.tipo, tentativas: item.tentativas, erro: nomeDoErro(error) });
    await marcarSaidaFalhou(db, id, nomeDoErro(error));
    if (item.tentativas === AVISO_APOS) await gancho(db, item, 'falhou');
    throw error;
  }
  await marcarSaidaEnviada(db, id, new Date());
  await gancho(db, item, 'enviada');
  return 'enviada';
}

/** Delivers the item, trying again after a growing wait; throws the last error when every try failed. */
export async function entregar(deps: DepsSaida, id: string): Promise<Entrega> {
  const esperar = deps.esperar ?? esperarDeVerdade;
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await entregarUmaVez(deps, id);
    } catch (error) {
      if (tentativa >= TENTATIVAS_POR_ENTREGA) throw error;
      await esperar(ESPERA_INICIAL_MS * 2 ** (tentativa - 1));
    }
  }
}

/**
 * What a cause records of its mail: 'falhou' after AVISO_APOS failed tries, 'enviada' once sent. A
 * failure here is logged and never fails the delivery (the mail is sent, or will be tried again).
 * One case per cause of SaidaCausa: a new cause does not compile without its own.
 */
async function gancho(db: Db, item: SaidaItem, evento: 'falhou' | 'enviada'): Promise<void> {
  try {
    switch (item.tipo) {
      case 'decisao':
        // The history's mark is set after the failed tries and taken away if the mail left later.
        if (evento === 'falhou' || item.tentativas > AVISO_APOS) await marcarAvisoNaoEnviado(db, item.ref, evento === 'falhou');
        return;
      case 'lembrete':
        await marcarLembrete(db, item.ref, evento === 'falhou' ? 'falhou' : 'enviado', item.tentativas);
        return;
      case 'contato':
      case 'convite':
      case 'relatorio':
        // The message is listed whatever its mail did; the invitation's state is the item's own; a
        // report's job is done either way (its screen shows the link).
        return;
      default:
        item satisfies never;
    }
  } catch (error) {
    logger.error('Registro do e-mail da saída não feito', { idSaida: item.id, tipo: item.tipo, evento, erro: nomeDoErro(error) });
  }
}
