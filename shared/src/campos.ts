import * as z from 'zod/mini';
import { cleanLine } from './text';
import './zod-pt';

/** Field builders the shared schemas have in common, each with its Portuguese messages. */

export const isoDate = (label: string) =>
  z.string({ error: `Informe ${label}.` }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: `Informe ${label} no formato AAAA-MM-DD.`, abort: true }),
    z.refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), `${label[0]!.toUpperCase()}${label.slice(1)} não é uma data válida.`),
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

