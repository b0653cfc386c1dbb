import { paths } from '@/config/paths';

/**
 * What a 401 does after the api client removed the token. Apart from api-client.ts so the app can plug
 * its router in at startup without loading the client (and the route manifest) on the login page.
 */

function defaultOnUnauthorized(): void {
  const login = paths.login.getHref();
  if (window.location.pathname !== login) window.location.assign(login);
}

let onUnauthorized: () => void = defaultOnUnauthorized;

/** The app plugs its router in here so a 401 navigates without a full reload; null restores the full reload. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler ?? defaultOnUnauthorized;
}

export function runUnauthorizedHandler(): void {
  onUnauthorized();
}
