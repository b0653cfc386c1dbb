import type { createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/unauthorized-handler';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/** After a 401 (token already removed by the api client), go to /login through the router. */
export function routeUnauthorizedToLogin(router: AppRouter): void {
  setUnauthorizedHandler(() => {
    const login = paths.login.getHref();
    if (router.state.location.pathname !== login) void router.navigate(login, { replace: true });
  });
}
