import * as ciclo from '@emc/shared/ciclo';
import { now as clockNow } from './clock';

/**
 * The shared calendar rules (shared/src/ciclo.ts) on the server's clock and its FIRST_CYCLE_YEAR
 * setting: today is the business clock's date in America/Sao_Paulo.
 */
export const DEFAULT_META = 50;
export const HISTORY_CICLOS = 8;

const firstYear = () => {
  const n = Number(process.env.FIRST_CYCLE_YEAR ?? ciclo.FIRST_CICLO_YEAR);
  return Number.isInteger(n) && n > 1900 ? n : ciclo.FIRST_CICLO_YEAR;
};

/** Today's date (YYYY-MM-DD) in São Paulo. */
export const todayInSaoPaulo = (now: Date = clockNow()) => ciclo.todayInSaoPaulo(now);

export const yearOfCiclo = (n: number) => ciclo.yearOfCiclo(n, firstYear());
export const cicloOfDate = (isoDate: string) => ciclo.cicloOfDate(isoDate, firstYear());
export const currentCiclo = (now: Date = clockNow()) => cicloOfDate(todayInSaoPaulo(now));

/** Open until the end of 31 January of the following year, São Paulo time. */
export const isCicloOpen = (n: number, now: Date = clockNow()) => ciclo.isCicloOpen(n, todayInSaoPaulo(now), firstYear());

/** The history's cycles, oldest first: the current one and the 7 before it (never before cycle 1). */
export function historyCiclos(now: Date = clockNow()): number[] {
  const atual = currentCiclo(now);
  const list: number[] = [];
  for (let c = atual - HISTORY_CICLOS + 1; c <= atual; c++) if (c >= 1) list.push(c);
  return list;
}
