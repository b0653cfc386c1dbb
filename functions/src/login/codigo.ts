import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** The reset code's rules (docs/decisions.md, "Accounts lifecycle"). */
export const CODIGO = {
  digitos: 8,
  validadeMs: 30 * 60_000,
  /** Wrong attempts a code survives; the next one is refused even with the right code. */
  maxTentativas: 5,
  /** Codes per account in `janelaMs`; beyond it esqueci-senha answers the same and sends nothing. */
  maxPorJanela: 5,
  janelaMs: 60 * 60_000,
} as const;

/** A uniformly random code of 8 digits, from the system's CSPRNG. */
export const gerarCodigo = (): string => String(randomInt(0, 10 ** CODIGO.digitos)).padStart(CODIGO.digitos, '0');

/** What is stored instead of the code: hex SHA-256 of the account and the code. */
export const hashCodigo = (idUsuario: string, codigo: string): string => createHash('sha256').update(`${idUsuario}:${codigo}`).digest('hex');

/** Compares two hashes in constant time. */
export function mesmoHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
