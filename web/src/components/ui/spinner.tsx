/** A CSS-only spinner (no MUI), for places that render before MUI is loaded. Styles in styles/base.css. */
export function Spinner({ label, small = false }: { label: string; small?: boolean }) {
  return <span className={small ? 'emc-spinner emc-spinner--small' : 'emc-spinner'} role="progressbar" aria-label={label} />;
}

/** Suspense fallback while a route's code loads. */
export function RouteLoader() {
  return (
    <div className="emc-page-loader">
      <Spinner label="Carregando página" />
      <p className="emc-page-loader__texto">Carregando…</p>
    </div>
  );
}
