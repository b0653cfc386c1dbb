import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { defaultDb } from '../lib/db/client';
import { SAIDA_TYPE } from '../lib/db/saida';
import { logger } from '../lib/logger';
import { publicarMetricas } from '../lib/metricas-publicar';
import { enviarPorSes } from '../lib/notificacoes';
import { entregar } from '../lib/saida';

/**
 * The outbox's sender, not an API route: the table's stream (DynamoDB Streams in AWS, infra/lib/consumidor-do-fluxo.ts;
 * the local stack's feed of DynamoDB Local's stream) gives it the new outbox items, in order. The first
 * item that could not be sent is reported (ReportBatchItemFailures), so it and the ones after it come
 * again; after the mapping's last retry the record goes to the dead-letter queue.
 */
export async function handler(event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> {
  logger.startInvocation(context);
  try {
    for (const record of event.Records) {
      const image = record.dynamodb?.NewImage;
      const id = image?.id?.S;
      if (record.eventName !== 'INSERT' || image?.type?.S !== SAIDA_TYPE || !id) continue;
      try {
        await entregar({ db: defaultDb, enviar: enviarPorSes }, id);
      } catch {
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb!.SequenceNumber! }] };
      }
    }
    return { batchItemFailures: [] };
  } finally {
    publicarMetricas();
  }
}
