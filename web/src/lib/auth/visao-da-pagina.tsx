import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from './use-session';
import { enterAdminView, enterMedicoView, medicoFromClaims } from './view-state';

export type VisaoDaPagina = 'admin' | 'medico';

/** Where the view was switched by opening a page of the other view: the banner says so there. */
let trocadaEm: string | null = null;

/**
 * The page whose banner switched the view, which then reloads elsewhere: until the document goes, that
 * page must not switch the view back (the layout of the new view mounts it anew meanwhile). Any other
 * page clears it (without a reload, as in the component tests, the next page is a new arrival).
 */
let recarregandoEm: string | null = null;
export function trocaPeloBanner(pathname: string): void {
  recarregandoEm = pathname;
}

/** The path whose opening switched the view, if the current page is it (the banner's note). */
export function visaoTrocadaNesta(pathname: string): boolean {
  return trocadaEm === pathname;
}

/**
 * A page of one view (the administrator's pages, or the doctor's) for an administrator who is also
 * a doctor and is in the other view: the view switches to the page's, so the menu, the sidebar and
 * the banner always match the page (docs/decisions.md, issue 28). Anyone else is left as they are.
 */
export function VisaoDaPagina({ visao, children }: { visao: VisaoDaPagina; children: ReactNode }) {
  const { claims, view, isAdminMedico } = useSession();
  const { pathname } = useLocation();
  // Only on arriving at a page: the banner's own switch, made on this page, then reloads elsewhere.
  const conferida = useRef<string | null>(null);
  const suspensa = recarregandoEm === pathname;
  const trocar = !suspensa && conferida.current !== pathname && isAdminMedico && claims !== null && view !== visao;
  useLayoutEffect(() => {
    if (!suspensa) recarregandoEm = null;
    if (conferida.current === pathname) return;
    conferida.current = pathname;
    if (!trocar || !claims) return;
    trocadaEm = pathname;
    if (visao === 'admin') enterAdminView();
    else enterMedicoView(medicoFromClaims(claims));
  });
  // The switch re-renders the layout in the page's view; nothing of the other view shows meanwhile.
  if (trocar) return null;
  return <>{children}</>;
}
