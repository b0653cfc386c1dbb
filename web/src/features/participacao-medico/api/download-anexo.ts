import type { Anexo } from '@emc/shared/participacao';
import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/**
 * GET /api/participacao_anexo/get-by-id-anexo/{id}: a redirect to a presigned link that fetch follows;
 * the blob is saved under the original name.
 */
export async function downloadAnexo(anexo: Pick<Anexo, 'id' | 'nomeOriginal'>): Promise<void> {
  const blob = await apiDownload('anexo.getById', { params: { id: anexo.id } });
  saveBlob(blob, anexo.nomeOriginal);
}
