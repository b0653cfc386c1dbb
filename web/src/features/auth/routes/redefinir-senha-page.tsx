import { SENHA_MSG } from '@emc/shared/senha';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { AuthCard } from '../components/auth-card';
import { useAvisoAoSairSimples } from '../components/aviso-ao-sair-simples';
import { BotaoEnviar, CampoEmail, CampoTexto } from '../components/campos';
import { NovaSenhaCampos } from '../components/nova-senha-campos';
import { useAuthForm } from '../components/use-auth-form';
import { redefinirSenhaForm, type RedefinirSenhaInput } from '../lib/senha-form';

const TITULO = 'Redefinir senha';

/**
 * "Redefinir senha": the e-mail (filled in from the link), the code from the e-mail and the new
 * password. On success, a toast and the login.
 */
export function RedefinirSenhaPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const email = params.get('email') ?? '';
  const inicial: RedefinirSenhaInput = { email, codigo: '', novaSenha: '', confirmacao: '' };

  const { form, submit, onKeyDown, visibleError } = useAuthForm(
    redefinirSenhaForm,
    inicial,
    async ({ email: conta, codigo, novaSenha }) => {
      await apiRequest('login.redefinirSenha', { body: { email: conta, codigo, novaSenha } });
      toast.success('Sucesso', SENHA_MSG.redefinida);
      liberar();
      void navigate(paths.login.getHref(), { replace: true });
    },
    (messages) => toast.error('Erro', messages.join(' ')),
  );
  const { register, watch, formState } = form;
  const { isValid, isSubmitting } = formState;
  // A code or password typed: a link away, Back or a reload asks first.
  const { aviso, liberar } = useAvisoAoSairSimples(formState.isDirty);

  return (
    <AuthCard title={TITULO}>
      <p className="emc-login__help">Informe o código que enviamos para o seu e-mail e escolha a nova senha.</p>
      <form className="emc-login-form" noValidate aria-label={TITULO} onSubmit={submit} onKeyDown={onKeyDown}>
        <CampoEmail id="redefinir-email" autoFocus={!email} error={visibleError('email')} disabled={isSubmitting} registration={register('email')} />
        <CampoTexto
          id="redefinir-codigo"
          label="Código recebido por e-mail"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={!!email}
          error={visibleError('codigo')}
          disabled={isSubmitting}
          registration={register('codigo')}
        />
        <NovaSenhaCampos
          id="redefinir"
          senha={watch('novaSenha')}
          registrations={{ novaSenha: register('novaSenha'), confirmacao: register('confirmacao') }}
          errors={{ novaSenha: visibleError('novaSenha'), confirmacao: visibleError('confirmacao') }}
          disabled={isSubmitting}
        />
        <BotaoEnviar label="Redefinir senha" busyLabel="Salvando" valido={isValid} enviando={isSubmitting} />
      </form>
      <p className="emc-login__links">
        <Link className="emc-link" to={paths.esqueciSenha.getHref(watch('email') || undefined)}>
          Pedir um novo código
        </Link>
        <Link className="emc-link" to={paths.login.getHref()}>
          Voltar para o login
        </Link>
      </p>
      {aviso}
    </AuthCard>
  );
}
