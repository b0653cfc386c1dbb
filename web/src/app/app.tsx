import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { PAGINAS_COM_DADOS_ADIANTADOS } from './paginas-com-dados';
import { appRoutes, preloadRoutesFor } from './router';
import { routeUnauthorizedToLogin } from './unauthorized';

preloadRoutesFor(window.location.pathname);
if (PAGINAS_COM_DADOS_ADIANTADOS.includes(window.location.pathname)) void import('./preload-data').then((m) => m.preloadDataFor(window.location)).catch(() => undefined);
const router = createBrowserRouter(appRoutes);
routeUnauthorizedToLogin(router);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
