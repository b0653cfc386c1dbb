import type { AccessRows, TabelaIds } from '../access-table';

/** The authorization rows of medico/corpo-clinico, get-by-id, create, update, update-status; secretarias/*. */
export function pessoasAccess(_tabela: TabelaIds): AccessRows {
  return {};
}
