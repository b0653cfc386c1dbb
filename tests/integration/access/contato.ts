import type { AccessRows } from '../access-table';

/** The authorization rows of Contato, the messages administrators read, and a doctor's "Meus dados" (issue 12: being written). */
export function contatoAccess(): AccessRows {
  return {};
}
