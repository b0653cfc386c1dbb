import { describe, expect, it } from 'vitest';
import { makeToken, USERS } from '@/testing/jwt';
import { decodeToken } from './jwt';
import { clearSession } from './session-store';
import { resumeSessionPath, startSessionView } from './session-routing';
import { enterMedicoView } from './view-state';

const storage = () => window.localStorage;

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
    enterMedicoView({ id: 'outro', nome: 'Outro', crm: '9' });
    expect(startSessionView(decodeToken(makeToken(USERS.secretaria))!)).toBe('/selecionar-medico');
    expect(storage().getItem('view-idMedico')).toBeNull();
  });

  it('no role: /home', () => {
    expect(startSessionView(decodeToken(makeToken(USERS.semPapel))!)).toBe('/home');
  });

  it('resuming keeps the current view', () => {
    const chefe = decodeToken(makeToken(USERS.adminMedico))!;
    enterMedicoView({ id: 'med-chefe', nome: 'Dr. João Chefe', crm: '765432' });
    expect(resumeSessionPath(chefe)).toBe('/participacao-medico/home');
    clearSession();
    const secretaria = decodeToken(makeToken(USERS.secretaria))!;
    expect(resumeSessionPath(secretaria)).toBe('/selecionar-medico');
    enterMedicoView({ id: 'm', nome: 'N', crm: '1' });
    expect(resumeSessionPath(secretaria)).toBe('/participacao-medico/home');
    expect(resumeSessionPath(decodeToken(makeToken(USERS.semPapel))!)).toBeNull();
  });
});
