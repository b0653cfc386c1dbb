import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A file a button asks for and downloads (a report, a statement): `emCurso` while it runs, one at a
 * time; leaving the page cancels it silently; any other failure calls `onFalha` (the caller's toast).
 */
export function useDownloadEmCurso(onFalha: () => void) {
  const [emCurso, setEmCurso] = useState(false);
  const atual = useRef<AbortController | null>(null);
  const falha = useRef(onFalha);
  useEffect(() => {
    falha.current = onFalha;
  });
  useEffect(() => () => atual.current?.abort(), []);

  const baixar = useCallback(async (tarefa: (signal: AbortSignal) => Promise<void>) => {
    if (atual.current) return;
    const controller = new AbortController();
    atual.current = controller;
    setEmCurso(true);
    try {
      await tarefa(controller.signal);
    } catch {
      if (!controller.signal.aborted) falha.current();
    } finally {
      atual.current = null;
      if (!controller.signal.aborted) setEmCurso(false);
    }
  }, []);

  return { emCurso, baixar };
}
