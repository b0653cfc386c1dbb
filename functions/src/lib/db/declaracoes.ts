import { randomInt } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CODIGO_ALFABETO, type DeclaracaoVerificada } from '@emc/shared/relatorios';
import { TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
import { cicloSortKey } from './ciclos';
import type { Db } from './client';
import { conditionFailed, transactionCanceled } from './errors';
import { getItem, queryAll, type Item } from './items';
import { medicoPartition } from './medicos';

/**
 * Issued credit statements, two items:
 * - the statement: pk DECLARACAO#{codigo}, sk DECLARACAO, written once with its code and read by the
 *   public verification (one GetItem). It is the lasting proof: the PDF expires with `relatorios/`.
 * - the doctor's current statement of a cycle: pk MEDICO#{id}, sk DECLARACAO#C#{nnn}, the code and the
 *   hash of the content it was issued for, and its PDF (S3 key, when written, who is writing it). Asking
 *   again with the same content answers that code; new content replaces it, conditioned on the code read,
 *   so concurrent callers converge on one.
 * Both expire (the table's TTL attribute, epoch seconds) at the statement's retention.
 */
export const declaracaoKey = (codigo: string) => ({ pk: `DECLARACAO#${codigo}`, sk: 'DECLARACAO' });
const DO_CICLO = 'DECLARACAO#';
export const declaracaoDoCicloKey = (idMedico: string, ciclo: number) => ({ pk: medicoPartition(idMedico), sk: `${DO_CICLO}${cicloSortKey(ciclo)}` });

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
  /** The idUsuario of who issued it first (the doctor, a secretary or an administrator). */
  emitidaPor: string;
  /** SHA-256 of the content it states (relatorios/declaracao.ts). */
  hash: string;
  /** When the table's TTL removes it (epoch seconds, real time). */
  expiraEm: number;
}

/** The doctor's current statement of a cycle, and the state of its PDF. */
export interface DeclaracaoDoCiclo {
  idMedico: string;
  ciclo: number;
  codigo: string;
  hash: string;
  emitidaEm: string;
  expiraEm: number;
  /** The PDF's S3 key (a new one each time the PDF is written). */
  key: string;
  /** When the PDF under `key` was stored (epoch ms, real time, as S3's lifecycle counts); absent until then. */
  pdfEm?: number;
  /** Until when (epoch ms, real time) the request that took the PDF's writing may still be writing it. */
  gerandoAte?: number;
}

const doCiclo = (item: Item): DeclaracaoDoCiclo => ({
  idMedico: String(item.idMedico),
  ciclo: Number(item.ciclo),
  codigo: String(item.codigo),
  hash: String(item.hash),
  emitidaEm: String(item.emitidaEm),
  expiraEm: Number(item[TABLE_TTL_ATTRIBUTE]),
  key: String(item.key),
  ...(typeof item.pdfEm === 'number' ? { pdfEm: item.pdfEm } : {}),
  ...(typeof item.gerandoAte === 'number' ? { gerandoAte: item.gerandoAte } : {}),
});

/** The doctor's current statement of the cycle (strongly consistent: the next write is conditioned on it). */
export async function getDeclaracaoDoCiclo(db: Db, idMedico: string, ciclo: number): Promise<DeclaracaoDoCiclo | undefined> {
  const item = await getItem(db, declaracaoDoCicloKey(idMedico, ciclo), { consistent: true });
  return item && doCiclo(item);
}

/** The doctor's current statement of each cycle that has one (their partition, `DECLARACAO#…`). */
export async function listarDeclaracoesDoMedico(db: Db, idMedico: string): Promise<DeclaracaoDoCiclo[]> {
  return (await queryAll(db, { pk: medicoPartition(idMedico), sk: { beginsWith: DO_CICLO }, consistent: true })).map(doCiclo);
}

/**
 * Records a new statement and makes it the doctor's current one of its cycle, with its PDF taken by
 * the caller (`key`, `gerandoAte`), in one transaction: false when the current one is no longer
 * `anterior` (another request got there first: read it again) or, astronomically rarely, the code is taken.
 */
