import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchParamsEmFila } from './use-search-params-em-fila';

type Alterar = ReturnType<typeof useSearchParamsEmFila>[1];

/** The hook in a route of a memory router; `alterar` is the setter of the latest render. */
function montar(caminho: string) {
  const estado: { alterar?: Alterar } = {};
  function Pagina() {
    const [, alterar] = useSearchParamsEmFila();
    estado.alterar = alterar;
    return null;
  }
  const router = createMemoryRouter([{ path: '/lista', element: <Pagina /> }], { initialEntries: [caminho] });
  render(<RouterProvider router={router} />);
  const definir = (campo: string, valor: string) => (atual: URLSearchParams) => {
    const copia = new URLSearchParams(atual);
    if (valor) copia.set(campo, valor);
    else copia.delete(campo);
    return copia;
  };
  return { router, estado, definir };
}

describe('useSearchParamsEmFila', () => {
  it('keeps both of two changes made before the router renders again (React Router alone keeps the second)', async () => {
    const { router, estado, definir } = montar('/lista?de=ontem&ate=ontem');
    const alterar = estado.alterar!;
    act(() => {
      alterar(definir('ate', ''), { replace: true });
      alterar(definir('de', 'hoje'), { replace: true });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?de=hoje'));
  });

  it('starts from the URL again once it has rendered, so a link followed meanwhile is not undone', async () => {
    const { router, estado, definir } = montar('/lista?de=ontem');
    act(() => estado.alterar!(definir('ate', 'amanha'), { replace: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?de=ontem&ate=amanha'));
    await act(() => router.navigate('/lista?entidade=area'));
    act(() => estado.alterar!(definir('usuario', 'a@b.c'), { replace: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?entidade=area&usuario=a%40b.c'));
  });
});
