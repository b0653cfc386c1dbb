// Kept: a new participation is a create and then its certificates' uploads, refreshed once at the end.
import type { CriarParticipacao } from '@emc/shared/participacao';
import useSWRMutation from 'swr/mutation';
import { apiRequest, errorMessages } from '@/lib/api-client';
import { useRevalidateAfter } from '@/lib/use-enviar';
import { uploadAnexo, type UploadEstado } from './upload-anexo';

export interface NovaParticipacao {
  body: CriarParticipacao;
  /** Set once the participation exists (an earlier upload failed): only the certificates are sent. */
  idParticipacao?: string;
  idempotencyKey: string;
  /** The logged user's idUsuario claim, sent with each certificate. */
  idUsuario: string;
  arquivos: readonly { key: string; file: File }[];
  /** Each certificate's upload, as it goes. */
  onUpload: (key: string, estado: UploadEstado) => void;
}

/** The new participation's id, and the names of the certificates that could not be sent. */
export interface ParticipacaoRegistrada {
  id: string;
  falhas: string[];
}

/**
 * Creates the participation (unless it exists), then uploads its certificates one after the other.
 * A failed create throws; a failed upload does not, since the participation exists by then.
 */
export async function registrarParticipacao({ body, idParticipacao, idempotencyKey, idUsuario, arquivos, onUpload }: NovaParticipacao): Promise<ParticipacaoRegistrada> {
  // POST /api/participacao/create answers the new participation (Pendente); the same key (one per form) answers the same one however often it is sent.
  const id = idParticipacao ?? (await apiRequest('participacao.create', { body, idempotencyKey })).id;
  for (const { key } of arquivos) onUpload(key, { fase: 'aguardando', progresso: 0 });
  const falhas: string[] = [];
  for (const { key, file } of arquivos) {
    onUpload(key, { fase: 'enviando', progresso: 0 });
    try {
      await uploadAnexo({ idParticipacao: id, idUsuario, file, onProgress: (progresso) => onUpload(key, { fase: 'enviando', progresso }) });
      onUpload(key, { fase: 'enviado', progresso: 1 });
    } catch (error) {
      falhas.push(file.name);
      onUpload(key, { fase: 'erro', progresso: 0, mensagem: errorMessages(error).join(' ') });
    }
  }
  return { id, falhas };
}

/** Registers a participation with its certificates, then refreshes once what the manifest says a create changes (the doctor's lists and totals). */
export function useRegistrarParticipacao() {
  const revalidate = useRevalidateAfter();
  return useSWRMutation(['participacao.create'] as const, (_key, { arg }: { arg: NovaParticipacao }) => registrarParticipacao(arg), {
    onSuccess: () => void revalidate('participacao.create'),
  });
}
