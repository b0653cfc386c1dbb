import type { AccessRows } from '../access-table';

/** The authorization rows of the public password calls: login/nova-senha, esqueci-senha, redefinir-senha. */
export function senhaAccess(): AccessRows {
  return {};
}
