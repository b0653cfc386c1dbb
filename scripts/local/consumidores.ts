import { FILTRO_SAIDA } from '@emc/functions/saida/filtro';
import { FILTRO_TAREFAS } from '@emc/functions/tarefas/filtro';

/**
 * The functions the table's stream feeds, each with its event source mapping's filter
 * (infra/lib/consumidor-do-fluxo.ts): the outbox's sender and the jobs' runner. The local feed (fluxo-da-tabela.ts)
 * dispatches each record to those whose filter keeps it.
 */
export const CONSUMIDORES = [
  { nome: 'saida', filtro: FILTRO_SAIDA },
  { nome: 'tarefas', filtro: FILTRO_TAREFAS },
] as const;
