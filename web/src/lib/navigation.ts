/** Full page navigation (the admin/doctor view switch reloads the page, spec section 2). */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
