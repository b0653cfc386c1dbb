import { MSG } from '@emc/shared/messages';
import type { LogonBody } from '@emc/shared/schemas';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast';
import { HELPDESK_NOTE, HOSPITAL_NAME, LOGIN_EXAMPLE, PROGRAM_NAME } from '@/config/app';
import { ApiError, ERROR_TEXT } from '@/lib/api-client';
import { decodeToken, isExpired } from '@/lib/auth/jwt';
import { resumeSessionPath, startSessionView } from '@/lib/auth/session-routing';
import { getStoredClaims, getToken, removeToken, setToken } from '@/lib/auth/token-storage';
import { resolveView } from '@/lib/auth/view-state';
import { logon } from '../api/logon';
import { LoginForm } from '../components/login-form';
import '../components/login.css';

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
    if (path) navigate(path, { replace: true });
  }, [navigate]);

  const submit = async (values: LogonBody) => {
    setFailed(false);
    try {
      const token = await logon(values);
      const claims = token ? decodeToken(token) : null;
      if (!token || !claims) throw new ApiError(200, [MSG.loginFailed]);
      setToken(token);
      navigate(startSessionView(claims), { replace: true });
    } catch (error) {
      // An answer with no message of its own (a 403 with an empty body) is the spec's login failure.
      const ownMessage = error instanceof ApiError && error.status !== 0 && error.messages.some((m) => m !== ERROR_TEXT.unknown);
      const message = ownMessage ? error.messages.join(' ') : error instanceof ApiError && error.status === 0 ? ERROR_TEXT.unknown : MSG.loginFailed;
      toast.error('Erro', message);
      setFailed(true);
    }
  };

  if (resuming) return null;

  return (
    <main className="emc-login">
      <section className="emc-login__card" aria-labelledby="login-title">
        <header className="emc-login__brand">
          <div className="emc-login__logo" aria-hidden="true">
            EMC
          </div>
          <div>
            <p className="emc-login__hospital">{HOSPITAL_NAME}</p>
            <h1 id="login-title" className="emc-login__title">
              {PROGRAM_NAME}
            </h1>
          </div>
        </header>
        <p className="emc-login__help">
          Informe o seu email institucional completo. Caso não possua um, utilize o seu login de acesso, por exemplo:{' '}
          <strong>{LOGIN_EXAMPLE}</strong>.
        </p>
        <LoginForm onSubmit={submit} />
        {failed && (
          <p className="emc-login__note" role="note" data-testid="helpdesk-note">
            {HELPDESK_NOTE}
          </p>
        )}
      </section>
    </main>
  );
}
