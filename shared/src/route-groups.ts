/**
 * The API's function groups: one Lambda each, named after the URL prefix it serves. Where a group
 * serves other prefixes, this is the one place that says so.
 */
export const ROUTE_GROUPS = {
  health: ['health'],
  login: ['login'],
  secretarias: ['secretarias'],
  participacao: ['participacao'],
  /** The administrators' review (Área de Análise), also under `participacao`: the doctor's function stays small. */
  analise: ['participacao'],
  /** A participation's attachments, under the spec's `participacao_anexo` prefix. */
  anexo: ['participacao_anexo'],
  atividade: ['atividade'],
  /** The credit table: its categories, forms of participation and rows (classificações), and the cycles' goals. */
  tabela: ['categoria', 'forma', 'classificacao', 'ciclo'],
  medico: ['medico'],
  areas: ['areas'],
  /** Doctors' and secretaries' writes, which touch their Cognito accounts. */
  cadastro: ['medico', 'secretarias'],
  /**
   * The report group, the only one with exceljs and pdf-lib (limit 1.5 MB): the attendance import
   * (under `atividade`), the xlsx reports, and the doctor's credit statement (under `medico`).
   */
  relatorios: ['atividade', 'relatorio', 'medico'],
  /** Desempenho's figures (administrators), from the counters. */
  indicador: ['indicador'],
  /** The public verification of a credit statement. */
  declaracao: ['declaracao'],
  /** Perguntas Frequentes and Sobre o Programa: reads for everyone, writes for administrators. */
  conteudo: ['faq', 'sobre'],
  /** Contato (under `medico`) and the messages received, the reminders' log and a doctor's opt-out (under `medico`). */
  comunicacao: ['medico', 'contato', 'lembrete'],
  /** The audit trail of administrators' writes (read only). */
  auditoria: ['auditoria'],
} as const satisfies Record<string, readonly string[]>;

export type RouteGroup = keyof typeof ROUTE_GROUPS;

/** `/api/participacao_anexo/upload-anexo` → `participacao_anexo`. */
export const prefixOf = (path: string) => path.split('/')[2] ?? '';
