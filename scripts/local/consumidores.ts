import { FILTRO_RELATORIOS } from '@emc/functions/relatorios/filtro';
import { FILTRO_SAIDA } from '@emc/functions/saida/filtro';
import { FILTRO_TAREFAS } from '@emc/functions/tarefas/filtro';

/**
 * The functions the table's stream feeds, each with its event source mapping's filter
 * (infra/lib/consumidor-do-fluxo.ts): the outbox's sender, the jobs' runner, and the report group's
 * function for report jobs. The local feed (fluxo-da-tabela.ts) dispatches each record to those whose
 * filter keeps it.
 */
export const CONSUMIDORES = [
  { nome: 'saida', filtro: FILTRO_SAIDA },
  { nome: 'tarefas', filtro: FILTRO_TAREFAS },
  { nome: 'relatorios', filtro: FILTRO_RELATORIOS },
] as const;
