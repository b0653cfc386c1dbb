import type { S3Client } from '@aws-sdk/client-s3';
import { now as clockNow } from '../clock';
import type { Db } from '../db/client';
import { compararContadores, conferirVinculos, recontar } from './contadores';
import { conferirAnexos, conferirMarcas, conferirTetos } from './implicacoes';
import { lerTabela, listarObjetos } from './leitura';
import { PENDENCIAS, type Pendencia } from './pendencias';
import { relatorio, type Orfao, type ResultadoVerificar } from './relatorio';
import { novoRetrato } from './retrato';

/** Where the certificates' objects live (participacoes/anexos.ts: `anexos/{idParticipacao}/{id}`). */
export const PREFIXO_ANEXOS = 'anexos/';
export const CARENCIA_PADRAO_MIN = 60;

export interface OpcoesVerificar {
  db: Db;
  s3: S3Client;
  bucket: string;
  /** Minutes an unreferenced object or an unfinished item is given before it counts (default 60; 0 counts every one). */
  carenciaMin?: number;
  /** The business clock (the items' times); objects are aged by the real one, as S3 stamps them. */
  agora?: Date;
  pendencias?: readonly Pendencia[];
  segmentos?: number;
}

/**
 * `npm run verificar` and the `verificar` function (decisions.md, "Integrity rules"): reads the whole
 * table and the certificates' objects, recomputes every counter from the items, checks what they imply
 * (the caps, the goal-reacher marks, each certificate's record and object) and what is left half-done, and lists every drift
 * and every orphan object, with the closing line last.
 */
export async function verificar(o: OpcoesVerificar): Promise<ResultadoVerificar> {
  const carenciaMs = (o.carenciaMin ?? CARENCIA_PADRAO_MIN) * 60_000;
  const pendencias = o.pendencias ?? PENDENCIAS;
  const { retrato, visitar } = novoRetrato((item) => pendencias.some((p) => p.reconhece(item)));
  const [objetos] = await Promise.all([listarObjetos(o.s3, o.bucket, PREFIXO_ANEXOS), lerTabela(o.db, visitar, o.segmentos)]);

  const anexos = conferirAnexos(retrato, new Set(objetos.map((x) => x.chave)));
  const agora = o.agora ?? clockNow();
  const esperados = recontar(retrato);
  const divergencias = [
    ...compararContadores(retrato.contadores, esperados, retrato.faixasCompletas),
    ...conferirVinculos(retrato),
    ...conferirMarcas(retrato, esperados),
    ...conferirTetos(retrato),
    ...anexos.divergencias,
    ...retrato.pendentes.flatMap((item) => pendencias.filter((p) => p.reconhece(item)).map((p) => p.atrasada(item, agora, carenciaMs))).filter((d) => d !== undefined),
  ];
  const limite = Date.now() - carenciaMs;
  const orfaos: Orfao[] = objetos
    .filter((x) => !anexos.referenciadas.has(x.chave) && x.gravadoEm.getTime() <= limite)
    .map((x) => ({ chave: x.chave, tamanho: x.tamanho, gravadoEm: x.gravadoEm.toISOString() }));
  return relatorio(divergencias, orfaos);
}
