import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import { brand, colors, fontFamily, gray, radius } from './tokens';

/**
 * The one theme, in code, in the spirit of MUI's dashboard template: a calm hospital blue, soft grey
 * surfaces, rounded shapes, outlined cards and a clearly visible keyboard focus ring.
 */

const focusRing = `3px solid ${colors.focus}`;

export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { light: colors.primaryLight, main: colors.primary, dark: colors.primaryDark, contrastText: '#fff' },
      secondary: { light: '#6fd3c7', main: '#0f8a7e', dark: '#0a5f57', contrastText: '#fff' },
      error: { main: colors.error },
      // Dark enough for 4.5:1 on the warning alert's tinted background too (axe color-contrast).
      warning: { main: '#9a4a07' },
      success: { main: '#1b7a3e' },
      info: { main: brand[500] },
      grey: { ...gray },
      divider: colors.divider,
      background: { default: colors.background, paper: colors.paper },
      text: { primary: colors.text, secondary: colors.textSecondary },
    },
    shape: { borderRadius: radius },
    // A person who asked their system for less motion gets MUI's components without their transitions and animations.
    motion: { reducedMotion: 'system' },
    typography: {
      fontFamily,
      h1: { fontSize: '2rem', fontWeight: 600, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.25 },
      h3: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      h4: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      h5: { fontSize: '1.25rem', fontWeight: 600 },
      h6: { fontSize: '1.0625rem', fontWeight: 600 },
      subtitle1: { fontWeight: 500 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: focusRing, outlineOffset: 2 },
          // A word longer than its box (a 128-character name, a title without spaces) breaks instead of
          // widening the page (issue 28). Not inside tables, whose columns would be squeezed instead of scrolled.
          ':where(h1, h2, h3, h4, h5, h6, p, dd, dt, li, legend, label):not(td *, th *)': { overflowWrap: 'anywhere' },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 8, paddingInline: 16 },
          sizeSmall: { paddingInline: 10 },
        },
      },
      MuiIconButton: {
        styleOverrides: { root: { borderRadius: 8 } },
      },
      MuiPaper: {
        defaultProps: { elevation: 0 },
        styleOverrides: { rounded: { borderRadius: 12 } },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: {
          root: { borderRadius: 12, borderColor: gray[200], boxShadow: '0 1px 2px rgba(20, 26, 32, 0.04)' },
        },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            borderRadius: 8,
            backgroundColor: '#fff',
            '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
          },
        },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'primary' },
      },
      MuiAlert: {
        styleOverrides: { root: { borderRadius: 10 } },
      },
      MuiDialog: {
        styleOverrides: { paper: { borderRadius: 14 } },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
      },
    },
  },
  ptBR,
);
