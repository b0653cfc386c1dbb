import { PARTICIPACAO_MSG } from './messages';

/**
 * The program's calendar rules (decisions.md "Program and cycles"), pure: the caller says what
 * today is. Cycle n is the calendar year firstYear - 1 + n; a cycle accepts new participations
 * until 31 January of the next year. The server passes its FIRST_CYCLE_YEAR setting.
 */
export const FIRST_CICLO_YEAR = 2008;

/** Dates are YYYY-MM-DD strings, which compare like the dates they name. */
export type IsoDate = string;

let diaEmSaoPaulo: Intl.DateTimeFormat | undefined;

/** Today's date in São Paulo, the program's calendar, at the instant `now`. */
export function todayInSaoPaulo(now: Date): IsoDate {
  // Kept: building a DateTimeFormat costs about 0.1 ms, and the cycle list asks once per cycle.
  diaEmSaoPaulo ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
  return diaEmSaoPaulo.format(now);
}

/** A cycle as the screens name it: 'Ciclo 19'. */
export const cicloLabel = (ciclo: number) => `Ciclo ${ciclo}`;

/** With its year, as the cycle pickers list it: 'Ciclo 19 (2026)'. */
export const cicloComAno = (c: { ciclo: number; ano: number }) => `${cicloLabel(c.ciclo)} (${c.ano})`;

export const yearOfCiclo = (ciclo: number, firstYear = FIRST_CICLO_YEAR) => firstYear - 1 + ciclo;

export const cicloOfDate = (date: IsoDate, firstYear = FIRST_CICLO_YEAR) => Number(date.slice(0, 4)) - firstYear + 1;

/** Open from 1 January of its year until the end of 31 January of the next. */
export function isCicloOpen(ciclo: number, today: IsoDate, firstYear = FIRST_CICLO_YEAR): boolean {
  if (ciclo < 1) return false;
  const ano = yearOfCiclo(ciclo, firstYear);
  return today >= `${ano}-01-01` && today <= `${ano + 1}-01-31`;
}

export type DateField = 'dataInicio' | 'dataFim';

/**
 * The end before the start: dataFim's message, or undefined. A date left out (not yet a valid date)
 * is not judged. A participation's and an activity's rule, on the server and in their forms.
 */
export function dateOrderError({ dataInicio, dataFim }: Partial<Record<DateField, IsoDate>>): string | undefined {
  return dataInicio && dataFim && dataFim < dataInicio ? PARTICIPACAO_MSG.dataFimAntes : undefined;
}

/**
 * A participation's dates against today: neither in the future, and the end not before the start.
 * The order is judged only when neither date is in the future (a future date is the error to fix).
 * A date left out (not yet a valid date) is not judged.
 */
export function dateErrors(dates: Partial<Record<DateField, IsoDate>>, today: IsoDate): Partial<Record<DateField, string>> {
  const { dataInicio, dataFim } = dates;
  const errors: Partial<Record<DateField, string>> = {};
  if (dataInicio && dataInicio > today) errors.dataInicio = PARTICIPACAO_MSG.dataInicioFutura;
  const ordem = errors.dataInicio ? undefined : dateOrderError(dates);
  if (dataFim && dataFim > today) errors.dataFim = PARTICIPACAO_MSG.dataFimFutura;
  else if (ordem) errors.dataFim = ordem;
  return errors;
}

/** Why a start date in this cycle is refused, or undefined while the cycle accepts participations. */
export function closedCicloError(c: { ciclo: number; ano: number; aberto: boolean }): string | undefined {
  if (c.aberto) return undefined;
  return c.ciclo < 1 ? PARTICIPACAO_MSG.antesDoPrimeiroCiclo : PARTICIPACAO_MSG.cicloEncerrado(c.ciclo, c.ano);
}
