import { describe, expect, it } from 'vitest';
import { currentCiclo, cicloOfDate, historyCiclos, isCicloOpen, todayInSaoPaulo, yearOfCiclo } from './ciclo';

describe('cycles', () => {
  it('maps cycle 19 to 2026 and back', () => {
    expect(yearOfCiclo(19)).toBe(2026);
    expect(cicloOfDate('2026-03-10')).toBe(19);
  });

  it('uses the São Paulo date: 02:00 UTC on 1 January is still 31 December there', () => {
    const now = new Date('2027-01-01T02:00:00Z');
    expect(todayInSaoPaulo(now)).toBe('2026-12-31');
    expect(currentCiclo(now)).toBe(19);
  });

  it('keeps a cycle open until 31 January of the next year', () => {
    expect(isCicloOpen(19, new Date('2027-01-31T23:00:00-03:00'))).toBe(true);
    expect(isCicloOpen(19, new Date('2027-02-01T00:30:00-03:00'))).toBe(false);
    expect(isCicloOpen(20, new Date('2026-11-22T12:00:00-03:00'))).toBe(false);
    expect(isCicloOpen(0)).toBe(false);
  });

  it('lists the 8 cycles of the history, oldest first', () => {
    expect(historyCiclos(new Date('2026-06-01T12:00:00-03:00'))).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
  });
});
