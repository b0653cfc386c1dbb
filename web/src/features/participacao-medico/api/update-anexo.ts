import useSWRMutation from 'swr/mutation';
import { apiUpload } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';
import { useRefreshParticipacao } from './refresh-participacao';

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

/** Replaces one of a participation's certificates; then it reloads, and the doctor's lists and totals refresh. */
export function useUpdateAnexo(idParticipacao: string) {
  const refresh = useRefreshParticipacao(idParticipacao);
  return useSWRMutation(routeKey('participacao.getById', idParticipacao), (_key, { arg }: { arg: UpdateAnexoInput }) => updateAnexo(arg), {
    revalidate: false,
    onSuccess: refresh,
  });
}
