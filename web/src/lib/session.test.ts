import { STORAGE } from '@emc/shared/storage-keys';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, signIn, USERS } from '@/testing/jwt';
import {
  clearSession,
  decodeToken,
  enterAdminView,
  enterDoctorView,
  getValidClaims,
  isExpired,
  resolveView,
  resolveViewedDoctor,
  resumeSessionPath,
  startSessionView,
} from './session';

const storage = () => window.localStorage;

describe('decodeToken', () => {
  it('decodes a base64url UTF-8 payload, accents included', () => {
    const claims = decodeToken(makeToken({ ...USERS.medico, name: 'Dra. Ângela Conceição Ñúñez', exp: 2_000_000_000 }));
    expect(claims).toEqual({
      role: ['Medicos'],
      name: 'Dra. Ângela Conceição Ñúñez',
      idUsuario: 'med-user-1',
      idMedico: 'med-1',
      crm: '123456',
      exp: 2_000_000_000,
    });
  });

  it('accepts a single role given as a string and drops unknown roles', () => {
    expect(decodeToken(makeToken({ role: 'Secretarias' as never }))?.role).toEqual(['Secretarias']);
    expect(decodeToken(makeToken({ role: ['Medicos', 'Root'] as never }))?.role).toEqual(['Medicos']);
  });

  it('returns null for anything that is not a JWT with a numeric exp', () => {
    expect(decodeToken('')).toBeNull();
    expect(decodeToken('abc')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(makeToken({ exp: 'amanhã' as never }))).toBeNull();
  });
});

describe('expiry', () => {
  afterEach(() => vi.useRealTimers());

  it('compares exp with the current time in seconds', () => {
    expect(isExpired({ exp: 1000 }, 999)).toBe(false);
    expect(isExpired({ exp: 1000 }, 1000)).toBe(true);
    expect(isExpired({ exp: 1000 }, 1001)).toBe(true);
  });

  it('getValidClaims ignores an expired stored token', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    const now = Math.floor(Date.now() / 1000);
    signIn({ ...USERS.admin, exp: now + 1 });
    expect(getValidClaims()?.name).toBe('Carla Admin');
    vi.setSystemTime(new Date((now + 1) * 1000));
    expect(getValidClaims()).toBeNull();
  });
});

describe('views', () => {
  it('resolves the view from the roles and the stored flags', () => {
    const claims = decodeToken(makeToken(USERS.adminMedico))!;
    expect(resolveView(claims)).toBe('admin');
    enterDoctorView({ id: 'med-chefe', nome: 'Dr. João Chefe', crm: '765432' });
    expect(resolveView(claims)).toBe('medico');
    enterAdminView();
    expect(resolveView(claims)).toBe('admin');
    expect(resolveView(decodeToken(makeToken(USERS.secretaria)))).toBe('secretaria');
    expect(resolveView(decodeToken(makeToken(USERS.semPapel)))).toBe('none');
    expect(resolveView(null)).toBe('none');
  });

  it('a doctor without stored view keys views themselves', () => {
    const claims = decodeToken(makeToken(USERS.medico))!;
    expect(resolveViewedDoctor(claims)).toEqual({ id: 'med-1', nome: 'Dra. Ângela Conceição', crm: '123456' });
  });

  it('clearSession removes the token and the doctor-view data, and keeps the analysis filters', () => {
    signIn(USERS.medico);
    enterDoctorView({ id: 'm', nome: 'N', crm: '1' });
    storage().setItem(STORAGE.isAdminView, 'true');
    storage().setItem(STORAGE.filtroNome, 'ana');
    clearSession();
    for (const key of ['token_emc', 'isMedicoView', 'isAdminView', 'view-idMedico', 'view-nomeMedico', 'view-crmMedico']) {
      expect(storage().getItem(key)).toBeNull();
    }
    expect(storage().getItem(STORAGE.filtroNome)).toBe('ana');
  });
});

describe('post-login routing (spec section 4)', () => {
  it('admin and doctor: admin view, /home', () => {
    expect(startSessionView(decodeToken(makeToken(USERS.adminMedico))!)).toBe('/home');
    expect(storage().getItem('isAdminView')).toBe('true');
    expect(storage().getItem('isMedicoView')).toBe('false');
  });

  it('admin only: /home', () => {
    expect(startSessionView(decodeToken(makeToken(USERS.admin))!)).toBe('/home');
  });

  it('doctor only: stores the view doctor from the claims, /participacao-medico/home', () => {
    expect(startSessionView(decodeToken(makeToken(USERS.medico))!)).toBe('/participacao-medico/home');
    expect(storage().getItem('view-idMedico')).toBe('med-1');
    expect(storage().getItem('view-nomeMedico')).toBe('Dra. Ângela Conceição');
    expect(storage().getItem('view-crmMedico')).toBe('123456');
    expect(storage().getItem('isMedicoView')).toBe('true');
  });

  it('secretary: /selecionar-medico, dropping a previous user’s view doctor', () => {
    enterDoctorView({ id: 'outro', nome: 'Outro', crm: '9' });
    expect(startSessionView(decodeToken(makeToken(USERS.secretaria))!)).toBe('/selecionar-medico');
    expect(storage().getItem('view-idMedico')).toBeNull();
  });

  it('no role: /home', () => {
    expect(startSessionView(decodeToken(makeToken(USERS.semPapel))!)).toBe('/home');
  });

  it('resuming keeps the current view', () => {
    const chefe = decodeToken(makeToken(USERS.adminMedico))!;
    enterDoctorView({ id: 'med-chefe', nome: 'Dr. João Chefe', crm: '765432' });
    expect(resumeSessionPath(chefe)).toBe('/participacao-medico/home');
    clearSession();
    const secretaria = decodeToken(makeToken(USERS.secretaria))!;
    expect(resumeSessionPath(secretaria)).toBe('/selecionar-medico');
    enterDoctorView({ id: 'm', nome: 'N', crm: '1' });
    expect(resumeSessionPath(secretaria)).toBe('/participacao-medico/home');
    expect(resumeSessionPath(decodeToken(makeToken(USERS.semPapel))!)).toBeNull();
  });
});
