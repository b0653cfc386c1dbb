import type { AuditoriaEntidade } from '@emc/shared/auditoria';
import useSWR from 'swr';
import { apiRequest } from '@/lib/api-client';
import { routeKey } from '@/lib/swr-keys';

/** The screen's filters; an absent one does not narrow. */
export interface FiltrosAuditoria {
  entidade?: AuditoriaEntidade;
  /** The author's e-mail. */
  usuario?: string;
  /** Inclusive days, AAAA-MM-DD. */
  de?: string;
  ate?: string;
}

/** GET /api/auditoria/get-all-pagination: one page of the audit trail, newest first; `cursor` is the previous page's `proximo`. */
export function getAuditoria(filtros: FiltrosAuditoria, cursor: string | undefined) {
  const query = Object.fromEntries(Object.entries({ ...filtros, cursor }).filter(([, v]) => v !== undefined && v !== ''));
  return apiRequest('auditoria.lista', { query });
}

export function useAuditoria(filtros: FiltrosAuditoria, cursor: string | undefined) {
  const { entidade = '', usuario = '', de = '', ate = '' } = filtros;
  return useSWR(routeKey('auditoria.lista', entidade, usuario, de, ate, cursor ?? ''), () => getAuditoria(filtros, cursor), { keepPreviousData: true });
}
