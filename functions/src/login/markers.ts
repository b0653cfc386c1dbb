/**
 * The words the pre-token trigger refuses a token with, which logon and nova-senha turn into their
 * 403s: in a module of their own, so the trigger's bundle carries nothing else of the login.
 */

/** The pre-token trigger refuses inactive accounts with this marker (see pre-token/handler.ts). */
export const INACTIVE_MARKER = 'USUARIO_INATIVO';
/** ... and accounts whose e-mail is not verified with this one. */
export const EMAIL_NOT_VERIFIED_MARKER = 'EMAIL_NAO_VERIFICADO';
