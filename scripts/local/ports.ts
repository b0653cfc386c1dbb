import { createServer } from 'node:net';

/** A port that is free right now on 127.0.0.1 (for emulators that need a number before they start). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const p = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolvePort(p));
    });
  });
}

/** Fails with a clear sentence when a port is already taken. */
export function assertPortFree(port: number, what: string): Promise<void> {
  return new Promise((resolveFree, reject) => {
    const srv = createServer();
    srv.once('error', () =>
      reject(new Error(`A porta ${port} (${what}) já está em uso. Encerre o outro processo ou escolha outra porta pela variável de ambiente correspondente.`)),
    );
    srv.listen(port, () => srv.close(() => resolveFree()));
  });
}

/** Polls until `check` resolves, or fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<unknown>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (let delay = 50; Date.now() < deadline; delay = Math.min(delay * 2, 500)) {
    try {
      await check();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
  throw new Error(`${what} did not become ready in ${timeoutMs} ms: ${String(lastError)}`);
}
