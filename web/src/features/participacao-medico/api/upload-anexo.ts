import { apiUpload } from '@/lib/api-client';

export interface UploadAnexoInput {
  idParticipacao: string;
  /** The logged user's idUsuario claim. */
  idUsuario: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/participacao_anexo/upload-anexo (multipart: idParticipacao, idUsuario, nomeOriginal, file). */
export function uploadAnexo({ idParticipacao, idUsuario, file, onProgress, signal }: UploadAnexoInput) {
  return apiUpload('anexo.upload', {
    fields: { idParticipacao, idUsuario, nomeOriginal: file.name },
    file,
    onProgress,
    signal,
  });
}
