import * as z from 'zod/mini';
import { cleanLine } from './text';
import './zod-pt';

/** Field builders the shared schemas have in common, each with its Portuguese messages. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `value` when it is a YYYY-MM-DD string, else undefined: a form's date still being typed is not judged. */
export const asIsoDate = (value: unknown): string | undefined => (typeof value === 'string' && ISO_DATE.test(value) ? value : undefined);

export const isoDate = (label: string) =>
  z.string({ error: `Informe ${label}.` }).check(
    z.regex(ISO_DATE, { error: `Informe ${label} no formato AAAA-MM-DD.`, abort: true }),
    z.refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), `${label[0]!.toUpperCase()}${label.slice(1)} não é uma data válida.`),
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

/** Who promotes a participation's or an activity's event. */
export const instituicao = text(1, 200, 'a instituição promotora');

