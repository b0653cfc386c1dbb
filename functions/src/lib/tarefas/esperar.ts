import type { Db } from '../db/client';
import { TAREFA_REIVINDICACAO_MS, type TarefaItem } from '../db/tarefas';

/** Failed runs in a row before a job ends as `falhou` (each one hands the job on and comes back by the stream). */
export const FALHAS_MAX = 5;

export interface ExecucaoOpcoes {
  /** Hand the rest on after this long (a paged job); how long to wait for another runner's claim. */
  prazoMs: number;
  agora?: () => Date;
}

/** Runs a job when its claim can be taken; answers the job as it stands after (undefined: gone). */
export type Executar = (db: Db, id: string, opcoes: ExecucaoOpcoes) => Promise<TarefaItem | undefined>;

/**
 * Waits, up to `prazoMs`, for a job another runner holds to be handed on or finished; then runs it
 * with `executar`. A record the stream brings while the job's first runner (the request that started
 * it, or a runner that died) holds it finds it held: it waits for the hand-over, or for the claim to
 * lapse (TAREFA_REIVINDICACAO_MS after its last checkpoint) when that runner died.
 */
export async function esperarEExecutar(db: Db, id: string, opcoes: ExecucaoOpcoes, executar: Executar): Promise<TarefaItem | undefined> {
  const fim = Date.now() + opcoes.prazoMs;
  for (;;) {
    const t = await executar(db, id, { ...opcoes, prazoMs: Math.max(0, fim - Date.now()) });
    if (!t || t.estado !== 'executando' || Date.now() >= fim) return t;
    const lapsa = Date.parse(t.reivindicadaEm ?? '') + TAREFA_REIVINDICACAO_MS - Date.now();
    await new Promise((r) => setTimeout(r, Math.max(200, Math.min(lapsa, 2000, fim - Date.now()))));
  }
}
