import type { TokenClaims } from '@emc/shared/roles';
import { STORAGE } from '@emc/shared/storage-keys';
import { hasRole } from './roles';
import { readKey, VIEW_KEYS, writeKeys } from './session-store';

/**
 * Which view the user is in and which doctor the pages show (spec sections 2 and 4): the
 * isMedicoView/isAdminView flags and the view-idMedico, view-nomeMedico and view-crmMedico keys.
 */

export interface ViewedMedico {
  id: string;
  nome: string;
  crm: string;
}

/** Which menu, sidebar and home the user gets right now. */
export type SessionView = 'admin' | 'medico' | 'secretaria' | 'none';

export function isMedicoView(): boolean {
  return readKey(STORAGE.isMedicoView) === 'true';
}

export function isAdminView(): boolean {
  return readKey(STORAGE.isAdminView) === 'true';
}

export function getViewedMedico(): ViewedMedico | null {
  const id = readKey(STORAGE.viewIdMedico);
  if (!id) return null;
  return { id, nome: readKey(STORAGE.viewNomeMedico) ?? '', crm: readKey(STORAGE.viewCrmMedico) ?? '' };
}

/** The doctor described by the token itself (a Medico's own id, name and CRM). */
export function medicoFromClaims(claims: TokenClaims): ViewedMedico {
  return { id: claims.idMedico ?? '', nome: claims.name, crm: claims.crm ?? '' };
}

/** Stores the doctor to act for and turns doctor view on. */
export function enterMedicoView(medico: ViewedMedico): void {
  writeKeys({
    [STORAGE.viewIdMedico]: medico.id,
    [STORAGE.viewNomeMedico]: medico.nome,
    [STORAGE.viewCrmMedico]: medico.crm,
    [STORAGE.isMedicoView]: 'true',
    [STORAGE.isAdminView]: 'false',
  });
}

/** Admin view: isAdminView=true, isMedicoView=false. */
export function enterAdminView(): void {
  writeKeys({ [STORAGE.isAdminView]: 'true', [STORAGE.isMedicoView]: 'false' });
}

export function clearMedicoView(): void {
  writeKeys(Object.fromEntries(VIEW_KEYS.map((key) => [key, null])));
}

/** The current view, from the roles and the stored view flags. */
export function resolveView(claims: Pick<TokenClaims, 'role'> | null, medicoViewFlag: boolean = isMedicoView()): SessionView {
  if (!claims) return 'none';
  const admin = hasRole(claims, 'Administradores');
  const medico = hasRole(claims, 'Medicos');
  if (admin && medico) return medicoViewFlag ? 'medico' : 'admin';
  if (admin) return 'admin';
  if (medico) return 'medico';
  if (hasRole(claims, 'Secretarias')) return 'secretaria';
  return 'none';
}

/**
 * The doctor whose data the pages show: the stored view doctor, or for a doctor the token's own claims.
 * Null for an administrator in admin view and for a secretary who has not chosen yet.
 */
export function resolveViewedMedico(claims: TokenClaims | null, view: SessionView = resolveView(claims)): ViewedMedico | null {
  if (!claims || (view !== 'medico' && view !== 'secretaria')) return null;
  const stored = getViewedMedico();
  if (stored) return stored;
  if (view === 'medico' && claims.idMedico) return medicoFromClaims(claims);
  return null;
}

/**
 * The doctor whose data a page loads: the viewed doctor (view-idMedico) for a secretary and in
 * doctor view, otherwise the token's own idMedico (an administrator who is also a doctor, in admin
 * view). Null for an administrator who is not a doctor, or a secretary who has not chosen yet.
 */
export function idMedicoFor(session: { claims: TokenClaims | null; view: SessionView; viewedMedico: ViewedMedico | null }): string | null {
  if (session.viewedMedico?.id) return session.viewedMedico.id;
  if (session.view === 'secretaria') return null;
  return session.claims?.idMedico ?? null;
}
