import type { AccessRows } from '../access-table';

/** The authorization rows of the reminders' log and a doctor's reminder opt-out (issue 12: being written). */
export function lembretesAccess(): AccessRows {
  return {};
}
