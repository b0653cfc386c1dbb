import type { Context } from 'aws-lambda';
import type { ResultadoLembretes } from '@emc/shared/comunicacao';
import { now } from '../lib/clock';
import { defaultDb } from '../lib/db/client';
import { nonEmpty, readEnv } from '../lib/env';
import { executarLembretes } from '../lib/lembretes/execucao';
import { fonteDynamo } from '../lib/lembretes/fonte';
import { dataValida } from '../lib/lembretes/selecao';
import { logger } from '../lib/logger';
import { publicarMetricas } from '../lib/metricas-publicar';

/** The scheduled event (EventBridge Scheduler sends `{}`), or `npm run lembretes`' `{ data }`. */
export interface EventoLembretes {
  /** AAAA-MM-DD; today in São Paulo when left out. */
  data?: string;
}

const { APP_URL } = readEnv({ APP_URL: nonEmpty });

/**
 * The deadline reminders (decisions.md "Reminders"), not an API route: EventBridge Scheduler runs it
 * at 08:00 in São Paulo on days 1 to 7 of October, November and December (infra/lib/lembretes.ts);
 * locally `npm run lembretes` runs this same bundle. Answers and logs what it did.
 */
export async function handler(event: EventoLembretes | null | undefined, context?: Context): Promise<ResultadoLembretes> {
  logger.startInvocation(context);
  const data = event?.data;
  if (data !== undefined && (typeof data !== 'string' || !dataValida(data))) throw new Error('data inválida: use AAAA-MM-DD');
  const resultado = await executarLembretes(
    { fonte: fonteDynamo(defaultDb), agora: now, appUrl: APP_URL, tempoRestante: context && (() => context.getRemainingTimeInMillis()) },
    data,
  ).finally(publicarMetricas);
  logger.info('Lembretes de prazo', { ...resultado });
  return resultado;
}
