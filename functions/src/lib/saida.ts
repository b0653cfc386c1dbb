import type { Db } from './db/client';
import { marcarAvisoNaoEnviado } from './db/participacoes';
import { getSaida, marcarSaidaEnviada, marcarSaidaFalhou, reivindicarSaida, type SaidaItem } from './db/saida';
import { logger } from './logger';
import type { Enviar } from './notificacoes';

/**
 * The outbox's sender (decisions.md, "Integrity rules"): delivers one outbox item (db/saida.ts) that
 * the table's stream brought. It claims the item (so a record delivered twice, or two invocations at
 * once, send it once), sends it, and marks it sent. A failed send gives the item back and is tried
 * again a few times here, with a growing wait, before the stream's own retries take over; after
 * AVISO_APOS failed tries, a decision's history says its notice was not sent, until it is.
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
    if (item.tentativas === AVISO_APOS) await aoFalhar(db, item);
    throw error;
  }
  await marcarSaidaEnviada(db, id, new Date());
  if (item.tentativas > AVISO_APOS) await aoEnviarDepoisDeFalhar(db, item);
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

async function aoFalhar(db: Db, item: SaidaItem): Promise<void> {
  if (item.tipo === 'decisao') await marcarAvisoNaoEnviado(db, item.ref, true);
}

async function aoEnviarDepoisDeFalhar(db: Db, item: SaidaItem): Promise<void> {
  if (item.tipo === 'decisao') await marcarAvisoNaoEnviado(db, item.ref, false);
}
