import { TAREFA_MSG } from '@emc/shared/messages';
import type { Db } from '../db/client';
import type { Item } from '../db/items';
import { avancarTarefa, encerrarTarefa, getTarefa, reivindicarTarefa, type TarefaItem, type TarefaParametros } from '../db/tarefas';
import { newId } from '../ids';
import { logger } from '../logger';
import { FALHAS_MAX, esperarEExecutar, type ExecucaoOpcoes } from './esperar';
import { passoMeta } from './meta';
import { Substituida, type Passo } from './passo';
import { passoTeto } from './teto';

/**
 * Runs a job (db/tarefas.ts) a page at a time from its cursor, with a checkpoint after each page:
 * a runner that dies leaves the job at its last checkpoint, and the next one goes on from there.
 * Each page's work is idempotent (it sets what the current data says), so a page done twice does
 * nothing the second time. Past `prazoMs` the runner hands the rest on (`pendente`), and the stream
 * brings it back: Lambda's 15 minutes never cut a job. A report job is not paged (an xlsx is written
 * in one run): the reports' function runs it (lib/relatorios/tarefa.ts), so exceljs stays out of here.
 */

/** The paged kinds of job, which this runner runs. */
type Paginada = Exclude<TarefaParametros, { tipo: 'relatorio' }>;

const PASSOS: { [K in Paginada['tipo']]: (db: Db, parametros: Extract<Paginada, { tipo: K }>, cursor: Item | undefined) => Promise<Passo> } = {
  meta: passoMeta,
  teto: passoTeto,
};

export type { ExecucaoOpcoes } from './esperar';

/** Runs the job while it is this runner's and time is left; answers the job as it stands after (undefined: gone). */
export async function executarTarefa(db: Db, id: string, opcoes: ExecucaoOpcoes): Promise<TarefaItem | undefined> {
  const agora = opcoes.agora ?? (() => new Date());
  const fim = Date.now() + opcoes.prazoMs;
  const dono = newId();
  const tarefa = await reivindicarTarefa(db, id, dono, agora());
  if (!tarefa) return getTarefa(db, id);
  const parametros = tarefa.parametros;
  // Not this runner's (its stream filter leaves report jobs out): given back untouched, for the reports' function.
  if (parametros.tipo === 'relatorio') {
    await encerrarTarefa(db, id, dono, agora(), 'pendente', undefined, tarefa.falhas ?? 0);
    return getTarefa(db, id);
  }
  let { feitos, alterados, cursor } = tarefa;
  try {
    do {
      const passo = await (PASSOS[parametros.tipo] as (db: Db, p: Paginada, c: Item | undefined) => Promise<Passo>)(db, parametros, cursor);
      feitos += passo.feitos;
      alterados += passo.alterados;
      cursor = passo.cursor;
      if (!(await avancarTarefa(db, id, dono, agora(), { feitos, alterados, cursor, total: passo.total }))) return getTarefa(db, id);
    } while (cursor && Date.now() < fim);
    await encerrarTarefa(db, id, dono, agora(), cursor ? 'pendente' : 'concluida');
  } catch (error) {
    if (error instanceof Substituida) {
      await encerrarTarefa(db, id, dono, agora(), 'substituida');
    } else {
      const falhas = (tarefa.falhas ?? 0) + 1;
      logger.error('tarefa falhou', { id, falhas, error: (error as Error).name, message: (error as Error).message });
      await encerrarTarefa(db, id, dono, agora(), falhas >= FALHAS_MAX ? 'falhou' : 'pendente', falhas >= FALHAS_MAX ? TAREFA_MSG.falhou : undefined, falhas);
    }
  }
  return getTarefa(db, id);
}

/**
 * Waits, up to `prazoMs`, for a job another runner holds to be handed on or finished; then runs it
 * (lib/tarefas/esperar.ts).
 */
export function executarOuEsperar(db: Db, id: string, opcoes: ExecucaoOpcoes): Promise<TarefaItem | undefined> {
  return esperarEExecutar(db, id, opcoes, executarTarefa);
}
