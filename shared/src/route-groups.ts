/**
 * The API's function groups: one Lambda each, named after the URL prefix it serves. Where a group
 * serves other prefixes, this is the one place that says so.
 */
export const ROUTE_GROUPS = {
  health: ['health'],
  login: ['login'],
  secretarias: ['secretarias'],
  participacao: ['participacao'],
  /** A participation's attachments, under the spec's `participacao_anexo` prefix. */
  anexo: ['participacao_anexo'],
  atividade: ['atividade'],
  /** The credit table: its categories and forms of participation (and, later, its rows). */
  tabela: ['categoria', 'forma'],
  medico: ['medico'],
} as const satisfies Record<string, readonly string[]>;

export type RouteGroup = keyof typeof ROUTE_GROUPS;

/** `/api/participacao_anexo/upload-anexo` → `participacao_anexo`. */
export const prefixOf = (path: string) => path.split('/')[2] ?? '';
