import { todayInSaoPaulo } from '@emc/functions/lib/ciclo';
import { stackEnv } from './target';

/**
 * The calendar of the stack under test: the functions' business clock (functions/src/lib/clock.ts),
 * real time shifted by the stack's CLOCK_OFFSET_MS, read in São Paulo with the functions' own
 * todayInSaoPaulo. Every date a test sends is computed from it, so the tests pass on any day of
 * any year; pure date arithmetic on YYYY-MM-DD strings, at noon UTC, so no zone shifts a day.
 */
export function agora(): Date {
  const offset = Number(stackEnv().CLOCK_OFFSET_MS ?? '0');
  return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
}

/** Today (YYYY-MM-DD) in São Paulo, as the server sees it. */
export const hoje = (): string => todayInSaoPaulo(agora());

export const addDias = (iso: string, dias: number): string => new Date(Date.parse(`${iso}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

export const anoAtual = (): number => Number(hoje().slice(0, 4));

/** 1 January of this year: the first day of the current cycle. */
export const inicioDoAno = (): string => `${anoAtual()}-01-01`;

/** `dias` days before today, but never before 1 January: a past date of the current cycle, whatever today is. */
export function diasAtras(dias: number): string {
  const d = addDias(hoje(), -dias);
  return d < inicioDoAno() ? inicioDoAno() : d;
}

/** The year of the first cycle (FIRST_CYCLE_YEAR). */
export const primeiroAno = (): number => Number(stackEnv().FIRST_CYCLE_YEAR ?? '2008');
export const cicloDoAno = (ano: number): number => ano - primeiroAno() + 1;
export const cicloDaData = (iso: string): number => cicloDoAno(Number(iso.slice(0, 4)));
export const cicloAtual = (): number => cicloDoAno(anoAtual());

/**
 * `n` (at most 31) consecutive past dates, oldest first, all in one cycle that accepts participations:
 * from 1 January when this year has had `n` days, else the previous December (that cycle stays open
 * until 31 January).
 */
export function diasSeguidos(n: number): string[] {
  if (n < 1 || n > 31) throw new Error(`diasSeguidos: 1 a 31 dias, não ${n}`);
  const inicio = addDias(inicioDoAno(), n - 1) <= hoje() ? inicioDoAno() : `${anoAtual() - 1}-12-01`;
  return Array.from({ length: n }, (_, i) => addDias(inicio, i));
}

/** A date in a closed cycle (two years ago), and the message that refuses it. */
export function cicloEncerrado(): { data: string; ciclo: number; ano: number; mensagem: string } {
  const ano = anoAtual() - 2;
  const ciclo = cicloDoAno(ano);
  return { data: `${ano}-05-01`, ciclo, ano, mensagem: `O ${ciclo}º ciclo (${ano}) está encerrado e não aceita novas participações.` };
}
