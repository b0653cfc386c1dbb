import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extraFunctions } from '@emc/functions/bundling';
import { routeGroups, routes } from '@emc/shared/routes';

const src = join(import.meta.dirname, '..', '..', 'functions', 'src');

/** The manifest and the handlers agree one to one (tests/infra checks the CDK routes against the same manifest). */
describe('manifest ↔ handlers', () => {
  beforeAll(() => {
    // The handler modules check their environment when they load.
    Object.assign(process.env, { TABLE_NAME: 't', BUCKET_NAME: 'b', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c', JWT_ISSUER: 'https://issuer.example/p', AWS_REGION: 'us-east-1' });
  });

  it('has one handler folder per group, plus the non-route functions, and nothing else', () => {
    const folders = readdirSync(src, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'lib').map((d) => d.name);
    expect(folders.sort()).toEqual([...routeGroups, ...extraFunctions].sort());
  });

  it.each(routeGroups)('group %s handles exactly its manifest routes', async (group) => {
    const mod = (await import(join(src, group, 'handler.ts'))) as { actions: Record<string, unknown>; handler: unknown };
    expect(typeof mod.handler).toBe('function');
    expect(Object.keys(mod.actions).sort()).toEqual(routes.filter((r) => r.group === group).map((r) => r.id).sort());
  });
});

/** Each function bundles only its own group's routes (and so its own schemas), and only what it injects. */
describe('group bundles', () => {
  it.each(routeGroups)('group %s bundles its own routes file and no other', async (group) => {
    const { build } = await import('esbuild');
    const { bundling, entryFor } = await import('@emc/functions/bundling');
    const result = await build({
      entryPoints: [join(src, '..', '..', entryFor(group))],
      bundle: true,
      write: false,
      platform: 'node',
      format: bundling.format,
      target: bundling.target,
      external: bundling.externalModules,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    const routeFiles = inputs.filter((p) => /shared\/src\/routes(\/|\.ts)/.test(p)).map((p) => p.replace(/^.*shared\/src\//, ''));
    expect(routeFiles).toEqual([`routes/${group}.ts`]);
    const hasSignedInRoutes = routes.some((r) => r.group === group && r.auth !== 'public');
    expect(inputs.some((p) => p.endsWith('functions/src/lib/auth.ts')), 'token verifier').toBe(hasSignedInRoutes);
    expect(inputs.some((p) => p.endsWith('functions/src/lib/multipart.ts')), 'multipart reader').toBe(routes.some((r) => r.group === group && 'multipart' in r));
  });
});
