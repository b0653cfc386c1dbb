import type { Anexo, HistoricoEntrada } from '@emc/shared/participacao';
import type { StatusCode, TipoCategoria, Valor } from '@emc/shared/status';

/** A participation as stored (pk PART#{id}). */
export interface ParticipacaoItem {
  id: string;
  idMedico: string;
  nomeMedico: string;
  crmMedico: string;
  tipoMedico: string;
  idArea: string;
  ciclo: number;
  status: StatusCode;
  titulo: string;
  idCategoria: string;
  categoria: string;
  categoriaTipo: TipoCategoria;
  idForma: string;
  forma: string;
  idAtividade?: string;
  instituicao: string;
  dataInicio: string;
  dataFim: string;
  cargaHoraria: number;
  descricao?: string;
  idClassificacao?: string;
  classificacao?: string;
  valor?: Valor;
  creditoCalculado?: number;
  credito: number;
  motivoTeto?: string;
  observacao?: string;
  motivo?: string;
  versao: number;
  criadaEm: string;
  criadaPor: string;
  decididaEm?: string;
  decididaPor?: string;
  anexos: (Anexo & { key: string })[];
  /** Bumped by every attachment change, which leaves `versao` alone; every write is conditioned on both. */
  anexosVersao?: number;
  historico: (HistoricoEntrada & { porId: string })[];
}

/** Owner-side edits are allowed in Pendente and Em ajuste only (decisions.md). */
export const EDITABLE: readonly StatusCode[] = [1, 4];
