import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run typecheck`: the seven TypeScript projects, each with its own settings
 * and its own incremental build info in node_modules/.cache/tsc/<project>.tsbuildinfo (its tsconfig's
 * tsBuildInfoFile), so a run with nothing changed takes seconds.
 *
 * `tsc -b` checks a group of projects in one process (the declaration files they share are parsed
 * once) and skips a project none of whose own files (its tsconfig's include) changed. The projects
 * import each other's sources, in cycles (tests and scripts/bench import each other, functions imports
 * tests/support), so they cannot be project references of one another, and `tsc -b` alone would miss
 * a change in a file a project imports from another one, or from node_modules. Those projects are found
 * here from the files their build info lists, and checked with `tsc -p`, which reads the same build
 * info and checks again only the changed files and their importers.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GROUPS = [['web'], ['shared', 'functions', 'infra', 'tests', 'scripts', 'bench']];
const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const buildInfoOf = (project: string) => join(root, 'node_modules', '.cache', 'tsc', `${project}.tsbuildinfo`);

const mtimes = new Map<string, number>();
function mtimeOf(file: string): number {
  let time = mtimes.get(file);
  if (time === undefined) {
    try {
      time = statSync(file).mtimeMs;
    } catch {
      time = Number.POSITIVE_INFINITY; // deleted since the last check
    }
    mtimes.set(file, time);
  }
  return time;
}

/** True when a file of the project's last program changed after its build info was written. */
function programChanged(project: string): boolean {
  const buildInfo = buildInfoOf(project);
  let builtAt: number;
  let fileNames: unknown;
  try {
    builtAt = statSync(buildInfo).mtimeMs;
    ({ fileNames } = JSON.parse(readFileSync(buildInfo, 'utf8')) as { fileNames?: unknown });
  } catch {
    return false; // never checked (or unreadable): tsc -b checks it from scratch
  }
  if (!Array.isArray(fileNames)) return false;
  return fileNames.some((name) => typeof name === 'string' && mtimeOf(resolve(dirname(buildInfo), name)) > builtAt);
}

/** Runs tsc; its output is printed in one piece when it ends, so the two groups' do not interleave. */
function tsc(args: string[]): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [tscBin, ...args, ...(process.stdout.isTTY ? ['--pretty'] : [])], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      done(code === 0);
    });
  });
}

async function check(projects: string[]): Promise<boolean> {
  const changed = projects.filter(programChanged);
  let ok = true;
  for (const project of changed) ok = (await tsc(['-p', project])) && ok;
  const rest = projects.filter((p) => !changed.includes(p));
  if (rest.length) ok = (await tsc(['-b', ...rest])) && ok;
  return ok;
}

// tsc uses one core: web's check takes about as long as the six others', so two processes use both.
const results = await Promise.all(GROUPS.map(check));
process.exitCode = results.every(Boolean) ? 0 : 1;
