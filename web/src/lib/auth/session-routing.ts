import type { TokenClaims } from '@emc/shared/roles';
import { paths } from '@/config/paths';
import { hasRole } from './roles';
import { clearMedicoView, medicoFromClaims, enterAdminView, enterMedicoView, getViewedMedico, isMedicoView, resolveView } from './view-state';

/** Where a user goes after login, and the view keys that go with it (spec section 4). */

/**
 * Sets the view keys for a user who has just logged in and returns where to go:
 * Administradores+Medicos → admin view, /home; Administradores → /home; Medicos → doctor view of
 * themselves, /participacao-medico/home; Secretarias → /selecionar-medico; otherwise /home.
 */
export function startSessionView(claims: TokenClaims): string {
  clearMedicoView();
  const admin = hasRole(claims, 'Administradores');
  const medico = hasRole(claims, 'Medicos');
  if (admin && medico) {
    enterAdminView();
    return paths.home.getHref();
  }
  if (admin) return paths.home.getHref();
  if (medico) {
    enterMedicoView(medicoFromClaims(claims));
    return paths.participacaoMedico.home.getHref();
  }
  if (hasRole(claims, 'Secretarias')) return paths.selecionarMedico.getHref();
  return paths.home.getHref();
}

/**
 * Where the login page sends a user whose valid token is already stored. Like startSessionView,
 * but it keeps the current view (an admin-doctor stays in doctor view, a secretary keeps the chosen
 * doctor). Null for a user with none of the three roles: /home would only bounce back to /login.
 */
export function resumeSessionPath(claims: TokenClaims): string | null {
  switch (resolveView(claims)) {
    case 'admin':
      return paths.home.getHref();
    case 'medico':
      if (!hasRole(claims, 'Administradores') && !getViewedMedico()) enterMedicoView(medicoFromClaims(claims));
      return paths.participacaoMedico.home.getHref();
    case 'secretaria':
      return getViewedMedico() && isMedicoView() ? paths.participacaoMedico.home.getHref() : paths.selecionarMedico.getHref();
    default:
      return null;
  }
}
