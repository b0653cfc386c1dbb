import { ROLES, type Role, type TokenClaims } from '@emc/shared/roles';
import { STORAGE } from '@emc/shared/storage-keys';

/**
 * The browser session: the token under `token_emc`, its decoded claims and the doctor-view keys
 * (spec sections 3, 4 and 9). Everything lives in localStorage so it survives a reload, which the
 * admin/doctor view switch relies on.
 */

export interface ViewedDoctor {
  id: string;
  nome: string;
  crm: string;
}

/** Which menu, sidebar and home the user gets right now. */
export type SessionView = 'admin' | 'medico' | 'secretaria' | 'none';

const VIEW_KEYS = [
  STORAGE.isMedicoView,
  STORAGE.isAdminView,
  STORAGE.viewIdMedico,
  STORAGE.viewNomeMedico,
  STORAGE.viewCrmMedico,
] as const;

const SESSION_KEYS = [STORAGE.token, ...VIEW_KEYS] as const;

// ---------------------------------------------------------------------------------------------
// Storage access. localStorage can throw (disabled storage, private mode quota); treat it as empty.

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session simply does not persist.
  }
}

function notify(): void {
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

// ---------------------------------------------------------------------------------------------
// Token

export function getToken(): string | null {
  const token = read(STORAGE.token);
  return token ? token : null;
}

export function setToken(token: string): void {
  write(STORAGE.token, token);
  notify();
}

export function removeToken(): void {
  write(STORAGE.token, null);
  notify();
}

function base64UrlToUtf8(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

function normalizeRoles(value: unknown): Role[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        list = [];
      }
    } else {
      list = text.split(',').map((r) => r.trim());
    }
  }
  return Array.isArray(list) ? list.filter(isRole) : [];
}

function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Decodes a JWT's payload (base64url, UTF-8) into TokenClaims; null when it is not a usable token. */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlToUtf8(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  const exp = typeof p.exp === 'number' ? p.exp : Number(p.exp);
  if (!Number.isFinite(exp)) return null;
  const claims: TokenClaims = {
    role: normalizeRoles(p.role),
    name: typeof p.name === 'string' ? p.name : '',
    idUsuario: optionalString(p.idUsuario) ?? '',
    exp,
  };
  const idMedico = optionalString(p.idMedico);
  const crm = optionalString(p.crm);
  if (idMedico) claims.idMedico = idMedico;
  if (crm) claims.crm = crm;
  return claims;
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The token is expired when `exp` is not after the current time in seconds. */
export function isExpired(claims: Pick<TokenClaims, 'exp'>, now: number = nowInSeconds()): boolean {
  return claims.exp <= now;
}

/** Claims of the stored token, or null when there is none or it cannot be decoded. Expiry is not checked. */
export function getStoredClaims(): TokenClaims | null {
  const token = getToken();
  return token ? decodeToken(token) : null;
}

/** Claims of the stored token when it is present, decodable and not expired. */
export function getValidClaims(now: number = nowInSeconds()): TokenClaims | null {
  const claims = getStoredClaims();
  return claims && !isExpired(claims, now) ? claims : null;
}

export function hasRole(claims: Pick<TokenClaims, 'role'> | null, role: Role): boolean {
  return !!claims && claims.role.includes(role);
}

export function hasAnyRole(claims: Pick<TokenClaims, 'role'> | null, roles: readonly Role[]): boolean {
  return !!claims && roles.some((r) => claims.role.includes(r));
}

export function isAdminDoctor(claims: Pick<TokenClaims, 'role'> | null): boolean {
  return hasRole(claims, 'Administradores') && hasRole(claims, 'Medicos');
}

// ---------------------------------------------------------------------------------------------
// Doctor view

export function isMedicoView(): boolean {
  return read(STORAGE.isMedicoView) === 'true';
}

export function isAdminView(): boolean {
  return read(STORAGE.isAdminView) === 'true';
}

