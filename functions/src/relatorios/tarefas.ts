import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { defaultDb } from '../lib/db/client';
import { TAREFA_REIVINDICACAO_MS, TAREFA_TYPE } from '../lib/db/tarefas';
import { logger } from '../lib/logger';
import { executarRelatorio } from '../lib/relatorios/tarefa';
import { esperarEExecutar } from '../lib/tarefas/esperar';

/** How long a record waits for a claim held by a runner that died to lapse (a little over the lapse itself). */
const ESPERA_MS = TAREFA_REIVINDICACAO_MS + 15_000;

/**
 * The report jobs' runner, this function's second entry (handler.ts): the table's stream (its event
 * source mapping in AWS, infra/lib/emc-stack.ts; the local stack's feed) gives it each report job
 * written as `pendente` (filtro.ts), and it writes the report in one run (lib/relatorios/tarefa.ts).
 * A record of a job held by a live runner, done or given back finds nothing to take. A job still held
 * after the wait, or a failure to reach the table, is reported (ReportBatchItemFailures), so the record
 * comes again.
 */
export async function handlerDoFluxo(event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> {
  logger.startInvocation(context);
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    const id = image?.id?.S;
    if (image?.type?.S !== TAREFA_TYPE || image.estado?.S !== 'pendente' || image.tipo?.S !== 'relatorio' || !id) continue;
    try {
      const t = await esperarEExecutar(defaultDb, id, { prazoMs: ESPERA_MS }, executarRelatorio);
      if (t?.estado === 'executando') {
        logger.warn('tarefa de relatorio ainda reivindicada por outra execução: o registro volta', { id });
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
      }
    } catch (error) {
      logger.error('tarefa de relatorio não executada', { id, error: (error as Error).name });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
    }
  }
  return { batchItemFailures: [] };
}
