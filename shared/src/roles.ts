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

/**
 * The only user attributes a signed-in user may change with their own access token (the app
 * client's WriteAttributes). Nothing the pre-token trigger or the API trusts is here: e-mail,
 * e-mail verification, name and ids change only through an administrator. Cognito reads an
 * empty list as "every standard attribute", hence two harmless preferences.
 */
export const USER_WRITABLE_ATTRIBUTES = ['locale', 'zoneinfo'] as const;
