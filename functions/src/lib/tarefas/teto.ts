import type { Db } from '../db/client';
import { contarDaLinha, getClassificacaoPontos, paginaDaLinha } from '../db/contadores';
import type { Item } from '../db/items';
import { getClassificacaoAtual, tetoInalteradoTx } from '../db/tabela';
import { retryLater, withRetry } from '../db/transactions';
import { AppError } from '../errors';
import { recalcularLinha } from '../participacoes/credito';
import { aprovadasDaLinha } from '../participacoes/decisoes';
import { commitChanges } from '../participacoes/store';
import type { Passo } from './passo';

/**
 * A cap change's recount (tabela/admin.ts starts it): for each (doctor, cycle) pair with credits
 * under the row (its row counters' index entries, db/contadores.ts), the row's approvals counted
 * again in approval order under the cap as it is now (credito.ts `recalcularLinha`), written with
 * every counter they move (store.ts `commitChanges`). The write is conditioned on the row counter
 * the recount read and on the row's cap, so a decision or a second cap change meanwhile makes it
 * read again; a pair already right writes nothing.
 */

/** Pairs per page. */
export const PAGINA_TETO = 25;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Recounts one doctor's cycle under the row; answers whether any credits moved. */
async function recontarPar(db: Db, idClassificacao: string, idMedico: string, ciclo: number): Promise<boolean> {
  return withRetry(async () => {
    const row = await getClassificacaoAtual(db, idClassificacao);
    if (!row) return false;
    const [usado, aprovadas] = await Promise.all([getClassificacaoPontos(db, idMedico, ciclo, idClassificacao), aprovadasDaLinha(db, idMedico, ciclo, idClassificacao)]);
    // The status index has not caught up with the counter yet: read again.
    if (round2(aprovadas.reduce((a, o) => a + o.credito, 0)) !== round2(usado)) throw retryLater();
    const { mudancas } = recalcularLinha(row, aprovadas);
    if (!mudancas.length) return false;
    try {
      await commitChanges(db, mudancas, { capRead: { ciclo, idClassificacao, usado }, extra: [tetoInalteradoTx(db, row)] });
    } catch (error) {
      // One of them was decided meanwhile (its version moved): read again.
      if (error instanceof AppError && error.status === 409) throw retryLater();
      throw error;
    }
    return true;
  }, 12);
}

/** One page of the cap's recount; the first page counts the pairs (the job's total). */
export async function passoTeto(db: Db, p: { idClassificacao: string }, cursor: Item | undefined): Promise<Passo> {
  const total = cursor ? undefined : await contarDaLinha(db, p.idClassificacao);
  const pagina = await paginaDaLinha(db, p.idClassificacao, cursor, PAGINA_TETO);
  let alterados = 0;
  for (const { idMedico, ciclo } of pagina.pares) if (await recontarPar(db, p.idClassificacao, idMedico, ciclo)) alterados++;
  return { feitos: pagina.pares.length, alterados, cursor: pagina.cursor, total };
}
