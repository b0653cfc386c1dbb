import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
import type { Db } from './client';
import { conditionFailed } from './errors';
import { getItem } from './items';

/**
 * An account's password reset ("Esqueci minha senha"): pk RESET#{idUsuario}, sk RESET. It holds the
 * SHA-256 of the one live code (never the code), when it stops being valid, the wrong attempts made
 * with it, and when the codes of the last hour were issued (the rate limit). Using the code removes
 * it; the item stays until the table's TTL (`expiraEm`) takes it, an hour after the last code.
 */
export interface Redefinicao {
  idUsuario: string;
  /** Hex SHA-256 of the live code; absent once it is used. */
  hash?: string;
  /** Epoch ms after which the code is refused. */
  validoAte: number;
  tentativas: number;
  /** Epoch ms of each code issued in the last hour, oldest first. */
  emitidos: number[];
}

const RESET = 'RESET';
export const redefinicaoKey = (idUsuario: string) => ({ pk: `RESET#${idUsuario}`, sk: RESET });

export async function getRedefinicao(db: Db, idUsuario: string): Promise<Redefinicao | undefined> {
  const item = await getItem(db, redefinicaoKey(idUsuario), { consistent: true });
  if (!item) return undefined;
  return {
    idUsuario,
    hash: typeof item.hash === 'string' ? item.hash : undefined,
    validoAte: Number(item.validoAte ?? 0),
    tentativas: Number(item.tentativas ?? 0),
    emitidos: Array.isArray(item.emitidos) ? item.emitidos.map(Number) : [],
  };
}

/** Sends a conditional write; answers false when its condition failed. */
async function seCondicao(send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** An update of the account's reset item, only when `condicao` holds (`#hash` names the code's hash). */
const atualizarSe = (db: Db, idUsuario: string, update: string, condicao: string, values: Record<string, unknown>) =>
  seCondicao(() =>
    db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: redefinicaoKey(idUsuario),
        UpdateExpression: update,
        ConditionExpression: condicao,
        ExpressionAttributeNames: { '#hash': 'hash' },
        ExpressionAttributeValues: values,
      }),
    ),
  );

/**
 * Stores a new code, replacing the previous one (its attempts start again), unless another request
 * issued one since `anterior` was read (its `validoAte` then differs): answers whether it stored.
 * `expiraEm` (epoch seconds) keeps the item for the rate limit's window.
 */
export function putRedefinicao(db: Db, r: Required<Redefinicao>, anterior: Redefinicao | undefined, expiraEm: number): Promise<boolean> {
  return seCondicao(() =>
    db.client.send(
      new PutCommand({
        TableName: db.table,
        Item: { ...redefinicaoKey(r.idUsuario), type: RESET, ...r, [TABLE_TTL_ATTRIBUTE]: expiraEm },
        ...(anterior
          ? { ConditionExpression: 'validoAte = :anterior', ExpressionAttributeValues: { ':anterior': anterior.validoAte } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    ),
  );
}

/** Counts a wrong attempt against the code whose hash was read (a newer code is left alone). */
export async function registrarTentativa(db: Db, idUsuario: string, hash: string): Promise<void> {
  await atualizarSe(db, idUsuario, 'ADD tentativas :um', '#hash = :hash', { ':um': 1, ':hash': hash });
}

/**
 * Uses the code: removes it if it is still the one read, valid at `agora` and under `maxTentativas`
 * wrong attempts. One conditional write, so of parallel requests with the same code only one wins.
 */
export function consumirCodigo(db: Db, idUsuario: string, hash: string, agora: number, maxTentativas: number): Promise<boolean> {
  return atualizarSe(db, idUsuario, 'REMOVE #hash SET usadoEm = :agora', '#hash = :hash AND validoAte > :agora AND tentativas < :max', {
    ':hash': hash,
    ':agora': agora,
    ':max': maxTentativas,
  });
}

/** Puts back a code that was used but could not set the password, unless a new code came meanwhile. */
export async function restaurarCodigo(db: Db, r: Redefinicao & { hash: string }): Promise<void> {
  await atualizarSe(db, r.idUsuario, 'SET #hash = :hash REMOVE usadoEm', 'attribute_not_exists(#hash) AND validoAte = :validoAte', {
    ':hash': r.hash,
    ':validoAte': r.validoAte,
  });
}
