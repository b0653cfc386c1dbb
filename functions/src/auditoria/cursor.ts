import { TABLE_KEYS } from '@emc/shared/table';
import { AUDITORIA_PARTITION, type AuditoriaPlano } from '../lib/db/auditoria';
import type { Item } from '../lib/db/items';
import { ValidationError } from '../lib/errors';

/**
 * The list's opaque cursor: the page's LastEvaluatedKey as base64url JSON. A cursor is checked
 * against the Query it continues (its partition, its range) before DynamoDB sees it, so a forged or
 * stale one is a 400, never a 500.
 */
export const PAGINA_INVALIDA = 'Página inválida.';
const invalida = () => ValidationError.field('cursor', PAGINA_INVALIDA);
const ORDEM = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-z]{1,64}$/;

export const codificarCursor = (lastKey: Item): string => Buffer.from(JSON.stringify(lastKey)).toString('base64url');

export function decodificarCursor(cursor: string, plano: AuditoriaPlano): Item {
  let k: unknown;
  try {
    k = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalida();
  }
  if (!k || typeof k !== 'object' || Array.isArray(k)) throw invalida();
  const key = k as Record<string, unknown>;
  const esperadas = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...(plano.index ? [plano.index.partitionKey, plano.index.sortKey] : [])];
  if (Object.keys(key).length !== esperadas.length || !esperadas.every((n) => typeof key[n] === 'string')) throw invalida();
  const sk = key.sk as string;
  if (key.pk !== AUDITORIA_PARTITION || !ORDEM.test(sk)) throw invalida();
  if (plano.index ? key[plano.index.partitionKey] !== plano.pk || key[plano.index.sortKey] !== sk : plano.pk !== AUDITORIA_PARTITION) throw invalida();
  if (plano.between && (sk < plano.between[0] || sk > plano.between[1])) throw invalida();
  return key;
}
