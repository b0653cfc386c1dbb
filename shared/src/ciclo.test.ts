import { describe, expect, it } from 'vitest';
import { asIsoDate } from './campos';
import { cicloComAno, cicloLabel, closedCicloError, cicloOfDate, dateErrors, dateOrderError, isCicloOpen, todayInSaoPaulo, yearOfCiclo } from './ciclo';
import { PARTICIPACAO_MSG } from './messages';

/** Every date here is derived from this `today`, which the rules take as an argument. */
const today = '2031-06-15';
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const yesterday = addDays(today, -1);
const tomorrow = addDays(today, 1);
const year = Number(today.slice(0, 4));

describe('cycles', () => {
  it('numbers cycles from the first year, 1-based, and back', () => {
    expect(yearOfCiclo(1)).toBe(2008);
    expect(cicloOfDate(today, year)).toBe(1);
    expect(yearOfCiclo(cicloOfDate(today, 2001), 2001)).toBe(year);
  });

  it('takes the date in São Paulo: 02:00 UTC on 1 January is still 31 December there', () => {
    expect(todayInSaoPaulo(new Date(`${year}-01-01T02:00:00Z`))).toBe(`${year - 1}-12-31`);
    expect(todayInSaoPaulo(new Date(`${year}-01-01T03:00:00Z`))).toBe(`${year}-01-01`);
  });

  it('keeps a cycle open through 31 January of the next year', () => {
    const ciclo = cicloOfDate(today);
    expect(isCicloOpen(ciclo, today)).toBe(true);
    expect(isCicloOpen(ciclo, `${year + 1}-01-31`)).toBe(true);
    expect(isCicloOpen(ciclo, `${year + 1}-02-01`)).toBe(false);
    expect(isCicloOpen(ciclo - 1, today)).toBe(false);
    expect(isCicloOpen(ciclo + 1, today)).toBe(false);
    expect(isCicloOpen(0, today)).toBe(false);
  });

  it('follows the first year it is given', () => {
    expect(isCicloOpen(1, today, year)).toBe(true);
    expect(isCicloOpen(1, today, year - 1)).toBe(false);
  });

  it('names a closed cycle, and a date before the first one', () => {
    expect(closedCicloError({ ciclo: 17, ano: 2024, aberto: false })).toBe('O 17º ciclo (2024) está encerrado e não aceita novas participações.');
    expect(closedCicloError({ ciclo: 0, ano: 2007, aberto: false })).toBe(PARTICIPACAO_MSG.antesDoPrimeiroCiclo);
    expect(closedCicloError({ ciclo: 17, ano: 2024, aberto: true })).toBeUndefined();
  });
});

describe('the order of a period (participations and activities)', () => {
  it('refuses an end before the start on dataFim, whatever today is; a missing date is not judged', () => {
    expect(dateOrderError({ dataInicio: tomorrow, dataFim: yesterday })).toBe(PARTICIPACAO_MSG.dataFimAntes);
    expect(dateOrderError({ dataInicio: today, dataFim: today })).toBeUndefined();
    expect(dateOrderError({ dataInicio: yesterday, dataFim: tomorrow })).toBeUndefined();
    expect(dateOrderError({ dataFim: yesterday })).toBeUndefined();
    expect(dateOrderError({ dataInicio: today })).toBeUndefined();
  });

  it('takes only a complete YYYY-MM-DD from a form', () => {
    expect(asIsoDate(today)).toBe(today);
    expect(asIsoDate('2031-06-1')).toBeUndefined();
    expect(asIsoDate('')).toBeUndefined();
    expect(asIsoDate(undefined)).toBeUndefined();
  });

  it('names a cycle as the screens do', () => {
    expect(cicloLabel(19)).toBe('Ciclo 19');
    expect(cicloComAno({ ciclo: 19, ano: 2026 })).toBe('Ciclo 19 (2026)');
  });
});

describe('participation dates', () => {
  it('accepts today and the past, in order', () => {
    expect(dateErrors({ dataInicio: yesterday, dataFim: today }, today)).toEqual({});
    expect(dateErrors({ dataInicio: today, dataFim: today }, today)).toEqual({});
  });

  it('refuses an end before the start', () => {
    expect(dateErrors({ dataInicio: today, dataFim: yesterday }, today)).toEqual({ dataFim: PARTICIPACAO_MSG.dataFimAntes });
  });

  it('refuses each date in the future, with its own message', () => {
    expect(dateErrors({ dataInicio: today, dataFim: tomorrow }, today)).toEqual({ dataFim: PARTICIPACAO_MSG.dataFimFutura });
    expect(dateErrors({ dataInicio: tomorrow, dataFim: tomorrow }, today)).toEqual({
      dataInicio: PARTICIPACAO_MSG.dataInicioFutura,
      dataFim: PARTICIPACAO_MSG.dataFimFutura,
    });
  });

  it('does not judge the order while the start is in the future', () => {
    expect(dateErrors({ dataInicio: tomorrow, dataFim: yesterday }, today)).toEqual({ dataInicio: PARTICIPACAO_MSG.dataInicioFutura });
  });

  it('judges only the dates it is given', () => {
    expect(dateErrors({ dataFim: tomorrow }, today)).toEqual({ dataFim: PARTICIPACAO_MSG.dataFimFutura });
    expect(dateErrors({ dataInicio: tomorrow }, today)).toEqual({ dataInicio: PARTICIPACAO_MSG.dataInicioFutura });
    expect(dateErrors({}, today)).toEqual({});
  });
});
