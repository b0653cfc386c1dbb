import { describe, expect, it } from 'vitest';
import { makeToken, USERS } from '@/testing/jwt';
import { decodeToken, isExpired } from './jwt';

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

describe('isExpired', () => {
  it('compares exp with the current time in seconds', () => {
    expect(isExpired({ exp: 1000 }, 999)).toBe(false);
    expect(isExpired({ exp: 1000 }, 1000)).toBe(true);
    expect(isExpired({ exp: 1000 }, 1001)).toBe(true);
  });
});
