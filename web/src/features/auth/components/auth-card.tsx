import type { ReactNode } from 'react';
import { HOSPITAL_NAME, PROGRAM_NAME } from '@/config/app';
import './login.css';

/**
 * The card the login and the password pages are drawn in (no menu, no layout): the program's mark
 * and name, then the page. On the login the program's name is the page's heading; elsewhere the
 * page's own `title` is.
 */
export function AuthCard({ title, children }: { title?: string; children: ReactNode }) {
  const Nome = title ? 'p' : 'h1';
  return (
    <main className="emc-login">
      <section className="emc-login__card" aria-labelledby="auth-title">
        <header className="emc-login__brand">
          <div className="emc-login__logo" aria-hidden="true">
            EMC
          </div>
          <div>
            <p className="emc-login__hospital">{HOSPITAL_NAME}</p>
            <Nome id={title ? undefined : 'auth-title'} className="emc-login__title">
              {PROGRAM_NAME}
            </Nome>
          </div>
        </header>
        {title && (
          <h1 id="auth-title" className="emc-login__page-title">
            {title}
          </h1>
        )}
        {children}
      </section>
    </main>
  );
}
