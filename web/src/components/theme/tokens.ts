/**
 * Design tokens: the single source of the palette and shape. The MUI theme (theme.ts) is built from
 * them, and the MUI-free login page reads them as CSS custom properties (css-variables.ts).
 */

export const brand = {
  50: '#eef5fc',
  100: '#d5e6f7',
  200: '#a9ccef',
  300: '#74ade4',
  400: '#3f8bd6',
  500: '#1a6fc4',
  600: '#0b5cad',
  700: '#094a8c',
  800: '#07396b',
  900: '#052a4f',
} as const;

export const gray = {
  50: '#f6f8fa',
  100: '#eef1f4',
  200: '#dde3e9',
  300: '#c3ccd5',
  400: '#94a1ae',
  500: '#6b7886',
  600: '#4d5965',
  700: '#37414b',
  800: '#232b33',
  900: '#141a20',
} as const;

export const colors = {
  primary: brand[600],
  primaryDark: brand[800],
  primaryLight: brand[300],
  focus: 'rgba(26, 111, 196, 0.55)',
  error: '#c62828',
  background: gray[50],
  paper: '#ffffff',
  text: gray[900],
  textSecondary: gray[600],
  divider: gray[200],
  border: gray[300],
} as const;

export const fontFamily = 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif';
export const radius = 8;
