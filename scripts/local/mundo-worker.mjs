// A test world's functions (scripts/local/mundos.ts): the same bundles as the shared stack, loaded in
// a thread of their own, so that their process.env (table, bucket, user pool, clock, SES endpoint) is
// the world's. Each bundle is imported on its first request, as a cold Lambda would be.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

// What the functions print (their JSON logs) goes to the stack's own output through the same port as
// the answers, so a log line is written before the answer it belongs to is sent.
for (const saida of ['stdout', 'stderr']) {
  process[saida].write = (chunk, encoding, callback) => {
    parentPort.postMessage({ saida, texto: typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8') });
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') done();
    return true;
  };
}

const handlers = new Map();

function handlerOf(name) {
  if (!handlers.has(name)) {
    const file = pathToFileURL(join(workerData.functionsDist, name, 'index.mjs')).href;
    handlers.set(name, import(file).then((mod) => mod.handler));
  }
  return handlers.get(name);
}

parentPort.on('message', async ({ id, name, event, context }) => {
  try {
    const handler = await handlerOf(name);
    const deadline = Date.now() + context.remainingMs;
    const result = await handler(event, {
      ...context,
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      done: () => undefined,
      fail: () => undefined,
      succeed: () => undefined,
    });
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
