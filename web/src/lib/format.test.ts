import { describe, expect, it } from 'vitest';
import { formatBytes, formatCurrency, formatDate, formatDateTime, formatHoras, formatNumber, formatPercent, todayIso } from './format';

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

  it('date and time in São Paulo, file sizes, hours and today', () => {
    expect(formatDateTime('2026-02-05T13:30:00Z')).toBe('05/02/2026 10:30');
    expect(formatDateTime('2026-01-01T02:05:00Z')).toBe('31/12/2025 23:05');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2,0 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatHoras(1.5)).toBe('1,5 h');
    expect(todayIso(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
  });
});
