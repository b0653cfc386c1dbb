import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatNumber, formatPercent } from './format';

describe('pt-BR formatting', () => {
  it('dates as dd/MM/yyyy, date-only strings without a time-zone shift', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('05/03/2026');
    // 01:30 UTC on 1 Jan is still 31 Dec in São Paulo.
    expect(formatDate('2026-01-01T01:30:00Z')).toBe('31/12/2025');
    expect(formatDate('05/03/2026')).toBe('05/03/2026');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('não é data')).toBe('-');
  });

  it('numbers with comma decimals and dot grouping', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatPercent(45.25)).toBe('45,3%');
  });

  it('BRL with the R$ symbol', () => {
    expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });
});
