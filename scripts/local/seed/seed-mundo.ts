import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { NAMES } from '../config';

/**
 * The demo seed into a test world on its own date (scripts/local/mundos.ts): run in a node of its
 * own whose environment is the world's (table, bucket, pool, CLOCK_OFFSET_MS), as the functions'
 * modules read it when they load.
 */
const env = process.env;
const cognito = new CognitoIdentityProviderClient({
  region: NAMES.region,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
});
const { defaultDb } = await import('@emc/functions/lib/db/client');
const { seed } = await import('./seed');
const t0 = performance.now();
await seed({ db: defaultDb, cognito, userPoolId: env.USER_POOL_ID! }, (s) => process.env.EMC_SEED_VERBOSE && console.log(Math.round(performance.now() - t0), s));
cognito.destroy();
