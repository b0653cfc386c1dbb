import type { ANEXO } from './status';

/**
 * The one text sanitizer of the app (decisions.md, "Security"): what the server stores and what the
 * forms send. Built into the shared schemas (participacao.ts) so both sides run the same code.
 *
 * - C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F) are dropped, except line breaks and tabs:
 *   - a multi-line field (descricao) keeps line breaks as `\n` (`\r\n` and a lone `\r` become `\n`);
 *   - a single-line field (titulo, instituicao, file names, searches) turns each line break into a space,
 *     so a title pasted from a PDF in two lines keeps its words apart;
 *   - a tab becomes a space in both.
 * - The bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are dropped: they can make
 *   "Curso \u202Efdp.exe" render as "Curso exe.pdf".
 * - The bidi marks LRM, RLM and ALM (U+200E, U+200F, U+061C) are dropped too: invisible, never needed in
 *   Portuguese text, and able to reorder neutral characters (digits, punctuation) around them.
 * - Nothing else changes: accents, `ç`, `º`, emoji (and the zero-width joiner inside them), other
 *   whitespace and the Unicode normalization form are kept as typed.
 */

// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- the same, keeping `\n`
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;
const LINE_BREAK = /\r\n?|\n/g;

/** Drops every control and bidi character, line breaks and tabs included (file names). */
export function stripControlAndBidi(value: string): string {
  return value.replace(CONTROL, '').replace(BIDI, '');
}

/** A single-line free-text field: line breaks and tabs become spaces; other control and bidi characters go. */
export function cleanLine(value: string): string {
  return stripControlAndBidi(value.replace(LINE_BREAK, ' ').replace(/\t/g, ' '));
}

/** A multi-line free-text field: line breaks become `\n`, tabs spaces; other control and bidi characters go. */
export function cleanMultiline(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(/\t/g, ' ').replace(CONTROL_BUT_NEWLINE, '').replace(BIDI, '');
}

/** The attachment types (by their bytes). */
export type FileType = (typeof ANEXO.tipos)[number];

const EXT: Record<FileType, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png' };

/**
 * A file name safe to show and to put in Content-Disposition: no path, no control or bidi characters,
 * none of `"<>|:*?`, at most 110 characters before the extension, and the extension of its real type.
 */
export function safeFileName(name: string, type: FileType): string {
  const base = stripControlAndBidi(name.split(/[\\/]/).pop()!.normalize('NFC'))
    .replace(/["<>|:*?]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 110).trim() || 'comprovante';
  return `${stem}${EXT[type]}`;
}
