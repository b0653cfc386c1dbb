import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { defaultDb } from '../lib/db/client';
import { TAREFA_TYPE } from '../lib/db/tarefas';
import { logger } from '../lib/logger';
import { executarOuEsperar } from '../lib/tarefas/executar';

/** Time kept back from the invocation's limit for the last checkpoint and the hand-over. */
const MARGEM_MS = 60_000;
/** Without a Lambda context (a test's call): the run's length. */
const PRAZO_SEM_CONTEXTO_MS = 60_000;

/**
 * The jobs' runner, not an API route: the table's stream (DynamoDB Streams in AWS, infra/lib/consumidor-do-fluxo.ts;
 * the local stack's feed) gives it each job written as `pendente`. It runs the job from its cursor until
 * the invocation's time is nearly up, then hands the rest on (a new `pendente` record). The job's id is
 * the idempotency key: a record of a job already running, done or handed on finds nothing to take.
 * A failure to reach the table is reported (ReportBatchItemFailures), so the record comes again.
 */
export async function handler(event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> {
  logger.startInvocation(context);
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    const id = image?.id?.S;
    if (image?.type?.S !== TAREFA_TYPE || image.estado?.S !== 'pendente' || !id) continue;
    const restante = context ? context.getRemainingTimeInMillis() - MARGEM_MS : PRAZO_SEM_CONTEXTO_MS;
    try {
      const t = await executarOuEsperar(defaultDb, id, { prazoMs: Math.max(5_000, restante) });
      // Still held by a runner whose claim had not lapsed by the end of this wait (one that died holds it for TAREFA_REIVINDICACAO_MS):
      // the record comes again, so the job is never left with nobody to take it over.
      if (t?.estado === 'executando') {
        logger.warn('tarefa ainda reivindicada por outra execução: o registro volta', { id });
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
      }
    } catch (error) {
      logger.error('tarefa não executada', { id, error: (error as Error).name });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
    }
  }
  return { batchItemFailures: [] };
}
