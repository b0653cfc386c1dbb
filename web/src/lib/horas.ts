import { formatNumber } from './format';

/** Why a typed number of hours cannot be read; shown under the field. */
export const HORAS_AMBIGUAS = 'Use um número de horas com no máximo uma vírgula decimal (ex.: 1,5).';

export type HorasLidas = { ok: true; horas: number } | { ok: false; vazio: boolean };

/**
 * Hours as a Brazilian types them: "1,5" and "1.5" are both one and a half hours, "12" is twelve.
 * Anything with more than one separator, thousands grouping ("1.000") or more than two decimals is
 * ambiguous and refused rather than guessed. A sign or a size out of range ("-2", "99999") is read, so
 * the shared schema's message says what is wrong with it.
 */
export function lerHoras(texto: string): HorasLidas {
  const t = texto.trim();
  if (t === '') return { ok: false, vazio: true };
  const m = /^([-\u2212]?)(\d+)(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return { ok: false, vazio: false };
  return { ok: true, horas: Number(`${m[1] ? '-' : ''}${m[2]}.${m[3] ?? '0'}`) };
}

/** 1.5 → "1,5"; 16 → "16"; NaN or missing → "". No thousands grouping, so the text reads back the same. */
export function horasParaTexto(horas: number | null | undefined): string {
  if (horas === null || horas === undefined || !Number.isFinite(horas)) return '';
  return formatNumber(horas).replace(/\./g, '');
}
