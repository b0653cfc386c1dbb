import { ListObjectsCommand, type S3Client } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../db/client';
import type { Item } from '../db/items';

/**
 * The whole table, for `verificar` only (never a request's path): a strongly consistent Scan in
 * `segmentos` parallel segments, each page handed to `visitar` as it arrives, so the items are
 * never all held at once.
 */
export async function lerTabela(db: Db, visitar: (item: Item) => void, segmentos = 4): Promise<number> {
  let lidos = 0;
  await Promise.all(
    Array.from({ length: segmentos }, async (_, Segment) => {
      let ExclusiveStartKey: Item | undefined;
      do {
        const page = await db.client.send(new ScanCommand({ TableName: db.table, Segment, TotalSegments: segmentos, ConsistentRead: true, ExclusiveStartKey }));
        for (const item of page.Items ?? []) visitar(item);
        lidos += page.Items?.length ?? 0;
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }),
  );
  return lidos;
}

export interface Objeto {
  chave: string;
  tamanho: number;
  gravadoEm: Date;
}

/**
 * Every object under `prefixo`, by ListObjects (v1) paged by key: s3rver, the local stack's S3,
 * fails ListObjectsV2 past 1,000 keys, and v1 with a marker lists the same in S3.
 */
export async function listarObjetos(s3: S3Client, bucket: string, prefixo: string): Promise<Objeto[]> {
  const objetos: Objeto[] = [];
  let Marker: string | undefined;
  for (;;) {
    const page = await s3.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefixo, Marker }));
    const conteudo = page.Contents ?? [];
    for (const o of conteudo) if (o.Key) objetos.push({ chave: o.Key, tamanho: o.Size ?? 0, gravadoEm: o.LastModified ?? new Date(0) });
    if (!page.IsTruncated || !conteudo.length) return objetos;
    Marker = page.NextMarker ?? conteudo.at(-1)!.Key;
  }
}
