import type { AccessRows, TabelaIds } from '../access-table';

/** The authorization rows of areas/*, categoria/*, forma/*, classificacao/*, ciclo/update. */
export function catalogosAccess(_tabela: TabelaIds): AccessRows {
  return {};
}
