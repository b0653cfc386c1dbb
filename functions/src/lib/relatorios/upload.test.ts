import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * lib/s3.ts uploadStream, the reports' S3 upload, against a stand-in S3 client (s3rver, the local
 * stack's S3, has no AbortMultipartUpload): what it sends for a small and a large object, and that a
 * failed report aborts the multipart upload it began before the failure is answered.
 */

interface Enviado {
  comando: string;
  input: Record<string, unknown>;
}
const enviados: Enviado[] = [];

vi.mock('@aws-sdk/client-s3', async (original) => ({
  ...(await original<typeof import('@aws-sdk/client-s3')>()),
  S3Client: class {
    config = {
      requestChecksumCalculation: async () => 'WHEN_REQUIRED',
      // Where lib-storage says a single PutObject's object is.
      endpoint: async () => ({ protocol: 'http:', hostname: '127.0.0.1', port: 4569, path: '/' }),
      forcePathStyle: true,
    };
    async send(command: { constructor: { name: string }; input: Record<string, unknown> }) {
      const comando = command.constructor.name;
      enviados.push({ comando, input: command.input });
      await new Promise((r) => setTimeout(r, 5));
      if (comando === 'CreateMultipartUploadCommand') return { UploadId: 'upload-1' };
      if (comando === 'UploadPartCommand') return { ETag: `"etag-${String(command.input.PartNumber)}"` };
      return {};
    }
  },
}));

let uploadStream: typeof import('../s3').uploadStream;
beforeAll(async () => {
  vi.stubEnv('BUCKET_NAME', 'relatorios-teste');
  ({ uploadStream } = await import('../s3'));
});

const ARQUIVO = 'relatorio_consulta_detalhada.xlsx';
const TIPO = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

/** Writes `bytes` into the upload's body in 64 KB chunks, honouring its backpressure. */
async function escrever(body: NodeJS.WritableStream, bytes: number) {
  for (let i = 0; i < bytes; i += 64 * 1024) {
    if (!body.write(randomBytes(Math.min(64 * 1024, bytes - i)))) await new Promise((r) => body.once('drain', r));
  }
}

describe('uploadStream', () => {
  it('sends an object that fits one part as one PutObject: private, typed, downloaded under its file name', async () => {
    enviados.length = 0;
    const u = await uploadStream('relatorios/a/relatorio.xlsx', ARQUIVO, TIPO);
    await escrever(u.body, 100 * 1024);
    u.body.end();
    await u.done;
    expect(enviados.map((e) => e.comando)).toEqual(['PutObjectCommand']);
    expect(enviados[0]!.input).toMatchObject({
      Bucket: 'relatorios-teste',
      Key: 'relatorios/a/relatorio.xlsx',
      ContentType: TIPO,
      ServerSideEncryption: 'AES256',
      ContentDisposition: `attachment; filename="${ARQUIVO}"; filename*=UTF-8''${ARQUIVO}`,
    });
  });

  it('sends a larger one in 5 MB parts of a multipart upload, completed once the body ends', async () => {
    enviados.length = 0;
    const u = await uploadStream('relatorios/b/relatorio.xlsx', ARQUIVO, TIPO);
    await escrever(u.body, 12 * MB);
    u.body.end();
    await u.done;
    const comandos = enviados.map((e) => e.comando);
    expect(comandos[0]).toBe('CreateMultipartUploadCommand');
    expect(comandos.filter((c) => c === 'UploadPartCommand')).toHaveLength(3);
    expect(comandos.at(-1)).toBe('CompleteMultipartUploadCommand');
    expect(enviados[0]!.input).toMatchObject({ ContentType: TIPO, ServerSideEncryption: 'AES256', ContentDisposition: expect.stringContaining(ARQUIVO) });
  });

  it('aborts the multipart upload it began when the report fails, before answering', async () => {
    enviados.length = 0;
    const u = await uploadStream('relatorios/c/relatorio.xlsx', ARQUIVO, TIPO);
    await escrever(u.body, 7 * MB);
    await vi.waitFor(() => expect(enviados.map((e) => e.comando)).toContain('UploadPartCommand'));
    await u.abort(new Error('a leitura falhou'));
    const comandos = enviados.map((e) => e.comando);
    expect(comandos).not.toContain('CompleteMultipartUploadCommand');
    expect(comandos.at(-1)).toBe('AbortMultipartUploadCommand');
    expect(enviados.at(-1)!.input).toMatchObject({ Bucket: 'relatorios-teste', Key: 'relatorios/c/relatorio.xlsx', UploadId: 'upload-1' });
    await expect(u.done).rejects.toThrow('a leitura falhou');
  });
});
