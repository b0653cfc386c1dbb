import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { bundling, functionNames } from '@emc/functions/bundling';
import { buildFunctions, distDir } from '@emc/functions/build';

const KB = 1024;
const RUNS = 15;

/** Wall time of a fresh `node` importing one bundle, median of RUNS processes. */
function coldImportMs(file: string, env: Record<string, string>): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(file)})`], { env: { ...process.env, ...env }, encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (out.status !== 0) throw new Error(`importing ${file} failed: ${out.stderr}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function helloWorldBundle(): Promise<string> {
  const dir = join(tmpdir(), 'emc-bench-hello');
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'hello.ts');
  writeFileSync(entry, 'export const handler = async () => ({ statusCode: 200, body: "hello" });\n');
  const outfile = join(dir, 'index.mjs');
  await build({ entryPoints: [entry], outfile, bundle: true, platform: 'node', target: bundling.target, format: bundling.format, minify: bundling.minify, banner: { js: bundling.banner }, logLevel: 'warning' });
  return outfile;
}

/** Bundle size per function (quality.md: ≤ 300 KB, reports ≤ 1.5 MB, exceljs only there) and cold import against hello world. */
export async function benchBundles(): Promise<boolean> {
  await buildFunctions();
  const env = { TABLE_NAME: 'emc', BUCKET_NAME: 'b', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c', JWT_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/p', AWS_REGION: 'us-east-1', APP_URL: 'https://emc.hospital.example', MAIL_FROM: 'nao-responda@hospital.example' };
  const hello = coldImportMs(await helloWorldBundle(), env);
  console.log(`\nFunction bundles (esbuild, CDK's options) — cold import: median of ${RUNS} fresh node processes; hello world = ${hello.toFixed(0)} ms`);
  console.log('function'.padEnd(16), 'size KB'.padStart(9), 'limit'.padStart(7), 'exceljs'.padStart(8), 'import ms'.padStart(10), 'ratio'.padStart(6), '  (target ≤ 3.0)');
  let ok = true;
  for (const name of functionNames) {
    const file = join(distDir, name, 'index.mjs');
    const size = statSync(file).size / KB;
    const meta = JSON.parse(readFileSync(join(distDir, name, 'meta.json'), 'utf8')) as { inputs: Record<string, unknown> };
    const hasExcel = Object.keys(meta.inputs).some((p) => p.includes('node_modules/exceljs/'));
    // quality.md: 300 KB per function, except the report group, relatorios (exceljs and pdf-lib: the import, the xlsx reports and the statement), which may reach 1.5 MB.
    const reports = (name as string) === 'relatorios';
    const limit = reports ? 1536 : 300;
    const ms = coldImportMs(file, env);
    const ratio = ms / hello;
    const pass = size <= limit && (hasExcel ? reports : true) && ratio <= 3;
    ok &&= pass;
    console.log(name.padEnd(16), size.toFixed(1).padStart(9), String(limit).padStart(7), (hasExcel ? 'yes' : 'no').padStart(8), ms.toFixed(0).padStart(10), ratio.toFixed(2).padStart(6), pass ? '' : '  ✗');
  }
  return ok;
}
