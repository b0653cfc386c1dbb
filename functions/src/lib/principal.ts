import type { Role } from '@emc/shared/roles';

/** Who is calling, from a verified ID token. */
export interface Principal {
  idUsuario: string;
  name: string;
  email: string;
  roles: Role[];
  idMedico?: string;
  crm?: string;
}

export const hasRole = (p: Principal, role: Role) => p.roles.includes(role);
