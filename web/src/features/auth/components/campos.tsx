import { useState, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Spinner } from '@/components/ui/spinner';

/** Material "visibility" icons, inline so these pages need no icon package. */
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

export interface CampoProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The message shown under the field (and read as its description), when there is one. */
  error?: string;
  /** Other elements that describe the field (the password rules), read before the message. */
  describedBy?: string;
  registration: UseFormRegisterReturn;
}

const descricao = (id: string, error: string | undefined, describedBy: string | undefined) =>
  [describedBy, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;

/**
 * A labelled input of the login's plain-HTML forms (login.css): its message under it, linked as its
 * description and marking it invalid. No MUI on these public pages (docs/decisions.md, "Web").
 */
export function CampoTexto({ id, label, error, describedBy, registration, className, ...input }: CampoProps) {
  return (
    <div className="emc-field">
      <label className="emc-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={['emc-field__input', className].filter(Boolean).join(' ')}
        aria-required="true"
        aria-invalid={!!error}
        aria-describedby={descricao(id, error, describedBy)}
        {...input}
        {...registration}
      />
      <p id={`${id}-error`} className="emc-field__error">
        {error}
      </p>
    </div>
  );
}

/** A password input with the button that shows or hides what was typed. */
export function CampoSenha({ id, label, error, describedBy, registration, disabled, ...input }: CampoProps) {
  const [visivel, setVisivel] = useState(false);
  return (
    <div className="emc-field">
      <label className="emc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="emc-field__control">
        <input
          id={id}
          className="emc-field__input emc-field__input--with-button"
          type={visivel ? 'text' : 'password'}
          aria-required="true"
          aria-invalid={!!error}
          aria-describedby={descricao(id, error, describedBy)}
          disabled={disabled}
          {...input}
          {...registration}
        />
        <button
          type="button"
          className="emc-field__icon-button"
          aria-label={visivel ? 'Ocultar senha' : 'Mostrar senha'}
          aria-pressed={visivel}
          aria-controls={id}
          onClick={() => setVisivel((v) => !v)}
          disabled={disabled}
        >
          <EyeIcon off={visivel} />
        </button>
      </div>
      <p id={`${id}-error`} className="emc-field__error">
        {error}
      </p>
    </div>
  );
}

/** The e-mail of the account (login, esqueci-senha, redefinir-senha). */
export function CampoEmail(props: Omit<CampoProps, 'label'>) {
  return <CampoTexto label="Email" type="email" inputMode="email" autoComplete="username" spellCheck={false} {...props} />;
}

/** A form's submit button: disabled while the form is invalid, with a spinner while it is sent. */
export function BotaoEnviar({ label, enviando, busyLabel, valido }: { label: string; enviando: boolean; busyLabel: string; valido: boolean }) {
  return (
    <button type="submit" className="emc-button" disabled={!valido || enviando} aria-busy={enviando}>
      {enviando && <Spinner small label={busyLabel} />}
      {label}
    </button>
  );
}
