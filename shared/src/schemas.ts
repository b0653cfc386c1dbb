import * as z from 'zod/mini';
import { MSG } from './messages';
import './zod-pt';

// zod/mini keeps each function bundle and the login page small (the classic API is not tree-shakable).

/** A path id: what the server generates, never free text. */
export const idParam = z.string().check(z.trim(), z.minLength(1, MSG.fieldRequired), z.maxLength(64, 'Identificador inválido.'), z.regex(/^[A-Za-z0-9_-]+$/, 'Identificador inválido.'));

/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

export const logonBody = z.object({
  email: z
    .string({ error: MSG.emailRequired })
    .check(z.trim(), z.minLength(1, { error: MSG.emailRequired, abort: true }), z.maxLength(EMAIL_MAX, MSG.emailInvalid), z.email({ error: MSG.emailInvalid })),
  password: z.string({ error: MSG.passwordRequired }).check(z.minLength(1, { error: MSG.passwordRequired, abort: true }), z.maxLength(256, MSG.passwordTooLong)),
});
export type LogonBody = z.infer<typeof logonBody>;

export const medicoSecretariaItem = z.object({ id: z.string(), crm: z.string(), nome: z.string() });
export type MedicoSecretaria = z.infer<typeof medicoSecretariaItem>;

/** Body of every error answer (decisions.md, "Errors (server side)"). */
export interface ErrorBody {
  title: string;
  status: number;
  errors?: Record<string, string[]>;
}
