import { importarPresencaFields, type ImportacaoPresenca } from '../catalogos';
import { declaracaoParams, declaracaoQuery, relatorioAreaQuery, relatorioCicloQuery, type RelatorioEmTarefa } from '../relatorios';
import { ADMIN, MEDICO_SIDE, PARTICIPACAO_READS, byId, type RouteDef } from '../route-def';
import type { Tarefa } from '../tarefas';

/**
 * The report group: everything that reads or writes spreadsheets or generates documents, the only
 * bundle with exceljs and pdf-lib (quality.md: ≤ 1.5 MB). The attendance import, the four xlsx
 * reports (each answers a presigned https link as a JSON string, spec section 7; one too large for
 * the API's 30 s answers 202 with the job that writes it, followed at relatorio/tarefa/{id}) and the
 * doctor's credit statement (a presigned link to its PDF).
 */
export const relatoriosRoutes = [
  {
    id: 'relatorios.importarPresenca',
    group: 'relatorios',
    method: 'POST',
    path: '/api/atividade/importar-presenca',
    auth: ADMIN,
    body: importarPresencaFields,
    multipart: true,
    invalidates: PARTICIPACAO_READS,
  },
  { id: 'relatorios.comparativo', group: 'relatorios', method: 'GET', path: '/api/relatorio/comparativo', auth: ADMIN, query: relatorioCicloQuery },
  { id: 'relatorios.geral', group: 'relatorios', method: 'GET', path: '/api/relatorio/geral', auth: ADMIN, query: relatorioCicloQuery },
  { id: 'relatorios.area', group: 'relatorios', method: 'GET', path: '/api/relatorio/area', auth: ADMIN, query: relatorioAreaQuery },
  { id: 'relatorios.detalhado', group: 'relatorios', method: 'GET', path: '/api/relatorio/detalhado', auth: ADMIN, query: relatorioCicloQuery },
  // A report job's progress and, once done, its link (any administrator: the reports are theirs to share).
  { id: 'relatorios.tarefa', group: 'relatorios', method: 'GET', path: '/api/relatorio/tarefa/{id}', auth: ADMIN, params: byId },
  // The doctor, a linked secretary, or an administrator; each statement is recorded for its verification.
  {
    id: 'relatorios.declaracao',
    group: 'relatorios',
    method: 'GET',
    path: '/api/medico/declaracao/{idMedico}',
    auth: MEDICO_SIDE,
    params: declaracaoParams,
    query: declaracaoQuery,
  },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface RelatoriosResponses {
  'relatorios.importarPresenca': ImportacaoPresenca;
  /** The presigned https link to the xlsx file (200), or the job that writes a large one (202). */
  'relatorios.comparativo': string | RelatorioEmTarefa;
  'relatorios.geral': string | RelatorioEmTarefa;
  'relatorios.area': string | RelatorioEmTarefa;
  'relatorios.detalhado': string | RelatorioEmTarefa;
  /** With `link` once the report is written. */
  'relatorios.tarefa': Tarefa;
  /** The presigned https link to the statement's PDF. */
  'relatorios.declaracao': string;
}
