import { TAREFA_TYPE } from '../lib/db/tarefas';

/**
 * The stream records the reports' function is given: a report job written as `pendente`, new (INSERT)
 * or given back after a failed run (MODIFY). The same pattern for the event source mapping in AWS
 * (infra/lib/emc-stack.ts) and the local stack's feed; the recount jobs go to `tarefas`.
 */
export const FILTRO_RELATORIOS = { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { type: { S: [TAREFA_TYPE] }, estado: { S: ['pendente'] }, tipo: { S: ['relatorio'] } } } } as const;