export function getViewedDoctor(): ViewedDoctor | null {
  const id = read(STORAGE.viewIdMedico);
  if (!id) return null;
  return { id, nome: read(STORAGE.viewNomeMedico) ?? '', crm: read(STORAGE.viewCrmMedico) ?? '' };
}

/** The doctor described by the token itself (a Medico's own id, name and CRM). */
export function doctorFromClaims(claims: TokenClaims): ViewedDoctor {
  return { id: claims.idMedico ?? '', nome: claims.name, crm: claims.crm ?? '' };
}

/** Stores the doctor to act for and turns doctor view on. */
export function enterDoctorView(doctor: ViewedDoctor): void {
  write(STORAGE.viewIdMedico, doctor.id);
  write(STORAGE.viewNomeMedico, doctor.nome);
  write(STORAGE.viewCrmMedico, doctor.crm);
  write(STORAGE.isMedicoView, 'true');
  write(STORAGE.isAdminView, 'false');
  notify();
}

/** Admin view: isAdminView=true, isMedicoView=false. */
export function enterAdminView(): void {
  write(STORAGE.isAdminView, 'true');
  write(STORAGE.isMedicoView, 'false');
  notify();
}

export function clearDoctorView(): void {
  for (const key of VIEW_KEYS) write(key, null);
  notify();
}

/** Logout: the token and the doctor-view data (spec section 4). Saved analysis filters are kept. */
export function clearSession(): void {
  for (const key of SESSION_KEYS) write(key, null);
  notify();
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
export function resolveViewedDoctor(claims: TokenClaims | null, view: SessionView = resolveView(claims)): ViewedDoctor | null {
  if (!claims || (view !== 'medico' && view !== 'secretaria')) return null;
  const stored = getViewedDoctor();
  if (stored) return stored;
  if (view === 'medico' && claims.idMedico) return doctorFromClaims(claims);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Post-login routing (spec section 4)

export const HOME_PATH = '/home';
export const ADMIN_HOME_PATH = '/participacao/home';
export const DOCTOR_HOME_PATH = '/participacao-medico/home';
export const SELECT_DOCTOR_PATH = '/selecionar-medico';
export const LOGIN_PATH = '/login';

/**
 * Sets the view keys for a user who has just logged in and returns where to go:
 * Administradores+Medicos → admin view, /home; Administradores → /home; Medicos → doctor view of
 * themselves, /participacao-medico/home; Secretarias → /selecionar-medico; otherwise /home.
 */
export function startSessionView(claims: TokenClaims): string {
  clearDoctorView();
  const admin = hasRole(claims, 'Administradores');
  const medico = hasRole(claims, 'Medicos');
  if (admin && medico) {
    enterAdminView();
    return HOME_PATH;
  }
  if (admin) return HOME_PATH;
  if (medico) {
    enterDoctorView(doctorFromClaims(claims));
    return DOCTOR_HOME_PATH;
  }
  if (hasRole(claims, 'Secretarias')) return SELECT_DOCTOR_PATH;
  return HOME_PATH;
}

/**
 * Where the login page sends a user whose valid token is already stored. Like startSessionView,
 * but it keeps the current view (an admin-doctor stays in doctor view, a secretary keeps the chosen
 * doctor). Null for a user with none of the three roles: /home would only bounce back to /login.
 */
export function resumeSessionPath(claims: TokenClaims): string | null {
  const view = resolveView(claims);
  switch (view) {
    case 'admin':
      return HOME_PATH;
    case 'medico':
      if (!hasRole(claims, 'Administradores') && !getViewedDoctor()) enterDoctorView(doctorFromClaims(claims));
      return DOCTOR_HOME_PATH;
    case 'secretaria':
      return getViewedDoctor() && isMedicoView() ? DOCTOR_HOME_PATH : SELECT_DOCTOR_PATH;
    default:
      return null;
  }
}

/** A string that changes whenever any session key changes; used as the useSyncExternalStore snapshot. */
export function sessionFingerprint(): string {
  return SESSION_KEYS.map((k) => read(k) ?? '\u0000').join('\u0001');
}
