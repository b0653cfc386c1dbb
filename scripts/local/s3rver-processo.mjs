// s3rver in a process of its own (emulators.ts startS3), so that a test can stop or pause S3 alone
// while the app keeps running. EMC_PORT and EMC_DIR say where it listens and keeps its files. SIGTERM
// ends it at once, as it would a crash.
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');

const server = new S3rver({ port: Number(process.env.EMC_PORT), address: '127.0.0.1', directory: process.env.EMC_DIR, silent: true, vhostBuckets: false });

// S3 keeps nothing of a PUT whose body did not all arrive (IncompleteBody). s3rver would keep an empty
// file, and wait for the rest forever, when the client gave up before sending its body (a paused
// s3rver never answered its `Expect: 100-continue`): here the body ends with its connection, and an
// object shorter than declared is deleted again.
const guardar = server.store.putObject.bind(server.store);
server.store.putObject = async (object) => {
  const req = object.content;
  // A multipart upload's completion stores its parts' concatenation (a stream of files, no request).
  if (Buffer.isBuffer(req) || !req?.headers) return guardar(object);
  const declarado = Number(req.headers['x-amz-decoded-content-length'] ?? req.headers['content-length']);
  const corpo = new PassThrough();
  if (req.destroyed) corpo.end();
  else {
    req.once('close', () => corpo.end());
    req.pipe(corpo);
  }
  object.content = corpo;
  const guardado = await guardar(object);
  if (!(guardado.size < declarado)) return guardado;
  await server.store.deleteObject(object.bucket, object.key);
  throw Object.assign(new Error('IncompleteBody'), { code: 'IncompleteBody' });
};

await server.run();
