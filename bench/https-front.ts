import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one HTTP/1.1 hop that HTTP/2 forbids. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/** A certificate for localhost and 127.0.0.1, made by openssl for this run only (Chromium is told to accept it). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'emc-https-front-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface HttpsFront {
  url: string;
  close(): Promise<void>;
}

/**
 * CloudFront speaks HTTP/2 over TLS, which lets a browser fetch a page's chunks over one connection
 * without a round trip each; the local gateway speaks HTTP/1.1. For Lighthouse to measure what a user
 * gets, this front serves the gateway (`target`, http://localhost:PORT) over HTTPS with HTTP/2 on
 * loopback, passing requests and answers through as they are (the gateway's compression included).
 */
export async function startHttpsFront(target: string, port: number): Promise<HttpsFront> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && value !== undefined && !HOP_BY_HOP.includes(name)) headers[name] = value;
    headers.host = upstream.host;
    const forward = request({ host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.includes(name)) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
