import { MuiProvider } from '@/components/theme/mui-provider';
import { ErrorPage } from './error';

/** The router's error element: the generic error page, full screen, with its own theme. */
export function RouteError() {
  return (
    <MuiProvider baseline>
      <ErrorPage standalone />
    </MuiProvider>
  );
}
