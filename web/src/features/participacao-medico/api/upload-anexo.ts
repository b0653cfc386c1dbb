import useSWRMutation from 'swr/mutation';
import { apiUpload } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';
import { useRefreshParticipacao } from './refresh-participacao';

export interface UploadAnexoInput {
  idParticipacao: string;
  /** The logged user's idUsuario claim. */
  idUsuario: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** One certificate's upload as the page shows it. */
export type UploadEstado = { fase: 'aguardando' | 'enviando' | 'enviado'; progresso: number } | { fase: 'erro'; progresso: number; mensagem: string };

/** POST /api/participacao_anexo/upload-anexo (multipart: idParticipacao, idUsuario, nomeOriginal, file). */
export function uploadAnexo({ idParticipacao, idUsuario, file, onProgress, signal }: UploadAnexoInput) {
  return apiUpload('anexo.upload', {
    fields: { idParticipacao, idUsuario, nomeOriginal: file.name },
    file,
    onProgress,
    signal,
  });
}

/** Adds a certificate to a participation; then it reloads, and the doctor's lists and totals refresh. */
export function useUploadAnexo(idParticipacao: string) {
  const refresh = useRefreshParticipacao(idParticipacao);
  return useSWRMutation(
    routeKey('participacao.getById', idParticipacao),
    (_key, { arg }: { arg: Omit<UploadAnexoInput, 'idParticipacao'> }) => uploadAnexo({ ...arg, idParticipacao }),
    { revalidate: false, onSuccess: refresh },
  );
}
