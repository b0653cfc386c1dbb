import type { ReactNode } from 'react';
import { HOSPITAL_NAME, PROGRAM_NAME } from '@/config/app';
import './verificacao.css';

export const VERIFICACAO_TITULO = 'Verificação de declaração de créditos';

/**
 * The public verification page's frame: plain HTML and CSS (no MUI, no menu, no layout), the
 * hospital's and the program's names, the title, then the page's state.
 */
export function VerificacaoLayout({ children }: { children: ReactNode }) {
  return (
    <main className="emc-verif">
      <section className="emc-verif__card" aria-labelledby="verif-title">
        <header className="emc-verif__brand">
          <div className="emc-verif__logo" aria-hidden="true">
            EMC
          </div>
          <div>
            <p className="emc-verif__hospital">{HOSPITAL_NAME}</p>
            <p className="emc-verif__program">{PROGRAM_NAME}</p>
          </div>
        </header>
        <h1 id="verif-title" className="emc-verif__title">
          {VERIFICACAO_TITULO}
        </h1>
        {children}
      </section>
    </main>
  );
}
