import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * useSearchParams whose functional updates follow one another. React Router hands each updater the
 * params of the render that made it, so two changes before the next render (clearing one date and
 * typing the other on a slow phone) would keep only the second. Here each update starts from the
 * last one written, until the router renders the URL again.
 */
export function useSearchParamsEmFila() {
  const [params, setParams] = useSearchParams();
  const escrito = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    escrito.current = null;
  }, [params]);
  const alterar = useCallback(
    (mudar: (atual: URLSearchParams) => URLSearchParams, opcoes?: NavigateOptions) => {
      const proximo = mudar(new URLSearchParams(escrito.current ?? params));
      escrito.current = proximo;
      setParams(proximo, opcoes);
    },
    [params, setParams],
  );
  return [params, alterar] as const;
}
