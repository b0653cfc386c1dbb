import type { DesafioNovaSenha } from '@emc/shared/senha';

/**
 * The first access's challenge, from the login to "Definir nova senha": the e-mail and Cognito's
 * session, in this tab's sessionStorage (never in the URL), until the password is set.
 */
export interface Desafio {
  email: string;
  session: string;
}

const KEY = 'emc-desafio-senha';

/**
 * The temporary password typed at the login, so the new one can be told apart from it: in this page's
 * memory only, never in storage (after a reload the check is left to the user).
 */
let temporaria: string | undefined;

/** The temporary password the login of this page load typed, if any. */
export const senhaTemporaria = (): string | undefined => temporaria;

/** A logon 403 body that asks for a new password. */
export function isDesafio(body: unknown): body is DesafioNovaSenha {
  const b = body as Partial<DesafioNovaSenha> | null;
  return typeof b === 'object' && b !== null && b.desafio === 'NEW_PASSWORD_REQUIRED' && typeof b.session === 'string' && b.session !== '';
}

export function guardarDesafio(desafio: Desafio, senhaTemporariaDigitada?: string): void {
  temporaria = senhaTemporariaDigitada;
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(desafio));
  } catch {
    /* storage unavailable: the page then asks to log in again */
  }
}

export function lerDesafio(): Desafio | null {
  try {
    const d = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<Desafio> | null;
    return typeof d?.email === 'string' && typeof d.session === 'string' && d.email && d.session ? { email: d.email, session: d.session } : null;
  } catch {
    return null;
  }
}

export function limparDesafio(): void {
  temporaria = undefined;
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
