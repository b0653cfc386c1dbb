import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The MUI theme (pt-BR locale) and, with `baseline`, CssBaseline. It wraps the layouts and the lazily
 * loaded feedback UI rather than the whole app, so the login page loads no MUI code.
 */
export function MuiProvider({ children, baseline = false }: { children: ReactNode; baseline?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
