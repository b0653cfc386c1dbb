import { MSG } from '@emc/shared/messages';
import type { LogonBody } from '@emc/shared/schemas';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast';
import { HELPDESK_NOTE, LOGIN_EXAMPLE } from '@/config/app';
import { paths } from '@/config/paths';
import { ApiError, ERROR_TEXT } from '@/lib/api-client';
import { decodeToken, isExpired } from '@/lib/auth/jwt';
import { resumeSessionPath } from '@/lib/auth/session-routing';
import { getStoredClaims, getToken, removeToken } from '@/lib/auth/token-storage';
import { resolveView } from '@/lib/auth/view-state';
import { logon } from '../api/logon';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { guardarDesafio, isDesafio } from '../lib/desafio';
import { iniciarSessao } from '../lib/iniciar-sessao';

/** Pure check, safe during render: a stored token that is valid and leads somewhere. */
function canResumeSession(): boolean {
  const claims = getStoredClaims();
  return !!claims && !isExpired(claims) && resolveView(claims) !== 'none';
}

/**
 * Login (spec sections 2 and 4): no menu and no layout. A valid stored token redirects right away;
 * an expired one is removed.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [resuming] = useState(canResumeSession);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const token = getToken();
    if (!token) return;
    const claims = decodeToken(token);
    if (!claims || isExpired(claims)) {
      removeToken();
      return;
    }
    const path = resumeSessionPath(claims);
    if (path) void navigate(path, { replace: true });
  }, [navigate]);

  const submit = async (values: LogonBody) => {
    setFailed(false);
    try {
      void navigate(iniciarSessao(await logon(values)), { replace: true });
    } catch (error) {
      // An invited user's first access: "Definir nova senha", with the challenge kept out of the URL.
      if (error instanceof ApiError && error.status === 403 && isDesafio(error.body)) {
        guardarDesafio({ email: values.email.trim().toLowerCase(), session: error.body.session }, values.password);
        void navigate(paths.definirSenha.getHref());
        return;
      }
      // An answer with no message of its own (a 403 with an empty body) is the spec's login failure.
      const ownMessage = error instanceof ApiError && error.status !== 0 && error.messages.some((m) => m !== ERROR_TEXT.unknown);
      const message = ownMessage ? error.messages.join(' ') : error instanceof ApiError && error.status === 0 ? ERROR_TEXT.unknown : MSG.loginFailed;
      toast.error('Erro', message);
      setFailed(true);
    }
  };

  if (resuming) return null;

  return (
    <AuthCard>
      <p className="emc-login__help">
        Informe o seu email institucional completo. Caso não possua um, utilize o seu login de acesso, por exemplo:{' '}
        <strong>{LOGIN_EXAMPLE}</strong>.
      </p>
      <LoginForm onSubmit={submit} />
      <p className="emc-login__links">
        <Link className="emc-link" to={paths.esqueciSenha.getHref()}>
          Esqueci minha senha
        </Link>
      </p>
      {failed && (
        <p className="emc-login__note" role="note" data-testid="helpdesk-note">
          {HELPDESK_NOTE}
        </p>
      )}
    </AuthCard>
  );
}
