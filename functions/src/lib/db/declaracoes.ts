import { randomInt } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CODIGO_ALFABETO, type DeclaracaoVerificada } from '@emc/shared/relatorios';
import type { Db } from './client';
import { conditionFailed } from './errors';
import { getItem } from './items';

/**
 * An issued credit statement: pk DECLARACAO#{codigo}, sk DECLARACAO. Written once, when the PDF is
 * issued (conditioned on the code being new), and read by the public verification (one GetItem).
 * It is the lasting proof: the PDF itself expires with the `relatorios/` prefix.
 */
export const declaracaoKey = (codigo: string) => ({ pk: `DECLARACAO#${codigo}`, sk: 'DECLARACAO' });

/** A new statement's code: 12 characters of CODIGO_ALFABETO from the CSPRNG (60 bits), as XXXX-XXXX-XXXX. */
export function novoCodigo(): string {
  let s = '';
  for (let i = 0; i < 12; i++) s += CODIGO_ALFABETO[randomInt(CODIGO_ALFABETO.length)];
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
}

export interface DeclaracaoRegistro extends DeclaracaoVerificada {
  codigo: string;
  idMedico: string;
  metaPontos: number;
  /** The idUsuario of who issued it (the doctor, a secretary or an administrator). */
  emitidaPor: string;
  /** The PDF's S3 key. */
  key: string;
}

/** Records the statement; false when its code is already taken (the caller draws another). */
export async function putDeclaracao(db: Db, d: DeclaracaoRegistro): Promise<boolean> {
  try {
    await db.client.send(
      new PutCommand({ TableName: db.table, Item: { ...declaracaoKey(d.codigo), type: 'DECLARACAO', ...d }, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** What the verification page shows of a statement, and nothing else; undefined for an unknown code. */
export async function getDeclaracaoVerificada(db: Db, codigo: string): Promise<DeclaracaoVerificada | undefined> {
  const item = await getItem(db, declaracaoKey(codigo), { attributes: ['nome', 'crm', 'ciclo', 'totalPontos', 'emitidaEm'] });
  if (!item) return undefined;
  return { nome: String(item.nome), crm: String(item.crm), ciclo: Number(item.ciclo), totalPontos: Number(item.totalPontos), emitidaEm: String(item.emitidaEm) };
}
