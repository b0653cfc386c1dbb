import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A loopback port where nothing listens: S3 calls to it fail as with S3 down. */
async function portaFechada(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('apagarObjetos with S3 unreachable', () => {
  it('does not throw, answers every key, and logs them at error level', async () => {
    vi.stubEnv('BUCKET_NAME', 'emc-arquivos-teste');
    vi.stubEnv('S3_FORCE_PATH_STYLE', 'true');
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'teste');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'teste');
    vi.stubEnv('AWS_ENDPOINT_URL_S3', `http://127.0.0.1:${await portaFechada()}`);
    vi.stubEnv('AWS_MAX_ATTEMPTS', '1');
    vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');
    const lines: Record<string, unknown>[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = String(chunk);
      if (!text.startsWith('{"level"')) return (write as (c: unknown, ...r: unknown[]) => boolean)(chunk, ...rest);
      lines.push(JSON.parse(text) as Record<string, unknown>);
      return true;
    });
    const { apagarObjetos } = await import('./s3');

    const keys = ['anexos/p1/a', 'anexos/p1/b'];
    await expect(apagarObjetos(keys)).resolves.toEqual(keys);
    expect(lines).toEqual([expect.objectContaining({ level: 'ERROR', message: 'Objetos não apagados no S3', bucket: 'emc-arquivos-teste', keys })]);
    expect(await apagarObjetos([])).toEqual([]);
  });
});
