import { randomUUID } from 'node:crypto';
import { METRICA } from '@emc/shared/metricas';
import { LINK_VALIDADE_S, RELATORIOS, RELATORIOS_PREFIX, XLSX_TYPE, type TipoRelatorio } from '@emc/shared/relatorios';
import { logger } from '../logger';
import { contar } from '../metricas';
import { presignDownload, uploadStream } from '../s3';
import { escreverXlsx, type Planilha } from './xlsx';

/** Where a report's file lives: `relatorios/{pasta}/{file name}` (a fresh uuid per direct report; a job's id for a job's, so its runs write one object). */
export const chaveDoRelatorio = (pasta: string, tipo: TipoRelatorio) => `${RELATORIOS_PREFIX}${pasta}/${RELATORIOS[tipo].arquivo}`;

/**
 * Writes a report's sheets straight into S3 under `key` (expired after 7 days by the bucket's rule)
 * and answers each sheet's rows. The rows stream: the upload's pace holds the writer back (xlsx.ts
 * `escoar`), so memory does not grow with them. On any failure the upload is aborted, a multipart
 * upload's parts deleted, and the error goes on (a 500: nothing the caller sent was wrong; a 503
 * when S3 did not answer, s3.ts).
 */
export async function escreverRelatorio(key: string, tipo: TipoRelatorio, planilhas: readonly Planilha[]): Promise<number[]> {
  const inicio = performance.now();
  const arquivo = RELATORIOS[tipo].arquivo;
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
    return linhas;
  } catch (error) {
    parar.abort(error);
    await upload.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** The presigned link to a report's file, valid 15 minutes, which downloads it under the spec's file name. */
export function linkDoRelatorio(key: string, tipo: TipoRelatorio): Promise<string> {
  return presignDownload(key, RELATORIOS[tipo].arquivo, XLSX_TYPE, LINK_VALIDADE_S);
}

/** A report written on request (decisions.md "Reports (xlsx)"): its file under a fresh key, and its link. */
export async function publicarRelatorio(tipo: TipoRelatorio, planilhas: readonly Planilha[]): Promise<string> {
  const key = chaveDoRelatorio(randomUUID(), tipo);
  await escreverRelatorio(key, tipo, planilhas);
  return linkDoRelatorio(key, tipo);
}
