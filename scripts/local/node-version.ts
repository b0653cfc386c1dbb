import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './config';

/** The oldest Node the repo supports: package.json's engines field, `>=MAJOR.MINOR`. */
export function requiredNode(): { major: number; minor: number } {
  const { engines } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } };
  const m = /^>=\s*(\d+)\.(\d+)/.exec(engines.node);
  if (!m) throw new Error(`package.json engines.node must read ">=MAJOR.MINOR", got "${engines.node}"`);
  return { major: Number(m[1]), minor: Number(m[2]) };
}

/** Stops npm start (and the test stack) with one clear sentence on an older Node. */
export function assertNodeVersion(version: string = process.versions.node): void {
  const need = requiredNode();
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > need.major || (major === need.major && minor >= need.minor)) return;
  throw new Error(`Node ${need.major}.${need.minor} or later is needed (package.json "engines"); this machine runs Node ${version}. Install a current Node LTS and run npm ci again.`);
}
