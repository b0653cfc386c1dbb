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
    const { router, estado, definir } = montar('/lista?de=2026-01-10&ate=2026-01-10');
    const alterar = estado.alterar!;
    act(() => {
      alterar(definir('ate', ''), { replace: true });
      alterar(definir('de', '2026-01-11'), { replace: true });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?de=2026-01-11'));
  });

  it('starts from the URL again once it has rendered, so a link followed meanwhile is not undone', async () => {
    const { router, estado, definir } = montar('/lista?de=2026-01-10');
    act(() => estado.alterar!(definir('ate', '2026-01-12'), { replace: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?de=2026-01-10&ate=2026-01-12'));
    await act(() => router.navigate('/lista?entidade=area'));
    act(() => estado.alterar!(definir('usuario', 'a@b.c'), { replace: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?entidade=area&usuario=a%40b.c'));
  });
});
