import { stackEnv } from './target';

/**
 * Domain modules of functions/, wired to the test stack's emulators (the shared one, or the one this
 * file started: see useStack), for arranging data that no route creates yet. They read the
 * environment when they load, hence the dynamic imports.
 */
export async function domain() {
  Object.assign(process.env, stackEnv());
  const [{ defaultDb }, { cognito, userPoolId }, accounts, usuarios] = await Promise.all([
    import('@emc/functions/lib/db/client'),
    import('@emc/functions/lib/cognito'),
    import('@emc/functions/lib/contas'),
    import('@emc/functions/lib/db/usuarios'),
  ]);
  return { db: defaultDb, cognito, userPoolId, ...accounts, ...usuarios };
}
