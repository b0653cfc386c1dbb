import { ADMIN_ONLY, type AccessRows } from '../access-table';

/** The audit trail: administrators read it (an administrator-doctor too); nobody else. */
export function auditoriaAccess() {
  return {
    'auditoria.lista': { request: () => ({ path: '/api/auditoria/get-all-pagination' }), expect: ADMIN_ONLY },
  } satisfies AccessRows;
}
