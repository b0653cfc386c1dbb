import { logonBody, type LogonBody } from '@emc/shared/schemas';
import { BotaoEnviar, CampoEmail, CampoSenha } from './campos';
import { useAuthForm } from './use-auth-form';

export interface LoginFormProps {
  onSubmit: (values: LogonBody) => Promise<void>;
}

/**
 * Email and password (spec section 5): messages show once a field is touched; submitting an invalid
 * form marks every field touched and sends nothing; 'Entrar' is disabled while the form is invalid
 * and shows a spinner while the call runs. Plain HTML styled by login.css (no MUI on this route).
 */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const { form, submit, onKeyDown, visibleError } = useAuthForm(logonBody, { email: '', password: '' }, onSubmit);
  const { register, formState } = form;
  const { isValid, isSubmitting } = formState;

  return (
    <form className="emc-login-form" noValidate aria-label="Entrar no sistema" onSubmit={submit} onKeyDown={onKeyDown}>
      <CampoEmail id="login-email" autoFocus error={visibleError('email')} disabled={isSubmitting} registration={register('email')} />
      <CampoSenha id="login-password" label="Senha" autoComplete="current-password" error={visibleError('password')} disabled={isSubmitting} registration={register('password')} />
      <BotaoEnviar label="Entrar" busyLabel="Entrando" valido={isValid} enviando={isSubmitting} />
    </form>
  );
}
