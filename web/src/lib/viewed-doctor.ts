import type { TokenClaims } from '@emc/shared/roles';
import type { SessionView, ViewedDoctor } from './session';

/**
 * The doctor whose data a page shows: the viewed doctor (view-idMedico) for a secretary and in
 * doctor view, otherwise the token's own idMedico (an administrator who is also a doctor, in admin
 * view). Null for an administrator who is not a doctor, or a secretary who has not chosen yet.
 */
export function doctorIdFor(session: { claims: TokenClaims | null; view: SessionView; viewedDoctor: ViewedDoctor | null }): string | null {
  if (session.viewedDoctor?.id) return session.viewedDoctor.id;
  if (session.view === 'secretaria') return null;
  return session.claims?.idMedico ?? null;
}
