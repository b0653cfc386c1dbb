import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { MuiProvider } from '@/components/theme/mui-provider';
import { routeUnauthorizedToLogin } from '@/app/unauthorized';

function Providers({ children }: { children: ReactElement }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AppProvider>{children}</AppProvider>
    </SWRConfig>
  );
}

/** The whole app's route table in a memory router, starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  routeUnauthorizedToLogin(router);
  // Every path the router has been at, in order. A redirect can be followed at once by another: the login page
  // sends a signed-in user on to their home, sooner or later depending on whether its chunk is loaded yet.
  const visited = [router.state.location.pathname];
  router.subscribe(({ location }) => {
    if (visited.at(-1) !== location.pathname) visited.push(location.pathname);
  });
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user, visited };
}

/** Some routes of your own (MUI theme included), for components that navigate. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const themed = routes.map((r) => ({ ...r, element: <MuiProvider>{r.element as ReactElement}</MuiProvider> }));
  const router = createMemoryRouter(themed, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user };
}
