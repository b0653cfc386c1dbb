import type { Role, TokenClaims } from '@emc/shared/roles';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (UTF-8 payload, base64url), valid for an hour by default. */
export function makeToken(claims: Partial<TokenClaims> & Record<string, unknown> = {}): string {
  const payload = {
    role: [] as Role[],
    name: 'Usuário Teste',
    idUsuario: 'u-1',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.assinatura`;
}

export const USERS = {
  admin: { role: ['Administradores'], name: 'Carla Admin', idUsuario: 'adm-1' },
  adminMedico: { role: ['Administradores', 'Medicos'], name: 'Dr. João Chefe', idUsuario: 'chefe-1', idMedico: 'med-chefe', crm: '765432' },
  medico: { role: ['Medicos'], name: 'Dra. Ângela Conceição', idUsuario: 'med-user-1', idMedico: 'med-1', crm: '123456' },
  secretaria: { role: ['Secretarias'], name: 'Sônia Secretária', idUsuario: 'sec-1' },
  semPapel: { role: [], name: 'Sem Papel', idUsuario: 'x-1' },
} satisfies Record<string, Partial<TokenClaims>>;

/** Stores a token for one of USERS (or custom claims) under token_emc. */
export function signIn(claims: Partial<TokenClaims> & Record<string, unknown>): string {
  const token = makeToken(claims);
  window.localStorage.setItem('token_emc', token);
  return token;
}
