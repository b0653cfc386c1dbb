import { auditoriaListaQuery, type PaginaAuditoria } from '../auditoria';
import { ADMIN, type RouteDef } from '../route-def';

/** The audit trail: administrators read it; nothing edits or deletes it (no other route). */
export const auditoriaRoutes = [
  { id: 'auditoria.lista', group: 'auditoria', method: 'GET', path: '/api/auditoria/get-all-pagination', auth: ADMIN, query: auditoriaListaQuery },
] as const satisfies readonly RouteDef[];

export interface AuditoriaResponses {
  'auditoria.lista': PaginaAuditoria;
}
