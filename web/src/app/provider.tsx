import type { ReactNode } from 'react';
import { ErrorDialogProvider } from '@/components/feedback/error-dialog';
import { ToastProvider } from '@/components/feedback/toast';

/**
 * App-wide providers: toasts (notistack) and the error dialog. Both load their MUI UI on first use.
 * The MUI theme and CssBaseline wrap the layouts (MuiProvider) and swr's config wraps the data pages
 * (DataProvider), which keeps the login page's first load small.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ErrorDialogProvider>{children}</ErrorDialogProvider>
    </ToastProvider>
  );
}
