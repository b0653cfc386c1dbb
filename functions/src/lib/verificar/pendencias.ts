import type { Item } from '../db/items';
import { SAIDA_TYPE, saidaKey } from '../db/saida';
import { TAREFA_TYPE, tarefaKey } from '../db/tarefas';
import { chaveDe, type Divergencia } from './relatorio';

/**
 * What is left half-done: items of a multi-step operation that should have reached their final state
 * within the grace period. Each check is one entry of PENDENCIAS: which items it reads, and the drift
 * an item shows once `carenciaMs` has passed since it began (undefined while it is fine).
 */
export interface Pendencia {
  reconhece(item: Item): boolean;
  atrasada(item: Item, agora: Date, carenciaMs: number): Divergencia | undefined;
}

const desde = (iso: unknown, agora: Date) => Math.floor((agora.getTime() - Date.parse(String(iso))) / 60_000);

/** An outbox item (db/saida.ts) not sent: the sender never took it, lost it, or gave up. */
export const saidaNaoEnviada: Pendencia = {
  reconhece: (item) => item.type === SAIDA_TYPE,
  atrasada(item, agora, carenciaMs) {
    if (item.estado === 'enviada' || agora.getTime() - Date.parse(String(item.criadaEm)) < carenciaMs) return undefined;
    return {
      chave: chaveDe(saidaKey(String(item.id))),
      campo: 'estado',
      guardado: String(item.estado),
      recalculado: 'enviada',
      rotulo: 'esperado',
      nota: `criada há ${desde(item.criadaEm, agora)} min, ${Number(item.tentativas ?? 0)} tentativas`,
    };
  },
};

/** The states a job (db/tarefas.ts) ends well in: done, or taken over by a later goal change. */
const TAREFA_FIM = ['concluida', 'substituida'];

/**
 * A job not finished: its runner died and no other took it over, or (a recount) it failed. A report
 * job that failed leaves nothing to repair (its screen said so, and a new request writes it again).
 */
export const tarefaNaoConcluida: Pendencia = {
  reconhece: (item) => item.type === TAREFA_TYPE,
  atrasada(item, agora, carenciaMs) {
    const fim = TAREFA_FIM.includes(String(item.estado)) || (item.tipo === 'relatorio' && item.estado === 'falhou');
    if (fim || agora.getTime() - Date.parse(String(item.criadaEm)) < carenciaMs) return undefined;
    return {
      chave: chaveDe(tarefaKey(String(item.id))),
      campo: 'estado',
      guardado: String(item.estado),
      recalculado: 'concluida',
      rotulo: 'esperado',
      nota: `${String(item.tipo)}, criada há ${desde(item.criadaEm, agora)} min, ${Number(item.feitos ?? 0)} de ${Number(item.total ?? 0)} feitos`,
    };
  },
};

export const PENDENCIAS: Pendencia[] = [saidaNaoEnviada, tarefaNaoConcluida];
