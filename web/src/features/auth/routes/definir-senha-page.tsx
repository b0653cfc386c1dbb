import { SENHA_MSG } from '@emc/shared/senha';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { enviarNovaSenha } from '../api/logon';
import { AuthCard } from '../components/auth-card';
import { useAvisoAoSairSimples } from '../components/aviso-ao-sair-simples';
import { BotaoEnviar } from '../components/campos';
import { NovaSenhaCampos } from '../components/nova-senha-campos';
import { useAuthForm } from '../components/use-auth-form';
import { lerDesafio, limparDesafio, senhaTemporaria, type Desafio } from '../lib/desafio';
import { iniciarSessao } from '../lib/iniciar-sessao';
import { definirSenhaForm, type DefinirSenhaInput } from '../lib/senha-form';

const TITULO = 'Definir nova senha';

/**
 * The first access (decisions.md, "Accounts lifecycle"): the login answered Cognito's challenge, so
 * the invited user chooses a password; with it the page logs in and routes as the login does.
 * Without a challenge (a reload in another tab, an expired session) it sends back to the login.
 */
export function DefinirSenhaPage() {
  const [desafio] = useState(lerDesafio);
  const [expirada, setExpirada] = useState(!desafio);

  if (!desafio || expirada) {
    return (
      <AuthCard title={TITULO}>
        <p className="emc-login__note" role="alert">
          {SENHA_MSG.sessaoExpirada}
        </p>
        <Link className="emc-button" to={paths.login.getHref()}>
          Voltar para o login
        </Link>
      </AuthCard>
    );
  }
  return <DefinirSenhaForm desafio={desafio} onExpirada={() => setExpirada(true)} />;
}

function DefinirSenhaForm({ desafio, onExpirada }: { desafio: Desafio; onExpirada: () => void }) {
  const navigate = useNavigate();
  const toast = useToast();
  const inicial: DefinirSenhaInput = { novaSenha: '', confirmacao: '' };
  const [schema] = useState(() => definirSenhaForm(senhaTemporaria()));

  const enviar = async ({ novaSenha }: { novaSenha: string }) => {
    const token = await enviarNovaSenha({ email: desafio.email, session: desafio.session, novaSenha });
    const destino = iniciarSessao(token);
    limparDesafio();
    liberar();
    void navigate(destino, { replace: true });
  };
  const falhou = (messages: string[], error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors.session) {
      limparDesafio();
      onExpirada();
      return;
    }
    toast.error('Erro', messages.join(' '));
  };

  const { form, submit, onKeyDown, visibleError } = useAuthForm(schema, inicial, enviar, falhou);
  const { register, watch, formState } = form;
  const { isValid, isSubmitting } = formState;
  // A password typed: a link away, Back or a reload asks first.
  const { aviso, liberar } = useAvisoAoSairSimples(formState.isDirty);

  return (
    <AuthCard title={TITULO}>
      <p className="emc-login__help">
        É o seu primeiro acesso: escolha uma senha só sua para a conta <strong>{desafio.email}</strong>.
      </p>
      <form className="emc-login-form" noValidate aria-label={TITULO} onSubmit={submit} onKeyDown={onKeyDown}>
        <NovaSenhaCampos
          id="definir"
          senha={watch('novaSenha')}
          registrations={{ novaSenha: register('novaSenha'), confirmacao: register('confirmacao') }}
          errors={{ novaSenha: visibleError('novaSenha'), confirmacao: visibleError('confirmacao') }}
          disabled={isSubmitting}
        />
        <BotaoEnviar label="Definir senha e entrar" busyLabel="Salvando" valido={isValid} enviando={isSubmitting} />
      </form>
      <p className="emc-login__links">
        <Link className="emc-link" to={paths.login.getHref()} onClick={limparDesafio}>
          Voltar para o login
        </Link>
      </p>
      {aviso}
    </AuthCard>
  );
}
