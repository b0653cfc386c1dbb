import { brand, colors, fontFamily, radius } from './tokens';

/** The tokens as CSS custom properties on :root, for the plain-CSS parts (base.css, the login page). */
export function applyCssVariables(root: HTMLElement = document.documentElement): void {
  const vars: Record<string, string> = {
    '--emc-primary': colors.primary,
    '--emc-primary-dark': colors.primaryDark,
    '--emc-primary-light': colors.primaryLight,
    '--emc-primary-tint': brand[50],
    '--emc-focus': colors.focus,
    '--emc-error': colors.error,
    '--emc-bg': colors.background,
    '--emc-paper': colors.paper,
    '--emc-text': colors.text,
    '--emc-text-secondary': colors.textSecondary,
    '--emc-divider': colors.divider,
    '--emc-border': colors.border,
    '--emc-font': fontFamily,
    '--emc-radius': `${radius}px`,
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
