/**
 * The business clock: what "today" is for cycles, date rules and the times written on records.
 * Deployed, it is the system clock. The local stack may shift it (CLOCK_OFFSET_MS, set only by
 * scripts/local/stack.ts) so a test can live in another year; tokens, presigned links and TTLs keep
 * real time, because the emulators that check them do.
 */
export function now(): Date {
  const offset = Number(process.env.CLOCK_OFFSET_MS ?? '0');
  return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
}
