import { S3Client } from '@aws-sdk/client-s3';
import type { Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { defaultDb } from '../lib/db/client';
import { nonEmpty, readEnv } from '../lib/env';
import { logger } from '../lib/logger';
import type { ResultadoVerificar } from '../lib/verificar/relatorio';
import { verificar } from '../lib/verificar/verificar';

/** `aws lambda invoke --payload '{"carencia": 0}'`: the grace period in minutes (default 60). */
export interface EventoVerificar {
  carencia?: number;
}

const env = readEnv({ BUCKET_NAME: nonEmpty, S3_FORCE_PATH_STYLE: z.optional(z.string()) });
const s3 = new S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' });

/**
 * `verificar` as a function the cloud team invokes (docs/operations.md, "Verificar os contadores"),
 * not an API route: the same code as `npm run verificar`. Answers every line and the counts, and logs
 * the closing line (a warning when something was found).
 */
export async function handler(event: EventoVerificar | null | undefined, context?: Context): Promise<ResultadoVerificar> {
  logger.startInvocation(context);
  const carencia = event?.carencia;
  if (carencia !== undefined && (typeof carencia !== 'number' || !Number.isFinite(carencia) || carencia < 0)) throw new Error('carencia inválida: use um número de minutos ≥ 0');
  const resultado = await verificar({ db: defaultDb, s3, bucket: env.BUCKET_NAME, carenciaMin: carencia });
  const final = resultado.linhas.at(-1)!;
  if (resultado.divergencias || resultado.orfaos) logger.warn(final, { divergencias: resultado.divergencias, orfaos: resultado.orfaos, linhas: resultado.linhas.slice(0, -1).slice(0, 100) });
  else logger.info(final, { divergencias: 0, orfaos: 0 });
  return resultado;
}
