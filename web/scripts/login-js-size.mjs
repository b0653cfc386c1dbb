// Gzip size of the JavaScript the login page loads: the entry chunk, the login route's chunk, and
// every chunk they import statically. Run after `vite build`: node scripts/login-js-size.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginKey = Object.keys(manifest).find((k) => k.endsWith('features/auth/routes/login-page.tsx'));
if (!entryKey || !loginKey) throw new Error('entry or login chunk not found in the manifest');

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(entryKey);
visit(loginKey);

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const budget = 150;
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JS for /login (budget ${budget} KB)`);
if (total / 1024 > budget) process.exitCode = 1;
