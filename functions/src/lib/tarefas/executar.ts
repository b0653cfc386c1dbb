import { TAREFA_MSG } from '@emc/shared/messages';
import type { Db } from '../db/client';
import type { Item } from '../db/items';
import { TAREFA_REIVINDICACAO_MS, avancarTarefa, encerrarTarefa, getTarefa, reivindicarTarefa, type TarefaItem, type TarefaParametros } from '../db/tarefas';
import { newId } from '../ids';
import { logger } from '../logger';
import { passoMeta } from './meta';
import { Substituida, type Passo } from './passo';
import { passoTeto } from './teto';

/**
 * Runs a job (db/tarefas.ts) a page at a time from its cursor, with a checkpoint after each page:
 * a runner that dies leaves the job at its last checkpoint, and the next one goes on from there.
 * Each page's work is idempotent (it sets what the current data says), so a page done twice does
 * nothing the second time. Past `prazoMs` the runner hands the rest on (`pendente`), and the stream
 * brings it back: Lambda's 15 minutes never cut a job.
 */

const PASSOS: { [K in TarefaParametros['tipo']]: (db: Db, parametros: Extract<TarefaParametros, { tipo: K }>, cursor: Item | undefined) => Promise<Passo> } = {
  meta: passoMeta,
  teto: passoTeto,
};

/** Failed runs in a row before the job ends as `falhou` (each one hands the job on and comes back by the stream). */
const FALHAS_MAX = 5;

export interface ExecucaoOpcoes {
  /** Hand the rest on after this long. */
  prazoMs: number;
  agora?: () => Date;
}

/** Runs the job while it is this runner's and time is left; answers the job as it stands after (undefined: gone). */
export async function executarTarefa(db: Db, id: string, opcoes: ExecucaoOpcoes): Promise<TarefaItem | undefined> {
  const agora = opcoes.agora ?? (() => new Date());
  const fim = Date.now() + opcoes.prazoMs;
  const dono = newId();
  const tarefa = await reivindicarTarefa(db, id, dono, agora());
  if (!tarefa) return getTarefa(db, id);
  let { feitos, alterados, cursor } = tarefa;
  try {
    do {
      const passo = await (PASSOS[tarefa.parametros.tipo] as (db: Db, p: TarefaParametros, c: Item | undefined) => Promise<Passo>)(db, tarefa.parametros, cursor);
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
 * Waits, up to `prazoMs`, for a job another runner holds to be handed on or finished; then runs it.
 * A record the stream brings while the job's first runner (the request that started it) is at work
 * finds it held: it waits for the hand-over, or for the claim to lapse when that runner died.
 */
export async function executarOuEsperar(db: Db, id: string, opcoes: ExecucaoOpcoes): Promise<TarefaItem | undefined> {
  const fim = Date.now() + opcoes.prazoMs;
  for (;;) {
    const t = await executarTarefa(db, id, { ...opcoes, prazoMs: Math.max(0, fim - Date.now()) });
    if (!t || t.estado !== 'executando' || Date.now() >= fim) return t;
    const lapsa = Date.parse(t.reivindicadaEm ?? '') + TAREFA_REIVINDICACAO_MS - Date.now();
    await new Promise((r) => setTimeout(r, Math.max(200, Math.min(lapsa, 2000, fim - Date.now()))));
  }
}
