import * as z from 'zod/mini';
import { cicloQuery } from './participacao';
import { idParam } from './schemas';
import './zod-pt';
import { NAO_ENCONTRADO } from './messages';
import type { Tarefa } from './tarefas';

/**
 * Desempenho (administrators), the four xlsx reports and the doctor's credit statement
 * (decisions.md "Counts and dashboards", "Reports (xlsx)", "Desempenho (dashboard)" and
 * "Doctor's statement and projection").
 */

/** Each report's call (spec section 7), the file name the browser saves it under, and its title on Desempenho and in its e-mail. */
export const RELATORIOS = {
  comparativo: { arquivo: 'relatorio_comparativo_geral.xlsx', por: 'ciclo', titulo: 'Comparativo geral' },
  geral: { arquivo: 'relatorio_geral_por_ciclo.xlsx', por: 'ciclo', titulo: 'Geral por ciclo' },
  area: { arquivo: 'relatorio_por_areas.xlsx', por: 'idArea', titulo: 'Por área' },
  detalhado: { arquivo: 'relatorio_consulta_detalhada.xlsx', por: 'ciclo', titulo: 'Consulta detalhada' },
} as const;
export type TipoRelatorio = keyof typeof RELATORIOS;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';

/** Reports and statements live under this S3 prefix, which expires after 7 days (infra). */
export const RELATORIOS_PREFIX = 'relatorios/';
/** A report's or a statement's presigned link is valid this long. */
export const LINK_VALIDADE_S = 15 * 60;
/** Days the bucket keeps a report's file (infra/lib/data.ts, the prefix's lifecycle rule). */
export const RELATORIOS_RETEM_DIAS = 7;

/**
 * A report too large to write inside the API's 30 s (functions/src/lib/relatorios/tarefa.ts) answers
 * 202 with the job that writes it; its progress and, once done, its link are read at
 * `GET /api/relatorio/tarefa/{id}`.
 */
export interface RelatorioEmTarefa {
  tarefa: Tarefa;
}

export const relatorioCicloQuery = z.object({ ciclo: cicloQuery });
export const relatorioAreaQuery = z.object({ idArea: idParam });

/** `indicador/get-desempenho-total?ciclo=`: the cycle is optional (default: the current one). */
export const desempenhoTotalQuery = z.object({ ciclo: z.optional(cicloQuery) });

export interface MesParticipacoes {
  /** 1 to 12. */
  mes: number;
  /** Participations registered with a start date in that month of the cycle. */
  quantidadeParticipacoes: number;
}

/** Overall performance (spec section 3), from the per-cycle counters only. */
export interface DesempenhoTotal {
  /** The cycle shown (the one asked, else the current one). */
  cicloAtual: number;
  /** That cycle's goal in credits. */
  meta: number;
  quantidadeMedicosParticipantes: number;
  quantidadeMedicosFuncionarios: number;
  quantidadeMedicosNaoFuncionarios: number;
  quantidadeMedicosParticipantesAtigiramMeta: number;
  quantidadeMedicosFuncionariosAtigiramMeta: number;
  quantidadeMedicosNaoFuncionariosAtigiramMeta: number;
  /** The cycle's 12 months, January first. */
  graficoMesList: MesParticipacoes[];
  /** The same 12 months of the cycle before (zeros before cycle 1). */
  graficoMesListCicloAnterior: MesParticipacoes[];
}

/** `GET /api/medico/declaracao/{idMedico}?ciclo=` (default: the current cycle). */
export const declaracaoParams = z.object({ idMedico: idParam });
export const declaracaoQuery = z.object({ ciclo: z.optional(cicloQuery) });

/**
 * Verification codes: 12 characters of Crockford's base 32 (no I, L, O, U), 60 random bits, shown
 * as XXXX-XXXX-XXXX. Lower case, spaces and missing hyphens are accepted.
 */
const CODIGO_INVALIDO = 'Código de verificação inválido.';
export const CODIGO_ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const normalizarCodigo = (codigo: string) => {
  const s = codigo.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return s.length === 12 ? `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}` : s;
};
export const CODIGO_REGEX = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
export const codigoParam = z.object({
  codigo: z.string().check(z.maxLength(40, CODIGO_INVALIDO), z.overwrite(normalizarCodigo), z.regex(CODIGO_REGEX, CODIGO_INVALIDO)),
});

/** What the public verification page shows, and nothing more. */
export interface DeclaracaoVerificada {
  nome: string;
  crm: string;
  ciclo: number;
  totalPontos: number;
  /** ISO instant; the page shows it in São Paulo time. */
  emitidaEm: string;
}

/** The statement's file name. */
export const declaracaoArquivo = (ciclo: number) => `declaracao_creditos_ciclo_${ciclo}.pdf`;

/** The SPA's public verification path (the QR code points at the app's origin + this). */
export const verificarPath = (codigo: string) => `/verificar/${codigo}`;

export const RELATORIO_MSG = {
  /** Spec section 8, the report failure toast. */
  falha: 'Não foi possível localizar o relatório.',
  areaNaoEncontrada: 'Área não encontrada.',
  /** 404 of relatorio/tarefa/{id}: no job by that id, or not a report's. */
  tarefaNaoEncontrada: 'Relatório não encontrado. Gere-o novamente.',
  /** A report job that failed every run. */
  tarefaFalhou: 'Não foi possível gerar o relatório. Gere-o novamente; se o erro continuar, contate o suporte.',
} as const;

export const DECLARACAO_MSG = {
  naoEncontrada: 'Declaração não encontrada',
  codigoInvalido: CODIGO_INVALIDO,
  medicoNaoEncontrado: NAO_ENCONTRADO.medico,
  /** 503: the cycle's approvals and the doctor's total did not agree yet (a decision a moment ago). */
  emAtualizacao: 'Os créditos deste ciclo acabaram de ser alterados. Tente novamente em alguns segundos.',
  /** 503: the same statement is being generated by another request that has not finished. */
  emGeracao: 'A declaração está sendo gerada. Tente novamente em alguns segundos.',
} as const;

/**
 * The doctor's projection toward the current cycle's goal (decisions.md), at the pace of the cycle so
 * far: reached; reached in a month of this year at that pace; or the credits a month still needed
 * before 31 December.
 */
export type ProjecaoMeta =
  | { situacao: 'atingida' }
  | { situacao: 'no-ritmo'; /** 'AAAA-MM' */ mes: string }
  | { situacao: 'abaixo-do-ritmo'; faltam: number; creditosPorMes: number };
