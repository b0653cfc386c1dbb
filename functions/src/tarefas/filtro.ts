import { TAREFA_TYPE } from '../lib/db/tarefas';

/**
 * The stream records the jobs' runner is given: a recount job (`meta`, `teto`) written as `pendente`,
 * new (INSERT) or handed on at a checkpoint (MODIFY); report jobs go to the reports' function
 * (functions/src/relatorios/filtro.ts). One pattern, in Lambda's event-filtering syntax, for the event
 * source mapping in AWS (infra/lib/consumidor-do-fluxo.ts) and the local stack's feed.
 */
export const FILTRO_TAREFAS = { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { type: { S: [TAREFA_TYPE] }, estado: { S: ['pendente'] }, tipo: { S: ['meta', 'teto'] } } } } as const;
