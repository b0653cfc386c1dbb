import { now as clockNow } from './clock';

/**
 * Cycles (decisions.md): cycle n is the calendar year FIRST_CYCLE_YEAR - 1 + n; the current one holds
 * today in America/Sao_Paulo; a cycle accepts new participations until 31 January of the next year.
 */
export const DEFAULT_META = 50;
export const HISTORY_CYCLES = 8;

const firstYear = () => {
  const n = Number(process.env.FIRST_CYCLE_YEAR ?? '2008');
  return Number.isInteger(n) && n > 1900 ? n : 2008;
};

/** Today's date (YYYY-MM-DD) in São Paulo. */
export function todayInSaoPaulo(now: Date = clockNow()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const yearOfCycle = (ciclo: number) => firstYear() - 1 + ciclo;
export const cycleOfDate = (isoDate: string) => Number(isoDate.slice(0, 4)) - firstYear() + 1;
export const currentCycle = (now: Date = clockNow()) => cycleOfDate(todayInSaoPaulo(now));

/** Open until the end of 31 January of the following year, São Paulo time. */
export function isCycleOpen(ciclo: number, now: Date = clockNow()): boolean {
  if (ciclo < 1) return false;
  const today = todayInSaoPaulo(now);
  return today <= `${yearOfCycle(ciclo) + 1}-01-31` && today >= `${yearOfCycle(ciclo)}-01-01`;
}

/** The history's cycles, oldest first: the current one and the 7 before it (never before cycle 1). */
export function historyCycles(now: Date = clockNow()): number[] {
  const atual = currentCycle(now);
  const list: number[] = [];
  for (let c = atual - HISTORY_CYCLES + 1; c <= atual; c++) if (c >= 1) list.push(c);
  return list;
}
