// Kept: certificates are multipart uploads with progress (apiUpload), refreshed after a success only.
import useSWRMutation from 'swr/mutation';
import { apiUpload } from '@/lib/api-client';
import { routeKey } from '@/lib/use-route';
import { useRevalidateAfter } from '@/lib/use-enviar';

export interface UploadAnexoInput {
  idParticipacao: string;
  /** The logged user's idUsuario claim. */
  idUsuario: string;
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UpdateAnexoInput {
  /** The attachment to replace. */
  id: string;
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

/** PUT /api/participacao_anexo/update-anexo (multipart: id, idUsuario, nomeOriginal, file): replaces the file. */
function updateAnexo({ id, idUsuario, file, onProgress, signal }: UpdateAnexoInput) {
  return apiUpload('anexo.update', { fields: { id, idUsuario, nomeOriginal: file.name }, file, onProgress, signal });
}

/**
 * Adds a certificate to a participation; then what the manifest says it changes refreshes (the
 * participation and the doctor's lists and totals). swr's own `revalidate` would also reload after
 * a failed upload.
 */
export function useUploadAnexo(idParticipacao: string) {
  const revalidate = useRevalidateAfter();
  return useSWRMutation(
    routeKey('participacao.getById', { params: { id: idParticipacao } }),
    (_key, { arg }: { arg: Omit<UploadAnexoInput, 'idParticipacao'> }) => uploadAnexo({ ...arg, idParticipacao }),
    { revalidate: false, onSuccess: () => void revalidate('anexo.upload') },
  );
}

/** Replaces one of a participation's certificates; then the same refresh as a new one. */
export function useUpdateAnexo(idParticipacao: string) {
  const revalidate = useRevalidateAfter();
  return useSWRMutation(routeKey('participacao.getById', { params: { id: idParticipacao } }), (_key, { arg }: { arg: UpdateAnexoInput }) => updateAnexo(arg), {
    revalidate: false,
    onSuccess: () => void revalidate('anexo.update'),
  });
}
