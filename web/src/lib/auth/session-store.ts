import { STORAGE } from '@emc/shared/storage-keys';

/**
 * The session's keys in localStorage (spec sections 3, 4 and 9): the token and the doctor-view keys.
 * localStorage survives a reload, which the admin/doctor view switch relies on. It can also throw
 * (disabled storage, private-mode quota): a read then finds nothing and a write is dropped.
 */

export const VIEW_KEYS = [STORAGE.isMedicoView, STORAGE.isAdminView, STORAGE.viewIdMedico, STORAGE.viewNomeMedico, STORAGE.viewCrmMedico] as const;
const SESSION_KEYS = [STORAGE.token, ...VIEW_KEYS] as const;

const listeners = new Set<() => void>();

export function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (null removes) each key, then tells the subscribers once. */
export function writeKeys(entries: Record<string, string | null>): void {
  for (const [key, value] of Object.entries(entries)) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the session simply does not persist.
    }
  }
  for (const listener of listeners) listener();
}

/** Subscribe to session changes made by this tab (and by other tabs, through the storage event). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A string that changes whenever any session key changes; the useSyncExternalStore snapshot key. */
export function sessionFingerprint(): string {
  return SESSION_KEYS.map((k) => readKey(k) ?? '\u0000').join('\u0001');
}

/** Logout: the token and the doctor-view data (spec section 4). Saved analysis filters are kept. */
export function clearSession(): void {
  writeKeys(Object.fromEntries(SESSION_KEYS.map((key) => [key, null])));
}
