import { apiUpload } from '@/lib/api-client';

export interface UpdateAnexoInput {
  /** The attachment to replace. */
  id: string;
  idUsuario: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** PUT /api/participacao_anexo/update-anexo (multipart: id, idUsuario, nomeOriginal, file): replaces the file. */
export function updateAnexo({ id, idUsuario, file, onProgress, signal }: UpdateAnexoInput) {
  return apiUpload('anexo.update', { fields: { id, idUsuario, nomeOriginal: file.name }, file, onProgress, signal });
}
