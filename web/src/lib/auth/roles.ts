import type { Role, TokenClaims } from '@emc/shared/roles';

type WithRoles = Pick<TokenClaims, 'role'> | null;

export function hasRole(claims: WithRoles, role: Role): boolean {
  return !!claims && claims.role.includes(role);
}

export function hasAnyRole(claims: WithRoles, roles: readonly Role[]): boolean {
  return !!claims && roles.some((r) => claims.role.includes(r));
}

/** An administrator who is also a doctor switches between the two views (spec section 2). */
export function isAdminMedico(claims: WithRoles): boolean {
  return hasRole(claims, 'Administradores') && hasRole(claims, 'Medicos');
}
