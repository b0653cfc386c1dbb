import { describe, expect, it } from 'vitest';
import { claimsFor, withClaims } from './claims';

const usuario = { idUsuario: 'u1', email: 'chefe@hospital.example', nome: 'Ricardo Prado', roles: ['Administradores', 'Medicos'] as const, idMedico: 'm1', crm: '100200', ativo: true };

describe('pre-token claims', () => {
  it('carries the spec claims, and no doctor claims for a non-doctor', () => {
    expect(claimsFor({ ...usuario, roles: [...usuario.roles] })).toEqual({ role: ['Administradores', 'Medicos'], name: 'Ricardo Prado', idUsuario: 'u1', idMedico: 'm1', crm: '100200' });
    expect(claimsFor({ ...usuario, roles: ['Secretarias'], idMedico: undefined, crm: undefined })).toEqual({ role: ['Secretarias'], name: 'Ricardo Prado', idUsuario: 'u1' });
  });

  it('answers in the V2 shape for V2 events and the V1 shape otherwise', () => {
    const claims = { role: ['Medicos'] };
    const v2 = withClaims({ version: '2', request: { userAttributes: {} }, response: {} }, claims);
    expect(v2.response).toEqual({ claimsAndScopeOverrideDetails: { idTokenGeneration: { claimsToAddOrOverride: claims } } });
    const v1 = withClaims({ version: '1', request: { userAttributes: {} }, response: {} }, claims);
    expect(v1.response).toEqual({ claimsOverrideDetails: { claimsToAddOrOverride: claims } });
  });
});
