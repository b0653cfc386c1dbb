export const ROLES = ['Administradores', 'Medicos', 'Secretarias'] as const;
export type Role = (typeof ROLES)[number];

/** Claims the pre-token-generation trigger puts in the ID token (spec section 3). */
export interface TokenClaims {
  role: Role[];
  name: string;
  idUsuario: string;
  idMedico?: string;
  crm?: string;
  exp: number;
}
