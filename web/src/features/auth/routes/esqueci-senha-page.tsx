import { esqueciSenhaBody, SENHA_MSG } from '@emc/shared/senha';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { AuthCard } from '../components/auth-card';
import { BotaoEnviar, CampoEmail } from '../components/campos';
import { useAuthForm } from '../components/use-auth-form';

const TITULO = 'Esqueci minha senha';

/**
 * "Esqueci minha senha": the e-mail, and a code goes to it. The answer is the same whether or not
 * the e-mail has an account; then the page leads to "Redefinir senha" with the e-mail filled in.
 */
export function EsqueciSenhaPage() {
  const [params] = useSearchParams();
  const [enviadoPara, setEnviadoPara] = useState<string | null>(null);
  const toast = useToast();
  const aviso = useRef<HTMLParagraphElement>(null);

  const { form, submit, onKeyDown, visibleError } = useAuthForm(
    esqueciSenhaBody,
    { email: params.get('email') ?? '' },
    async ({ email }) => {
      // Always the same message, whether the account exists or not.
      await apiRequest('login.esqueciSenha', { body: { email } });
      setEnviadoPara(email);
    },
    (messages) => toast.error('Erro', messages.join(' ')),
  );
  const { register, formState } = form;
  const { isValid, isSubmitting } = formState;

  // The answer replaces the form: focus goes to it, so a keyboard or screen-reader user finds it.
  useEffect(() => {
    if (enviadoPara) aviso.current?.focus();
  }, [enviadoPara]);

  return (
    <AuthCard title={TITULO}>
      {enviadoPara ? (
        <>
          <p ref={aviso} className="emc-login__note" role="status" tabIndex={-1}>
            {SENHA_MSG.esqueciEnviado}
          </p>
          <Link className="emc-button" to={paths.redefinirSenha.getHref(enviadoPara)}>
            Informar o código
          </Link>
          <p className="emc-login__links">
            <button type="button" className="emc-link" onClick={() => setEnviadoPara(null)}>
              Enviar outro código
            </button>
          </p>
        </>
      ) : (
        <>
          <p className="emc-login__help">Informe o e-mail da sua conta. Enviaremos um código para você definir uma nova senha.</p>
          <form className="emc-login-form" noValidate aria-label={TITULO} onSubmit={submit} onKeyDown={onKeyDown}>
            <CampoEmail id="esqueci-email" autoFocus error={visibleError('email')} disabled={isSubmitting} registration={register('email')} />
            <BotaoEnviar label="Enviar código" busyLabel="Enviando" valido={isValid} enviando={isSubmitting} />
          </form>
        </>
      )}
      <p className="emc-login__links">
        <Link className="emc-link" to={paths.login.getHref()}>
          Voltar para o login
        </Link>
      </p>
    </AuthCard>
  );
}
