// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the deep import's types must reach every program that compiles this file (functions, tests, bench)
/// <reference path="./lib-storage-cjs.d.ts" />
import { PassThrough } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { MSG } from '@emc/shared/messages';
import type { FileType } from '@emc/shared/text';
import * as z from 'zod/mini';
import { nonEmpty, readEnv } from './env';
import { AppError } from './errors';
import { logger } from './logger';

const env = readEnv({ BUCKET_NAME: nonEmpty, S3_FORCE_PATH_STYLE: z.optional(z.string()) });

export const bucket = env.BUCKET_NAME;

let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;

/**
 * One client per container, created on first use so that importing a function does not load the S3 SDK.
 * AWS_ENDPOINT_URL_S3 points it at s3rver locally (which needs path-style URLs). An S3 that accepts
 * the connection and never answers fails a call within about 2 × 4 s (socketTimeout is the socket's
 * idle time, not the whole transfer), inside the functions' 10 s.
 */
function s3() {
  client ??= import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    s3: new sdk.S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true', maxAttempts: 2, requestHandler: { connectionTimeout: 3_000, socketTimeout: 4_000 } }),
  }));
  return client;
}

const FALHAS_DE_REDE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'TimeoutError', 'RequestTimeout', 'NetworkingError']);

/**
 * S3 gave no answer (unreachable, timed out) or a 5xx: the caller gets a Portuguese 503 instead of a
 * 500. Its own refusals (4xx) and the app's errors go on unchanged.
 */
export function s3Indisponivel(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const e = error as { $metadata?: { httpStatusCode?: number }; code?: string; name?: string } | null;
  const status = e?.$metadata?.httpStatusCode;
  // What the SDK did not send or hear back: no answer, or the connection's own failure. Anything else (an upload's body that failed) is not S3's.
  const semResposta = e?.$metadata !== undefined || FALHAS_DE_REDE.has(e?.code ?? '') || FALHAS_DE_REDE.has(e?.name ?? '');
  if (!semResposta || (status !== undefined && status < 500)) return error;
  logger.error('S3 indisponível', { erro: (error as { name?: string } | null)?.name, httpStatus: status });
  return new AppError(503, MSG.arquivosIndisponiveis);
}

export type { FileType } from '@emc/shared/text';

/** `Content-Disposition` of a download named `fileName`: an ASCII name for old clients, the UTF-8 one for the rest. */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'arquivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Stores an object; `fileName` gives it a Content-Disposition naming the download (reports, statements). */
export async function putObject(key: string, data: Buffer, type: FileType, opts: { fileName?: string } = {}): Promise<void> {
  const { s3: c, sdk } = await s3();
  await c
    .send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: type, ContentDisposition: opts.fileName && attachment(opts.fileName), ServerSideEncryption: 'AES256' }))
    .catch((error: unknown) => {
      throw s3Indisponivel(error);
    });
}

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

/**
 * Erases the objects under `keys` (the certificates of a deleted participation, a replaced file),
 * after the change that stopped referencing them committed: it never throws. The keys S3 did not
 * delete are logged at error level and answered; `npm run verificar` lists them as orphans.
 */
export async function apagarObjetos(keys: readonly string[]): Promise<string[]> {
  const falhas: string[] = [];
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    const lote = keys.slice(i, i + DELETE_BATCH);
    try {
      const { s3: c, sdk } = await s3();
      const out = await c.send(new sdk.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: lote.map((Key) => ({ Key })), Quiet: true } }));
      const recusadas = (out.Errors ?? []).map((e) => e.Key).filter((k): k is string => typeof k === 'string');
      if (recusadas.length) {
        falhas.push(...recusadas);
        logger.error('Objetos não apagados no S3', { bucket, keys: recusadas, erros: [...new Set(out.Errors!.map((e) => e.Code))] });
      }
    } catch (error) {
      falhas.push(...lote);
      const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      logger.error('Objetos não apagados no S3', { bucket, keys: lote, erro: e.name, httpStatus: e.$metadata?.httpStatusCode });
    }
  }
  return falhas;
}

/** A presigned GET that downloads the object under its original name. */
export async function presignDownload(key: string, fileName: string, type: string, expiresIn: number): Promise<string> {
  const [{ s3: c, sdk }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  return getSignedUrl(
    c,
    new sdk.GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentType: type,
      ResponseContentDisposition: attachment(fileName),
    }),
    { expiresIn },
  );
}

/** Parts of a streamed upload: S3's least; two in flight, so an upload holds about 15 MB of them. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export interface StreamUpload {
  /** The object's bytes are written here; ending it completes the upload. */
  body: PassThrough;
  /** Settles when S3 has the whole object, or when the upload failed (its parts then removed). */
  done: Promise<void>;
  /** Stops the upload: the body fails, and a multipart upload already begun is aborted (its parts deleted). Resolves once that is done. */
  abort(reason: Error): Promise<void>;
}

/**
 * An object written as a stream (a report being generated): lib-storage's Upload, loaded on first
 * use like the client, sends one PutObject when the whole object fits in one part and a multipart
 * upload otherwise, holding at most a few parts in memory. Private (SSE-S3), downloaded under `fileName`.
 */
export async function uploadStream(key: string, fileName: string, type: string): Promise<StreamUpload> {
  // The CommonJS build, so that the S3 SDK it needs stays unloaded until here (lib-storage-cjs.d.ts).
  const [{ s3: c }, { Upload }] = await Promise.all([s3(), import('@aws-sdk/lib-storage/dist-cjs/index.js')]);
  const body = new PassThrough({ highWaterMark: 1 << 20 });
  const upload = new Upload({
    client: c,
    params: { Bucket: bucket, Key: key, Body: body, ContentType: type, ContentDisposition: attachment(fileName), ServerSideEncryption: 'AES256' },
    partSize: PART_BYTES,
    queueSize: PARTS_IN_FLIGHT,
    leavePartsOnError: false,
  });
  const done = upload.done().then(
    () => undefined,
    (error: unknown) => {
      throw s3Indisponivel(error);
    },
  );
  done.catch(() => undefined);
  return {
    body,
    done,
    // A failed body fails the upload's reading; lib-storage then sends AbortMultipartUpload before `done` rejects.
    abort: async (reason) => {
      body.destroy(reason);
      await done.catch(() => undefined);
    },
  };
}
