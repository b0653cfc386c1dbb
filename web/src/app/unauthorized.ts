import type { createBrowserRouter } from 'react-router-dom';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { LOGIN_PATH } from '@/lib/session';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/** After a 401 (token already removed by the api client), go to /login through the router. */
export function routeUnauthorizedToLogin(router: AppRouter): void {
  setUnauthorizedHandler(() => {
    if (router.state.location.pathname !== LOGIN_PATH) void router.navigate(LOGIN_PATH, { replace: true });
  });
}
