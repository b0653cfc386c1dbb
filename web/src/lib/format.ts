import { todayInSaoPaulo } from '@emc/shared/ciclo';

/** pt-BR formatting (spec section 9): dd/MM/yyyy dates, comma decimals, dot grouping, BRL "R$". */
export const LOCALE = 'pt-BR';
export const TIME_ZONE = 'America/Sao_Paulo';
const EMPTY = '-';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE });
const currencyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * dd/MM/yyyy. A date-only ISO string ("2026-03-05") is shown as written, with no time-zone shift;
 * other values are shown in São Paulo time. Empty or invalid input gives '-'.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'string') {
    const text = value.trim();
    const dateOnly = DATE_ONLY.exec(text);
    if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
    if (BR_DATE.test(text)) return text;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? EMPTY : dateFormat.format(date);
}

/** 1234.5 → "1.234,5"; with fractionDigits the decimals are fixed: (1234.5, 2) → "1.234,50". */
export function formatNumber(value: number | null | undefined, fractionDigits?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  const options: Intl.NumberFormatOptions =
    fractionDigits === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return new Intl.NumberFormat(LOCALE, options).format(value);
}

/** 1234.5 → "R$ 1.234,50" (Intl puts a no-break space after the symbol). */
export function formatCurrency(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  return currencyFormat.format(value);
}

/** 45.25 → "45,3%" (value already in percent). */
export function formatPercent(value: number | null | undefined, fractionDigits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY;
  return `${formatNumber(value, fractionDigits)}%`;
}

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: TIME_ZONE,
});

/** dd/MM/yyyy HH:mm in São Paulo time; '-' for empty or invalid input. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return EMPTY;
  const parts = Object.fromEntries(dateTimeFormat.formatToParts(date).map((p) => [p.type, p.value]));
  const hour = parts.hour === '24' ? '00' : parts.hour;
  return `${parts.day}/${parts.month}/${parts.year} ${hour}:${parts.minute}`;
}

/** File sizes in pt-BR: 512 B, 12,3 KB, 1,5 MB. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return EMPTY;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** Today's date in São Paulo as YYYY-MM-DD (the program's calendar), by the browser's clock. */
export const todayIso = (now: Date = new Date()): string => todayInSaoPaulo(now);

/** Hours with the decimal comma: 1.5 → "1,5 h". */
export function formatHoras(value: number | null | undefined): string {
  const text = formatNumber(value);
  return text === EMPTY ? EMPTY : `${text} h`;
}
