import type { AccessRows, TabelaIds } from '../access-table';

/** The authorization rows of atividade/* and the attendance import. */
export function atividadesAccess(_tabela: TabelaIds): AccessRows {
  return {};
}
