import * as z from 'zod/mini';
import { MSG } from './messages';
import './zod-pt';

/**
 * The password policy: Cognito's (infra/lib/auth.ts reads these numbers) and what the web shows
 * before the user submits, in Portuguese (decisions.md, "Accounts lifecycle").
 */
export const SENHA_POLITICA = { minLength: 10, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: true } as const;

/** Cognito's symbol set. */
const SIMBOLO = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

/** Each rule with the sentence shown beside the field; the web ticks those the typed password meets. */
export const SENHA_REGRAS: readonly { texto: string; ok: (s: string) => boolean }[] = [
  { texto: `Ao menos ${SENHA_POLITICA.minLength} caracteres`, ok: (s) => s.length >= SENHA_POLITICA.minLength },
  { texto: 'Uma letra minúscula', ok: (s) => /[a-z]/.test(s) },
  { texto: 'Uma letra maiúscula', ok: (s) => /[A-Z]/.test(s) },
  { texto: 'Um número', ok: (s) => /\d/.test(s) },
  { texto: 'Um símbolo (por exemplo ! @ # $ %)', ok: (s) => SIMBOLO.test(s) },
];

export const SENHA_MSG = {
  fraca: 'A senha não atende às regras.',
  obrigatoria: 'Informe a nova senha.',
  codigoObrigatorio: 'Informe o código recebido por e-mail.',
  codigoInvalido: 'Código inválido ou expirado. Peça um novo código.',
  sessaoExpirada: 'A sessão para definir a senha expirou. Entre novamente com a senha temporária.',
  esqueciEnviado: 'Se houver uma conta com este e-mail, enviamos um código para redefinir a senha. Verifique sua caixa de entrada.',
  redefinida: 'Senha redefinida. Entre com a nova senha.',
  novaSenhaTitulo: 'É necessário definir uma nova senha.',
  igualTemporaria: 'A nova senha deve ser diferente da senha temporária recebida por e-mail.',
} as const;

export const novaSenhaCampo = z.string({ error: SENHA_MSG.obrigatoria }).check(
  z.minLength(1, { error: SENHA_MSG.obrigatoria, abort: true }),
  z.maxLength(256, MSG.passwordTooLong),
  z.refine((s) => SENHA_REGRAS.every((r) => r.ok(s)), SENHA_MSG.fraca),
);

const email = z
  .string({ error: MSG.emailRequired })
  .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: MSG.emailRequired, abort: true }), z.maxLength(254, MSG.emailInvalid), z.email({ error: MSG.emailInvalid }));

/** `login/nova-senha`: the first access, answering Cognito's NEW_PASSWORD_REQUIRED challenge. */
export const novaSenhaBody = z.object({
  email,
  session: z.string({ error: SENHA_MSG.sessaoExpirada }).check(z.minLength(1, SENHA_MSG.sessaoExpirada), z.maxLength(4096, SENHA_MSG.sessaoExpirada)),
  novaSenha: novaSenhaCampo,
});
export type NovaSenhaBody = z.infer<typeof novaSenhaBody>;

/** `login/esqueci-senha`. */
export const esqueciSenhaBody = z.object({ email });

/** `login/redefinir-senha`: the code from the e-mail and the new password. */
export const redefinirSenhaBody = z.object({
  email,
  codigo: z.string({ error: SENHA_MSG.codigoObrigatorio }).check(
    z.overwrite((s) => s.replace(/\s/g, '')),
    z.minLength(1, { error: SENHA_MSG.codigoObrigatorio, abort: true }),
    z.regex(/^\d{6,8}$/, SENHA_MSG.codigoInvalido),
  ),
  novaSenha: novaSenhaCampo,
});
export type RedefinirSenhaBody = z.infer<typeof redefinirSenhaBody>;

/** The 403 `login/logon` answers when Cognito asks for a new password (first access). */
export interface DesafioNovaSenha {
  title: string;
  status: 403;
  desafio: 'NEW_PASSWORD_REQUIRED';
  session: string;
}

/** What esqueci-senha and redefinir-senha answer. */
export interface MensagemResposta {
  mensagem: string;
}
