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
