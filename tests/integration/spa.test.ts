import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api';

/** One raw GET (no automatic decompression), for what the local CloudFront sends on the wire. */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl()), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the SPA as the local CloudFront serves it', () => {
  it('compresses text files (br before gzip) as CloudFront does, and sends the same bytes to a client that asks for none', async () => {
    const index = await get('/login');
    expect(index.status).toBe(200);
    expect(index.headers['content-encoding']).toBeUndefined();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(index.body.toString('utf8'))?.[1];
    expect(script, 'index.html names its entry script').toBeTruthy();

    const plain = await get(script!);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await get(script!, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await get(script!, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const html = await get('/participacao-medico/home', 'br');
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.body).equals(index.body)).toBe(true);
  });
});
