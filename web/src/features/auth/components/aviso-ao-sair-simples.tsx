import { useId, useLayoutEffect, useRef } from 'react';
import { useBloqueioAoSair, type AvisoAoSair } from '@/components/feedback/bloqueio-ao-sair';
import { DIALOG_TEXT } from '@/components/ui/dialog-text';

/**
 * The 'Aviso' / 'Sim' / 'Não' question of ConfirmDialog as a native modal <dialog> (focus kept
 * inside, Escape is 'Não'), so the password pages stay free of MUI like the login. In the page
 * only while it asks.
 */
function PerguntaSimples({ open, ...props }: { open: boolean; message: string; onConfirm: () => void; onCancel: () => void }) {
  return open ? <Pergunta {...props} /> : null;
}

function Pergunta({ message, onConfirm, onCancel }: { message: string; onConfirm: () => void; onCancel: () => void }) {
  const id = useId();
  const dialogo = useRef<HTMLDialogElement>(null);
  const nao = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const d = dialogo.current!;
    d.showModal();
    // 'Não', the safe choice, has the focus.
    nao.current?.focus();
    // Closed before it leaves the page, so the browser gives the focus back where it was.
    return () => d.close();
  }, []);
  return (
    <dialog
      ref={dialogo}
      className="emc-aviso"
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-texto`}
      // Escape (and any other close request the browser makes) is 'Não'; the page closes the dialog.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-titulo`} className="emc-aviso__titulo">
        {DIALOG_TEXT.title}
      </h2>
      <p id={`${id}-texto`} className="emc-aviso__texto">
        {message}
      </p>
      <div className="emc-aviso__acoes">
        <button ref={nao} type="button" className="emc-button emc-button--contorno" onClick={onCancel}>
          {DIALOG_TEXT.no}
        </button>
        <button type="button" className="emc-button emc-button--perigo" onClick={onConfirm}>
          {DIALOG_TEXT.yes}
        </button>
      </div>
    </dialog>
  );
}

/** useAvisoAoSair for the login's plain-HTML password pages: the same question, without MUI. */
export function useAvisoAoSairSimples(alterado: boolean): AvisoAoSair {
  return useBloqueioAoSair(alterado, PerguntaSimples);
}
