import type { AccessRows } from '../access-table';

/** The authorization rows of the xlsx reports (relatorio/*) and the credit statement (medico/declaracao). */
export function relatoriosAccess(): AccessRows {
  return {};
}
