import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type App, type CfnElement, type Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionNames } from '@emc/functions/bundling';
import { EmcFunction } from '@emc/infra/lambda-function';
import { fakeWebDist, NO_BUNDLING, synth } from './synth';

/**
 * The one infra test that bundles the functions for real, with CDK's esbuild bundling, as `cdk synth`
 * does (cdk.json); the others synthesize with NO_BUNDLING and read the same template, which this file
 * checks: bundled or not, it differs only in the functions' asset keys.
 */

type Template = { Resources: Record<string, { Type: string; Properties: Record<string, any> }> } & Record<string, unknown>;

const KB = 1024;
const webDist = fakeWebDist();
let app: App;
let stack: Stack;
let bundled: Template;
let unbundled: Template;

/** Each function's asset directory in the cloud assembly, from its S3 key (`<hash>.zip`). */
function assetDirs(): Map<string, string> {
  const dirs = new Map<string, string>();
  for (const node of stack.node.findAll()) {
    if (!(node instanceof EmcFunction)) continue;
    const fn = bundled.Resources[stack.getLogicalId(node.fn.node.defaultChild as CfnElement)]!;
    const key = fn.Properties.Code.S3Key as string;
    expect(key, node.name).toMatch(/^[0-9a-f]{64}\.zip$/);
    dirs.set(node.name, join(app.outdir, `asset.${key.slice(0, -'.zip'.length)}`));
  }
  return dirs;
}

/** The template with every Lambda function's code key blanked out. */
function withoutCodeKeys(template: Template): Template {
  const copy = structuredClone(template);
  for (const resource of Object.values(copy.Resources)) {
    if (resource.Type === 'AWS::Lambda::Function' && typeof resource.Properties.Code?.S3Key === 'string') resource.Properties.Code.S3Key = '<asset>';
  }
  return copy;
}

beforeAll(() => {
  const built = synth({ webDist });
  ({ app, stack } = built);
  bundled = built.template.toJSON() as Template;
  unbundled = synth({ ...NO_BUNDLING, webDist }).template.toJSON() as Template;
});

it('synthesizes with no CDK warning but the webOrigin reminder', () => {
  const warnings = Annotations.fromStack(stack).findWarning('*', Match.anyValue());
  expect(warnings.map((w) => String(w.entry.data))).toEqual([expect.stringContaining('No webOrigin')]);
});

it('gives the template the other infra tests read, but for the functions\' asset keys', () => {
  expect(withoutCodeKeys(bundled)).toEqual(withoutCodeKeys(unbundled));
});

describe('function assets', () => {
  it('has one asset per function, each its own', () => {
    const dirs = assetDirs();
    expect([...dirs.keys()].sort()).toEqual([...functionNames].sort());
    expect(new Set(dirs.values()).size).toBe(functionNames.length);
  });

  it('is an ESM bundle, index.mjs exporting handler (the functions\' Handler: index.handler), with its source map, of a sane size', async () => {
    for (const [name, dir] of assetDirs()) {
      expect(existsSync(dir), `${name}: ${dir}`).toBe(true);
      expect(readdirSync(dir).sort(), name).toEqual(['index.mjs', 'index.mjs.map']);
      const file = join(dir, 'index.mjs');
      // bench/bundles.ts holds each bundle to its budget (quality.md); here, only that it is a real bundle.
      const size = statSync(file).size;
      expect(size, name).toBeGreaterThan(5 * KB);
      expect(size, name).toBeLessThan(3 * KB * KB);
      // esbuild parses the bundle as an ES module and lists its exports.
      const { metafile } = await build({ entryPoints: [file], outdir: join(dir, 'check'), format: 'esm', write: false, metafile: true, logLevel: 'silent' });
      const exports = Object.values(metafile.outputs).flatMap((o) => o.exports);
      expect(exports, name).toContain('handler');
    }
  });
});
