import type { Anexo } from '@emc/shared/participacao';
import { apiDownload } from './api-client';
import { saveBlob } from './save-blob';

/*
 * A participation's certificate, from GET /api/participacao_anexo/get-by-id-anexo/{id}: a redirect to
 * a presigned link that fetch follows. The doctor's page saves it; the review page shows it.
 */

/** Saves the certificate under its original name. */
export async function baixarAnexo(anexo: Pick<Anexo, 'id' | 'nomeOriginal'>): Promise<void> {
  const blob = await apiDownload('anexo.getById', { params: { id: anexo.id } });
  saveBlob(blob, anexo.nomeOriginal);
}

/** The certificate to show inline, typed as its recorded type (the presigned answer's may be generic), so the browser's PDF viewer and <img> take it. */
export async function anexoBlob(anexo: Pick<Anexo, 'id' | 'tipo'>, signal?: AbortSignal): Promise<Blob> {
  const blob = await apiDownload('anexo.getById', { params: { id: anexo.id }, signal });
  return blob.type === anexo.tipo ? blob : new Blob([blob], { type: anexo.tipo });
}
