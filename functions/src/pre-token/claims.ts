import type { TokenClaims } from '@emc/shared/roles';
import type { Usuario } from '../lib/db/usuarios';

/** The spec's claims for an account (exp is Cognito's own). */
export function claimsFor(u: Usuario): Omit<TokenClaims, 'exp'> {
  return {
    role: u.roles,
    name: u.nome,
    idUsuario: u.idUsuario,
    ...(u.idMedico ? { idMedico: u.idMedico } : {}),
    ...(u.crm ? { crm: u.crm } : {}),
  };
}

interface PreTokenEvent {
  version: string;
  request: { userAttributes: Record<string, string> };
  response: Record<string, unknown>;
}

/** Puts the claims in the answer shape of the event's version: V2 may carry lists, V1 (and cognito-local's "0") the same keys. */
export function withClaims<E extends PreTokenEvent>(event: E, claims: Record<string, unknown>): E {
  if (event.version.startsWith('2')) {
    event.response = { claimsAndScopeOverrideDetails: { idTokenGeneration: { claimsToAddOrOverride: claims } } };
  } else {
    event.response = { claimsOverrideDetails: { claimsToAddOrOverride: claims } };
  }
  return event;
}
