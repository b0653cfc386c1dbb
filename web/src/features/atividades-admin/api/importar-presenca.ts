import { apiUpload } from '@/lib/api-client';

/**
 * POST /api/atividade/importar-presenca (multipart: `idAtividade` and the `file` part): the CRMs of
 * the file become approved participations of the activity. `onProgress` follows the upload, 0 to 1.
 */
export function importarPresenca(idAtividade: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return apiUpload('relatorios.importarPresenca', { fields: { idAtividade }, file, onProgress, signal });
}
