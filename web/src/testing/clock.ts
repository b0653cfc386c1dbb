/**
 * The web suite's "now": setup.ts pins the clock here before every test, so the fixtures' dates
 * (cycle 19 is 2026 and current, participations of February 2026, a closed 2025 cycle) stay where
 * they are in the calendar whatever day the suite runs. A test that needs another day sets it with
 * vi.setSystemTime.
 */
export const TEST_NOW = new Date('2026-03-16T12:00:00-03:00');
