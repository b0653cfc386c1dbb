import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The infra project's temporary directory (its workers' TMPDIR, vitest.config.ts): every synthesis
 * writes a cloud assembly (cdk.out*, up to 60 MB with the real bundles) and the fake built SPAs under
 * it, and the run removes it at the end, instead of leaving some seventy directories in /tmp per run.
 */
export const INFRA_TMP = join(tmpdir(), `emc-infra-${process.pid}`);

export default function setup() {
  mkdirSync(INFRA_TMP, { recursive: true });
  return () => rmSync(INFRA_TMP, { recursive: true, force: true });
}
