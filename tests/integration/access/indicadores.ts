import type { AccessRows } from '../access-table';

/** The authorization rows of Desempenho's figures and the statement's public verification. */
export function indicadoresAccess(): AccessRows {
  return {};
}
