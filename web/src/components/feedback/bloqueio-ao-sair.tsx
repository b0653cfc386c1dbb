import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export const AVISO_AO_SAIR = 'As alterações deste formulário não foram salvas. Deseja sair e descartá-las?';

export interface AvisoAoSair {
  /** The confirmation dialog, while the form is changed: render it beside the form. */
  aviso: ReactNode;
  /** Leave without asking this time: call it after a successful submit, before navigating away. */
  liberar: () => void;
}

/** The dialog that asks: open while a navigation waits; 'Sim' leaves, 'Não' stays. */
export type PerguntaAoSair = ComponentType<{ open: boolean; message: string; onConfirm: () => void; onCancel: () => void }>;

/**
 * Asks before a changed form is left (issue 28): a link, the browser's Back or Forward
 * (react-router's blocker, asked with `Pergunta`), or a reload or closing the tab (beforeunload,
 * whose text the browser writes). No UI library here: the MUI pages ask with useAvisoAoSair's
 * dialog, the login's plain-HTML password pages with their own.
 */
export function useBloqueioAoSair(alterado: boolean, Pergunta: PerguntaAoSair): AvisoAoSair {
  const liberado = useRef(false);
  useLayoutEffect(() => {
    // Released for one way out; a form changed again asks again.
    if (!alterado) liberado.current = false;
  }, [alterado]);
  const liberar = useCallback(() => {
    liberado.current = true;
  }, []);
  // Mounted only while changed: a router keeps one blocker at a time, and a closed dialog's form holds none.
  return { aviso: alterado ? <Bloqueio liberado={liberado} Pergunta={Pergunta} /> : null, liberar };
}

function Bloqueio({ liberado, Pergunta }: { liberado: RefObject<boolean>; Pergunta: PerguntaAoSair }) {
  const bloquear = useCallback<BlockerFunction>(
    ({ currentLocation: de, nextLocation: para }) => !liberado.current && (de.pathname !== para.pathname || de.search !== para.search),
    [liberado],
  );
  const blocker = useBlocker(bloquear);

  useEffect(() => {
    const antesDeSair = (event: BeforeUnloadEvent) => {
      if (liberado.current) return;
      event.preventDefault();
      // Older browsers want returnValue set to show their own prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', antesDeSair);
    return () => window.removeEventListener('beforeunload', antesDeSair);
  }, [liberado]);

  return <Pergunta open={blocker.state === 'blocked'} message={AVISO_AO_SAIR} onConfirm={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()} />;
}
