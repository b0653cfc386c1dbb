import type { S3Client } from '@aws-sdk/client-s3';
import type { FileType } from '@emc/shared/text';
import * as z from 'zod/mini';
import { nonEmpty, readEnv } from './env';

const env = readEnv({ BUCKET_NAME: nonEmpty, S3_FORCE_PATH_STYLE: z.optional(z.string()) });

export const bucket = env.BUCKET_NAME;

let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;

/**
 * One client per container, created on first use so that importing a function does not load the S3 SDK.
 * AWS_ENDPOINT_URL_S3 points it at s3rver locally (which needs path-style URLs).
 */
function s3() {
  client ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, s3: new sdk.S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' }) }));
  return client;
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
  await c.send(
    new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: type, ContentDisposition: opts.fileName && attachment(opts.fileName), ServerSideEncryption: 'AES256' }),
  );
}

export async function deleteObject(key: string): Promise<void> {
  const { s3: c, sdk } = await s3();
  await c.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
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
