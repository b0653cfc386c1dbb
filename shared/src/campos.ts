import * as z from 'zod/mini';
import { PARTICIPACAO_MSG } from './messages';
import { cleanLine } from './text';
import './zod-pt';

/** Field builders the shared schemas have in common, each with its Portuguese messages. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `value` when it is a YYYY-MM-DD string, else undefined: a form's date still being typed is not judged. */
export const asIsoDate = (value: unknown): string | undefined => (typeof value === 'string' && ISO_DATE.test(value) ? value : undefined);

/** Whether a YYYY-MM-DD string names a day of the calendar (not 2026-02-30 nor 2026-13-45). */
export const dataExiste = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export const isoDate = (label: string) =>
  z.string({ error: `Informe ${label}.` }).check(
    z.regex(ISO_DATE, { error: `Informe ${label} no formato AAAA-MM-DD.`, abort: true }),
    z.refine(dataExiste, `${label[0]!.toUpperCase()}${label.slice(1)} não é uma data válida.`),
  );

/** A participation's and an activity's period, YYYY-MM-DD each (their order: ciclo.ts dateOrderError). */
export const dataInicio = isoDate('a data de início');
export const dataFim = isoDate('a data de término');

/** A participation's and an activity's hours: more than zero, at most 500, in half hours. */
export const cargaHoraria = z.number({ error: 'Informe a carga horária em horas.' }).check(
  z.gt(0, 'A carga horária deve ser maior que zero.'),
  z.lte(500, 'A carga horária deve ser de no máximo 500 horas.'),
  z.multipleOf(0.5, 'A carga horária deve ser em passos de meia hora (ex.: 1,5).'),
);

const DIA_MS = 86_400_000;

/** The hours a period holds: 24 × its days, the start and the end included (0 when the end is before the start). */
export function horasDoPeriodo(dataInicio: string, dataFim: string): number {
  const dias = Math.round((Date.parse(`${dataFim}T00:00:00Z`) - Date.parse(`${dataInicio}T00:00:00Z`)) / DIA_MS) + 1;
  return Math.max(0, dias) * 24;
}

/**
 * decisions.md "Hours fit the period": the hours at most 24 × the days from the start to the end. A
 * date not yet valid, an end before the start (ciclo.ts says so) or hours not yet a number are not judged.
 */
export function cargaHorariaError(v: { dataInicio?: unknown; dataFim?: unknown; cargaHoraria?: unknown }): string | undefined {
  const [inicio, fim] = [asIsoDate(v.dataInicio), asIsoDate(v.dataFim)];
  if (!inicio || !fim || fim < inicio || typeof v.cargaHoraria !== 'number' || !Number.isFinite(v.cargaHoraria)) return undefined;
  if (Number.isNaN(Date.parse(`${inicio}T00:00:00Z`)) || Number.isNaN(Date.parse(`${fim}T00:00:00Z`))) return undefined;
  return v.cargaHoraria > horasDoPeriodo(inicio, fim) ? PARTICIPACAO_MSG.cargaHorariaForaDoPeriodo : undefined;
}

/**
 * The rule as a check of a participation's or an activity's body, on `cargaHoraria`: run even when
 * other fields failed, so a form shows every message at once and the server answers them together.
 */
export const horasNoPeriodo = z.superRefine<{ dataInicio: string; dataFim: string; cargaHoraria: number }>(
  (value, ctx) => {
    // Hours the field itself refused (600, 0,3) keep that one message.
    const message = ctx.issues.some((i) => i.path?.[0] === 'cargaHoraria') ? undefined : cargaHorariaError(value);
    if (message) ctx.issues.push({ code: 'custom', message, path: ['cargaHoraria'], input: value.cargaHoraria });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/**
 * Free text, cleaned (text.ts) before it is trimmed and measured; z.overwrite keeps the type a string
 * and the messages of the checks after it.
 */
export const text = (min: number, max: number, label: string) =>
  z.string({ error: `Informe ${label}.` }).check(
    z.overwrite(cleanLine),
    z.trim(),
    z.minLength(min, min <= 1 ? `Informe ${label}.` : `${label[0]!.toUpperCase()}${label.slice(1)} deve ter ao menos ${min} caracteres.`),
    z.maxLength(max, `${label[0]!.toUpperCase()}${label.slice(1)} deve ter no máximo ${max} caracteres.`),
  );

/** The longest institution a participation or an activity names. */
export const INSTITUICAO_MAX = 200;
/** Who promotes a participation's or an activity's event. */
export const instituicao = text(1, INSTITUICAO_MAX, 'a instituição promotora');

