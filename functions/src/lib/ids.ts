import { createHash, randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const LENGTH = 12;

/** A short random id for URLs: 12 characters of [0-9a-z], about 62 bits. */
export function newId(): string {
  let id = '';
  for (let i = 0; i < LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/**
 * The id a thing must have whenever it is made from the same parts (the participation an attendance
 * list gives a doctor in an activity): newId's format, from the parts' SHA-256 (its first 64 bits in
 * base 36). Two writes of the same thing then collide on its key, and a conditioned Put keeps one.
 */
export function derivedId(...parts: string[]): string {
  const hash = createHash('sha256').update(parts.join('\u0000')).digest();
  return (hash.readBigUInt64BE(0) % 36n ** BigInt(LENGTH)).toString(36).padStart(LENGTH, '0');
}