export async function registrarDeclaracao(
  db: Db,
  anterior: DeclaracaoDoCiclo | undefined,
  d: DeclaracaoRegistro,
  pdf: { key: string; gerandoAte: number },
): Promise<boolean> {
  const atual: Omit<DeclaracaoDoCiclo, 'expiraEm'> = { idMedico: d.idMedico, ciclo: d.ciclo, codigo: d.codigo, hash: d.hash, emitidaEm: d.emitidaEm, ...pdf };
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: db.table,
              Item: { ...declaracaoDoCicloKey(d.idMedico, d.ciclo), type: 'DECLARACAO_CICLO', ...atual, [TABLE_TTL_ATTRIBUTE]: d.expiraEm },
              ...(anterior
                ? { ConditionExpression: 'codigo = :anterior', ExpressionAttributeValues: { ':anterior': anterior.codigo } }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          {
            Put: {
              TableName: db.table,
              Item: { ...declaracaoKey(d.codigo), type: 'DECLARACAO', ...withoutTtl(d), [TABLE_TTL_ATTRIBUTE]: d.expiraEm },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    // A failed condition, or a concurrent transaction on the same items (DynamoDB's TransactionConflict).
    if (transactionCanceled(error)) return false;
    throw error;
  }
}

const withoutTtl = ({ expiraEm: _, ...d }: DeclaracaoRegistro) => d;

/** Sets the current statement's PDF state, conditioned on its `key` being still the one read (each writing of the PDF takes a new key). */
async function atualizarPdf(db: Db, d: Pick<DeclaracaoDoCiclo, 'idMedico' | 'ciclo' | 'codigo' | 'key'>, update: string, values: Record<string, unknown>): Promise<boolean> {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: declaracaoDoCicloKey(d.idMedico, d.ciclo),
        UpdateExpression: update,
        ConditionExpression: 'codigo = :codigo AND #key = :lida',
        ExpressionAttributeNames: { '#key': 'key' },
        ExpressionAttributeValues: { ':codigo': d.codigo, ':lida': d.key, ...values },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Takes the writing of the current statement's PDF (none yet, an expiring one, or its writer gone):
 * a new key, until `gerandoAte`. False when another request changed it since it was read.
 */
export const tomarPdf = (db: Db, lida: DeclaracaoDoCiclo, key: string, gerandoAte: number) =>
  atualizarPdf(db, lida, 'SET #key = :key, gerandoAte = :ate REMOVE pdfEm', { ':key': key, ':ate': gerandoAte });

/** The PDF under the statement's `key` is stored, at `pdfEm` (epoch ms): the next requests answer it. */
export const pdfGravado = (db: Db, d: Pick<DeclaracaoDoCiclo, 'idMedico' | 'ciclo' | 'codigo' | 'key'>, pdfEm: number) =>
  atualizarPdf(db, d, 'SET pdfEm = :em REMOVE gerandoAte', { ':em': pdfEm });

/** The PDF could not be written: the next request may take it at once instead of waiting out `gerandoAte`. */
export const soltarPdf = (db: Db, d: Pick<DeclaracaoDoCiclo, 'idMedico' | 'ciclo' | 'codigo' | 'key'>) => atualizarPdf(db, d, 'REMOVE gerandoAte', {});

/**
 * What the verification page shows of a statement, and nothing else; undefined for an unknown code
 * or one past its retention (the TTL removes an item some time after it expires).
 */
export async function getDeclaracaoVerificada(db: Db, codigo: string, agoraMs = Date.now()): Promise<DeclaracaoVerificada | undefined> {
  const item = await getItem(db, declaracaoKey(codigo), { attributes: ['nome', 'crm', 'ciclo', 'totalPontos', 'emitidaEm', TABLE_TTL_ATTRIBUTE] });
  if (!item) return undefined;
  const expiraEm = item[TABLE_TTL_ATTRIBUTE];
  if (typeof expiraEm === 'number' && expiraEm * 1000 <= agoraMs) return undefined;
  return { nome: String(item.nome), crm: String(item.crm), ciclo: Number(item.ciclo), totalPontos: Number(item.totalPontos), emitidaEm: String(item.emitidaEm) };
}
