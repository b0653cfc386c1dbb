import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A short random id for URLs: 12 characters of [0-9a-z], about 62 bits. */
export function newId(): string {
  let id = '';
  for (let i = 0; i < 12; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
