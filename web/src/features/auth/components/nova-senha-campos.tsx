import type { UseFormRegisterReturn } from 'react-hook-form';
import { CampoSenha } from './campos';
import { SenhaRegras } from './senha-regras';

export interface NovaSenhaCamposProps {
  /** Prefix of the inputs' ids. */
  id: string;
  /** What is typed in "Nova senha", for the rules' ticks. */
  senha: string;
  registrations: { novaSenha: UseFormRegisterReturn; confirmacao: UseFormRegisterReturn };
  errors: { novaSenha?: string; confirmacao?: string };
  disabled: boolean;
}

/** "Nova senha" with the rules under it, and "Confirme a nova senha": both password forms have them. */
export function NovaSenhaCampos({ id, senha, registrations, errors, disabled }: NovaSenhaCamposProps) {
  return (
    <>
      <CampoSenha
        id={`${id}-nova`}
        label="Nova senha"
        autoComplete="new-password"
        describedBy={`${id}-regras`}
        error={errors.novaSenha}
        disabled={disabled}
        registration={registrations.novaSenha}
      />
      <SenhaRegras id={`${id}-regras`} senha={senha} />
      <CampoSenha
        id={`${id}-confirmacao`}
        label="Confirme a nova senha"
        autoComplete="new-password"
        error={errors.confirmacao}
        disabled={disabled}
        registration={registrations.confirmacao}
      />
    </>
  );
}
