import { zodResolver } from '@hookform/resolvers/zod';
import { logonBody, type LogonBody } from '@emc/shared/schemas';
import { useState, type KeyboardEvent } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Spinner } from '@/components/ui/spinner';

type LoginInput = z.input<typeof logonBody>;
const FIELDS = ['email', 'password'] as const;

export interface LoginFormProps {
  onSubmit: (values: LogonBody) => Promise<void>;
}

/** Material "visibility" icons, inline so the login page needs no icon package. */
function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      {off ? (
        <path
          fill="currentColor"
          d="M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z"
        />
      ) : (
        <path
          fill="currentColor"
          d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3"
        />
      )}
    </svg>
  );
}

/**
 * Email and password (spec section 5): messages show once a field is touched; submitting an invalid
 * form marks every field touched and sends nothing; 'Entrar' is disabled while the form is invalid
 * and shows a spinner while the call runs. Plain HTML styled by login.css (no MUI on this route).
 */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, touchedFields, isValid, isSubmitting, isSubmitted },
  } = useForm<LoginInput, unknown, LogonBody>({
    resolver: zodResolver(logonBody),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });

  const markAllTouched = () => {
    for (const name of FIELDS) setValue(name, getValues(name), { shouldTouch: true, shouldValidate: true });
  };

  const visibleError = (name: (typeof FIELDS)[number]): string | undefined => {
    const error: FieldError | undefined = errors[name];
    return (touchedFields[name] || isSubmitted) && error?.message ? error.message : undefined;
  };
  const submit = handleSubmit(onSubmit, markAllTouched);
  // 'Entrar' is disabled while the form is invalid, which also stops the browser's submit on Enter:
  // Enter still submits here, so an invalid form shows all its messages (spec section 5).
  const enterOnInvalid = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || isValid || isSubmitting || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void submit();
  };
  const emailError = visibleError('email');
  const passwordError = visibleError('password');

  return (
    <form className="emc-login-form" noValidate aria-label="Entrar no sistema" onSubmit={submit} onKeyDown={enterOnInvalid}>
      <div className="emc-field">
        <label className="emc-field__label" htmlFor="login-email">
          Email
        </label>
        <input
          id="login-email"
          className="emc-field__input"
          type="email"
          inputMode="email"
          autoComplete="username"
          spellCheck={false}
          autoFocus
          aria-required="true"
          aria-invalid={!!emailError}
          aria-describedby={emailError ? 'login-email-error' : undefined}
          disabled={isSubmitting}
          {...register('email')}
        />
        <p id="login-email-error" className="emc-field__error">
          {emailError}
        </p>
      </div>

      <div className="emc-field">
        <label className="emc-field__label" htmlFor="login-password">
          Senha
        </label>
        <div className="emc-field__control">
          <input
            id="login-password"
            className="emc-field__input emc-field__input--with-button"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-required="true"
            aria-invalid={!!passwordError}
            aria-describedby={passwordError ? 'login-password-error' : undefined}
            disabled={isSubmitting}
            {...register('password')}
          />
          <button
            type="button"
            className="emc-field__icon-button"
            aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
            disabled={isSubmitting}
          >
            <EyeIcon off={showPassword} />
          </button>
        </div>
        <p id="login-password-error" className="emc-field__error">
          {passwordError}
        </p>
      </div>

      <button type="submit" className="emc-button" disabled={!isValid || isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Spinner small label="Entrando" />}
        Entrar
      </button>
    </form>
  );
}
