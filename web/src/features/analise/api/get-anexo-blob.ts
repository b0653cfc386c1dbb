import type { Anexo } from '@emc/shared/participacao';
import { apiDownload } from '@/lib/api-client';

/**
 * GET /api/participacao_anexo/get-by-id-anexo/{id}, for showing it inline: the blob typed as the
 * attachment's recorded type (the presigned answer's own type may be generic), so the browser's
 * PDF viewer and <img> take it.
 */
export async function getAnexoBlob(anexo: Pick<Anexo, 'id' | 'tipo'>, signal?: AbortSignal): Promise<Blob> {
  const blob = await apiDownload('anexo.getById', { params: { id: anexo.id }, signal });
  return blob.type === anexo.tipo ? blob : new Blob([blob], { type: anexo.tipo });
}
