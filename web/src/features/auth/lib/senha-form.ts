import { novaSenhaCampo, redefinirSenhaBody, SENHA_MSG } from '@emc/shared/senha';
import * as z from 'zod/mini';

export const SENHA_FORM_MSG = {
  confirmacaoObrigatoria: 'Confirme a nova senha.',
  naoConferem: 'As senhas não conferem.',
} as const;

const confirmacao = z.string().check(z.minLength(1, SENHA_FORM_MSG.confirmacaoObrigatoria));

/** The confirmation must repeat the new password; checked even when another field failed, so every message shows. */
const confere = z.superRefine<{ novaSenha: string; confirmacao: string }>(
  (value, ctx) => {
    if (value.confirmacao && value.confirmacao !== value.novaSenha) {
      ctx.issues.push({ code: 'custom', message: SENHA_FORM_MSG.naoConferem, path: ['confirmacao'], input: value.confirmacao });
    }
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/**
 * "Definir nova senha": the shared password rules, the confirmation, and, when the login typed it, not
 * the temporary password again (AWS Cognito itself accepts it as the new one).
 */
export const definirSenhaForm = (temporaria?: string) =>
  z.object({ novaSenha: novaSenhaCampo.check(z.refine((s) => !temporaria || s !== temporaria, SENHA_MSG.igualTemporaria)), confirmacao }).check(confere);
export type DefinirSenhaInput = z.input<ReturnType<typeof definirSenhaForm>>;

/** "Redefinir senha": the shared body (e-mail, code, password), and the confirmation. */
export const redefinirSenhaForm = z.extend(redefinirSenhaBody, { confirmacao }).check(confere);
export type RedefinirSenhaInput = z.input<typeof redefinirSenhaForm>;
export type RedefinirSenhaValues = z.output<typeof redefinirSenhaForm>;
