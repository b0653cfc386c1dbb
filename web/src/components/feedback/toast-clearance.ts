import { useEffect } from 'react';

/** The class the toast container carries, and what a dialog sets on <html> while it keeps toasts above its actions. */
export const TOASTS_CLASS = 'emc-toasts';
const ABOVE_ATTRIBUTE = 'data-emc-toasts-above';
const BOTTOM_VARIABLE = '--emc-toast-bottom';
const GAP_PX = 8;

/**
 * While `element` (a dialog's actions) is on screen, toasts stay in the bottom-right corner (spec
 * section 9) but rise above it, so a toast never covers the button that would retry (base.css).
 * Takes the element, not a ref: a dialog's content mounts a render after it opens (its portal).
 */
export function useToastsAbove(element: HTMLElement | null): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const clearance = Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top)) + GAP_PX;
      root.style.setProperty(BOTTOM_VARIABLE, `${clearance}px`);
      root.setAttribute(ABOVE_ATTRIBUTE, '');
    };
    update();
    // The actions move when the dialog scrolls (a long form on a phone) or its content grows.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resize?.observe(element);
    if (element.parentElement) resize?.observe(element.parentElement);
    window.addEventListener('resize', update);
    document.addEventListener('scroll', update, { capture: true, passive: true });
    return () => {
      resize?.disconnect();
      window.removeEventListener('resize', update);
      document.removeEventListener('scroll', update, { capture: true });
      root.removeAttribute(ABOVE_ATTRIBUTE);
      root.style.removeProperty(BOTTOM_VARIABLE);
    };
  }, [element]);
}
