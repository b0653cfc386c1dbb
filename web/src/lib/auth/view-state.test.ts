import { describe, expect, it } from 'vitest';
import { makeToken, USERS } from '@/testing/jwt';
import { decodeToken } from './jwt';
import { enterAdminView, enterMedicoView, resolveView, resolveViewedMedico } from './view-state';

describe('views', () => {
  it('resolves the view from the roles and the stored flags', () => {
    const claims = decodeToken(makeToken(USERS.adminMedico))!;
    expect(resolveView(claims)).toBe('admin');
    enterMedicoView({ id: 'med-chefe', nome: 'Dr. João Chefe', crm: '765432' });
    expect(resolveView(claims)).toBe('medico');
    enterAdminView();
    expect(resolveView(claims)).toBe('admin');
    expect(resolveView(decodeToken(makeToken(USERS.secretaria)))).toBe('secretaria');
    expect(resolveView(decodeToken(makeToken(USERS.semPapel)))).toBe('none');
    expect(resolveView(null)).toBe('none');
  });

  it('a doctor without stored view keys views themselves', () => {
    const claims = decodeToken(makeToken(USERS.medico))!;
    expect(resolveViewedMedico(claims)).toEqual({ id: 'med-1', nome: 'Dra. Ângela Conceição', crm: '123456' });
  });
});
