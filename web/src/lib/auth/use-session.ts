import type { TokenClaims } from '@emc/shared/roles';
import { useSyncExternalStore } from 'react';
import { isExpired } from './jwt';
import { isAdminMedico } from './roles';
import { sessionFingerprint, subscribeSession } from './session-store';
import { getStoredClaims } from './token-storage';
import { resolveView, resolveViewedMedico, type SessionView, type ViewedMedico } from './view-state';

export interface SessionState {
  /** Claims of a stored, unexpired token; null otherwise. */
  claims: TokenClaims | null;
  view: SessionView;
  isAdminMedico: boolean;
  viewedMedico: ViewedMedico | null;
}

let cachedKey: string | null = null;
let cachedState: SessionState | null = null;

/** The session now (what useSession answers), for code outside React: the data preloads of the first URL. */
export function currentSession(): SessionState {
  const key = sessionFingerprint();
  if (cachedState && key === cachedKey) return cachedState;
  const stored = getStoredClaims();
  const claims = stored && !isExpired(stored) ? stored : null;
  const view = resolveView(claims);
  cachedKey = key;
  cachedState = { claims, view, isAdminMedico: isAdminMedico(claims), viewedMedico: resolveViewedMedico(claims, view) };
  return cachedState;
}

/** The current session, re-rendering when the token or the view keys change. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, currentSession, currentSession);
}
