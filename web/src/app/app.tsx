import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { appRoutes, preloadRoutesFor } from './router';
import { routeUnauthorizedToLogin } from './unauthorized';

preloadRoutesFor(window.location.pathname);
const router = createBrowserRouter(appRoutes);
routeUnauthorizedToLogin(router);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
