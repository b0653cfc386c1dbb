import type { Anexo, HistoricoEntrada, ParticipacaoDetalhe } from '@emc/shared/participacao';
import type { StatusCode, TipoCategoria } from '@emc/shared/status';

/** A participation as stored (pk PART#{id}): the detail the API answers, plus what only the server keeps. */
export interface ParticipacaoItem extends Omit<ParticipacaoDetalhe, 'statusNome' | 'anexos' | 'historico' | 'podeEditar' | 'podeExcluir'> {
  tipoMedico: string;
  idArea: string;
  categoriaTipo: TipoCategoria;
  criadaPor: string;
  decididaPor?: string;
  anexos: (Anexo & { key: string })[];
  historico: (HistoricoEntrada & { porId: string })[];
  /** Bumped by every attachment change, which leaves `versao` alone; every write is conditioned on both. */
  anexosVersao?: number;
}

/** Owner-side edits are allowed in Pendente and Em ajuste only (decisions.md). */
export const EDITABLE: readonly StatusCode[] = [1, 4];
