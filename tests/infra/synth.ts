import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { createApp } from '@emc/infra/create-app';

/** A throwaway built SPA (index.html + a hashed asset), so the site deployment is always exercised. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'emc-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** Builds and synthesizes the app once; `context` overrides cdk.json. */
export function synth(context: Record<string, unknown> = {}) {
  const built = createApp(context);
  const template = Template.fromStack(built.stack);
  return { ...built, template };
}

/**
 * Skips esbuild (CDK's own `aws:cdk:bundling-stacks` context; the functions' assets become placeholders):
 * for tests that read the resource graph. `cdk synth` bundles, and so does assets.test.ts, the only
 * infra test that bundles: it checks the bundles, and that the template is otherwise the same.
 */
export const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] };
