import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { appRoutes } from './router';
import { routeUnauthorizedToLogin } from './unauthorized';

const router = createBrowserRouter(appRoutes);
routeUnauthorizedToLogin(router);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
