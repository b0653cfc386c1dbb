import { randomUUID } from 'node:crypto';
import { METRICA } from '@emc/shared/metricas';
import { LINK_VALIDADE_S, RELATORIOS, RELATORIOS_PREFIX, XLSX_TYPE, type TipoRelatorio } from '@emc/shared/relatorios';
import { logger } from '../logger';
import { contar } from '../metricas';
import { presignDownload, uploadStream } from '../s3';
import { escreverXlsx, type Planilha } from './xlsx';

/**
 * Writes a report's sheets straight into S3 under `relatorios/{uuid}/{file name}` (expired after 7
 * days by the bucket's rule) and answers its presigned link, valid 15 minutes, which downloads it
 * under the spec's file name. The rows stream: the upload's pace holds the writer back (xlsx.ts
 * `escoar`), so memory does not grow with them. On any failure the upload is aborted, a multipart
 * upload's parts deleted, and the error goes on (a 500: nothing the caller sent was wrong; a 503
 * when S3 did not answer, s3.ts).
 */
export async function publicarRelatorio(tipo: TipoRelatorio, planilhas: readonly Planilha[]): Promise<string> {
  const inicio = performance.now();
  const arquivo = RELATORIOS[tipo].arquivo;
  const key = `${RELATORIOS_PREFIX}${randomUUID()}/${arquivo}`;
  const upload = await uploadStream(key, arquivo, XLSX_TYPE);
  const parar = new AbortController();
  // The upload failing stops the writer: at its next wait for the upload, or here at once.
  const falhou = upload.done.then(
    () => new Promise<never>(() => undefined),
    (error: unknown) => {
      parar.abort(error);
      throw error;
    },
  );
  falhou.catch(() => undefined);
  try {
    const linhas = await Promise.race([escreverXlsx(upload.body, planilhas, { signal: parar.signal }), falhou]);
    await upload.done;
    contar(METRICA.relatoriosGerados);
    logger.info('relatorio gerado', { tipo, linhas, ms: Math.round(performance.now() - inicio) });
  } catch (error) {
    parar.abort(error);
    await upload.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return presignDownload(key, arquivo, XLSX_TYPE, LINK_VALIDADE_S);
}
