import * as ciclo from '@emc/shared/ciclo';
import { now as clockNow } from './clock';

/**
 * The shared calendar rules (shared/src/ciclo.ts) on the server's clock and its FIRST_CYCLE_YEAR
 * setting: today is the business clock's date in America/Sao_Paulo.
 */
export const DEFAULT_META = 50;
export const HISTORY_CYCLES = 8;

const firstYear = () => {
  const n = Number(process.env.FIRST_CYCLE_YEAR ?? ciclo.FIRST_CYCLE_YEAR);
  return Number.isInteger(n) && n > 1900 ? n : ciclo.FIRST_CYCLE_YEAR;
};

/** Today's date (YYYY-MM-DD) in São Paulo. */
export const todayInSaoPaulo = (now: Date = clockNow()) => ciclo.todayInSaoPaulo(now);

export const yearOfCycle = (n: number) => ciclo.yearOfCycle(n, firstYear());
export const cycleOfDate = (isoDate: string) => ciclo.cycleOfDate(isoDate, firstYear());
export const currentCycle = (now: Date = clockNow()) => cycleOfDate(todayInSaoPaulo(now));

/** Open until the end of 31 January of the following year, São Paulo time. */
export const isCycleOpen = (n: number, now: Date = clockNow()) => ciclo.isCycleOpen(n, todayInSaoPaulo(now), firstYear());

/** The history's cycles, oldest first: the current one and the 7 before it (never before cycle 1). */
export function historyCycles(now: Date = clockNow()): number[] {
  const atual = currentCycle(now);
  const list: number[] = [];
  for (let c = atual - HISTORY_CYCLES + 1; c <= atual; c++) if (c >= 1) list.push(c);
  return list;
}
