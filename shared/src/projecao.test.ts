import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projecaoMeta } from './projecao';

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const diasNoAno = (y: number) => (isLeap(y) ? 366 : 365);
/** Day of the year (1 January is 1) of a YYYY-MM-DD date. */
const diaDoAno = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${iso.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000) + 1;
/** Day of the year of the first and of the last day of month `m` (1 to 12) of `ano`. */
const limitesDoMes = (ano: number, m: number) => ({
  primeiro: diaDoAno(`${ano}-${String(m).padStart(2, '0')}-01`),
  ultimo: diaDoAno(new Date(Date.UTC(ano, m, 0)).toISOString().slice(0, 10)),
});

/** Any date of 2008 to 2400 (leap years of every kind: 2024, 2100 not, 2400), as São Paulo's YYYY-MM-DD. */
const hojeArb = fc
  .tuple(fc.integer({ min: 2008, max: 2400 }), fc.integer({ min: 1, max: 366 }))
  .map(([ano, dia]) => new Date(Date.UTC(ano, 0, Math.min(dia, diasNoAno(ano)))).toISOString().slice(0, 10));
/** Credits as the app keeps them: two decimals at most. */
const creditos = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
const metaArb = fc.integer({ min: 1, max: 200_000 }).map((n) => n / 100);

describe('projecaoMeta: properties', () => {
  it('says atingida exactly when the total reaches the goal', () => {
    fc.assert(
      fc.property(creditos(3000), metaArb, hojeArb, (total, meta, hoje) => {
        expect(projecaoMeta(total, meta, hoje).situacao === 'atingida').toBe(total >= meta);
      }),
    );
  });

  it("gives a 'no-ritmo' month of this year, not before today's, the first whose end the pace reaches", () => {
    fc.assert(
      fc.property(creditos(3000), metaArb, hojeArb, (total, meta, hoje) => {
        const p = projecaoMeta(total, meta, hoje);
        if (p.situacao !== 'no-ritmo') return;
        const ano = Number(hoje.slice(0, 4));
        expect(p.mes).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
        expect(p.mes.slice(0, 4)).toBe(String(ano));
        expect(p.mes >= hoje.slice(0, 7)).toBe(true);
        // At the pace so far (total / dia a day), the goal is reached by the month's last day and not before its first.
        const dia = diaDoAno(hoje);
        const { primeiro, ultimo } = limitesDoMes(ano, Number(p.mes.slice(5, 7)));
        expect(total * ultimo).toBeGreaterThanOrEqual(meta * dia - 1e-9);
        expect(total * (primeiro - 1)).toBeLessThan(meta * dia);
      }),
    );
  });

  it("says 'abaixo-do-ritmo' only when the pace misses 31 December, with what is missing and enough a month to close it", () => {
    fc.assert(
      fc.property(creditos(3000), metaArb, hojeArb, (total, meta, hoje) => {
        const p = projecaoMeta(total, meta, hoje);
        if (p.situacao !== 'abaixo-do-ritmo') return;
        const ano = Number(hoje.slice(0, 4));
        expect(total * diasNoAno(ano)).toBeLessThan(meta * diaDoAno(hoje));
        expect(p.faltam).toBeCloseTo(meta - total, 9);
        expect(p.faltam).toBeGreaterThan(0);
        const mesesRestantes = 12 - Number(hoje.slice(5, 7)) + 1;
        // One decimal, rounded up: following it to 31 December closes the gap, and it is never 0 while something is missing.
        expect(Math.round(p.creditosPorMes * 10)).toBeCloseTo(p.creditosPorMes * 10, 9);
        expect(p.creditosPorMes * mesesRestantes).toBeGreaterThanOrEqual(p.faltam - 1e-9);
        expect(p.creditosPorMes).toBeGreaterThan(0);
        // ... and no more than a tenth above the exact share.
        expect(p.creditosPorMes - p.faltam / mesesRestantes).toBeLessThan(0.1 + 1e-9);
      }),
    );
  });

  it('on 31 December (day 365, or 366 in a leap year) any shortfall is due within the one month left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2008, max: 2400 }), creditos(3000), metaArb, (ano, total, meta) => {
        fc.pre(total < meta);
        const p = projecaoMeta(total, meta, `${ano}-12-31`);
        expect(p.situacao).toBe('abaixo-do-ritmo');
        if (p.situacao === 'abaixo-do-ritmo') expect(p.creditosPorMes).toBeGreaterThanOrEqual(p.faltam);
      }),
    );
  });
});

describe('projecaoMeta: worked examples', () => {
  it('reached, or more than reached', () => {
    expect(projecaoMeta(50, 50, '2026-03-10')).toEqual({ situacao: 'atingida' });
    expect(projecaoMeta(72.5, 50, '2026-11-23')).toEqual({ situacao: 'atingida' });
  });

  it('nothing approved yet: the whole goal over the months left, this one included', () => {
    expect(projecaoMeta(0, 50, '2026-01-01')).toEqual({ situacao: 'abaixo-do-ritmo', faltam: 50, creditosPorMes: 4.2 });
    expect(projecaoMeta(0, 50, '2026-11-23')).toEqual({ situacao: 'abaixo-do-ritmo', faltam: 50, creditosPorMes: 25 });
    expect(projecaoMeta(0, 50, '2026-12-31')).toEqual({ situacao: 'abaixo-do-ritmo', faltam: 50, creditosPorMes: 50 });
  });

  it('on pace: 10 credits by 29 February 2024 (day 60) reach 50 on day 300, 26 October', () => {
    expect(projecaoMeta(10, 50, '2024-02-29')).toEqual({ situacao: 'no-ritmo', mes: '2024-10' });
    // Half the goal by 1 July 2025 (day 182): day 364, 30 December.
    expect(projecaoMeta(25, 50, '2025-07-01')).toEqual({ situacao: 'no-ritmo', mes: '2025-12' });
  });

  it('a leap year has one day more: 24.9 credits by day 182 reach 50 on day 366', () => {
    // 30 June 2024 is day 182 of a leap year: 50 × 182 / 24.9 = 365.5, so day 366, 31 December.
    expect(projecaoMeta(24.9, 50, '2024-06-30')).toEqual({ situacao: 'no-ritmo', mes: '2024-12' });
    // 1 July 2025 is day 182 too, but 2025 has no day 366: below the pace, 25.1 missing over 6 months.
    expect(projecaoMeta(24.9, 50, '2025-07-01')).toEqual({ situacao: 'abaixo-do-ritmo', faltam: 25.1, creditosPorMes: 4.2 });
  });

  it('a few hundredths short in December still asks for something a month', () => {
    expect(projecaoMeta(49.96, 50, '2026-12-31')).toEqual({ situacao: 'abaixo-do-ritmo', faltam: 0.04, creditosPorMes: 0.1 });
    expect(projecaoMeta(40, 50, '2026-12-15')).toEqual({ situacao: 'abaixo-do-ritmo', faltam: 10, creditosPorMes: 10 });
  });
});
