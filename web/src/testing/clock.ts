import { todayInSaoPaulo } from '@emc/shared/ciclo';

/**
 * The web suite's "now": setup.ts pins the clock here before every test, so the fixtures' dates
 * (cycle 19 is 2026 and current, participations of February 2026, a closed 2025 cycle) stay where
 * they are in the calendar whatever day the suite runs. A test that needs another day sets it with
 * vi.setSystemTime.
 */
export const TEST_NOW = new Date('2026-03-16T12:00:00-03:00');

const DAY_MS = 86_400_000;

/** The date (YYYY-MM-DD, São Paulo) `days` after the pinned today; negative for the past. */
export const testDay = (days = 0): string => todayInSaoPaulo(new Date(TEST_NOW.getTime() + days * DAY_MS));

/** An instant `days` after the pinned now, as the API writes it (ISO, UTC). */
export const testInstant = (days = 0): string => new Date(TEST_NOW.getTime() + days * DAY_MS).toISOString();

/** The pinned today's year. */
export const testYear = (): number => Number(testDay().slice(0, 4));
