import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { routeGroups } from '@emc/shared/routes';
import { ensureBucket, ensureTable, ensureUserPool } from './bootstrap';
import { NAMES, type StackOptions } from './config';
import { functionsEnv } from './function-env';
import { startCognitoFront } from './cognito-front';
import { startCognito, startDynamoDb, startS3, startSes, type Running } from './emulators';
import { iniciarFluxo } from './fluxo-da-tabela';
import { lambdaContext, loadHandler, startGateway, startLambdaInvokeEndpoint } from './gateway';
import { Mundos } from './mundos';
import { assertPortFree, freePort } from './ports';

export interface LocalStack {
  url: string;
  ports: StackOptions['ports'];
  userPoolId: string;
  clientId: string;
  /** Environment the handlers run with (endpoints, names, ids). */
  env: Record<string, string>;
  /** Every TCP port the stack listens on (all on 127.0.0.1 only), for the bind-address test. */
  listeners: { name: string; port: number }[];
  stop(): Promise<void>;
}

const closeServer = (s: Server) => new Promise<void>((r) => s.close(() => r()));

/**
 * Starts the emulators, bootstraps what is missing, seeds the demo data once, loads the function
 * bundles and serves everything on one origin. One stack per process: the handlers read process.env.
 */
export async function startLocalStack(opts: StackOptions): Promise<LocalStack> {
  const log = (s: string) => opts.verbose && console.log(`[emc] ${s}`);
  mkdirSync(opts.dataDir, { recursive: true });

  const names: Record<keyof StackOptions['ports'], string> = { gateway: 'PORT', dynamodb: 'DYNAMODB_PORT', s3: 'S3_PORT', cognito: 'COGNITO_PORT', ses: 'SES_PORT' };
  const ports = { ...opts.ports };
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) {
    if (ports[key] === 0) ports[key] = await freePort();
    else await assertPortFree(ports[key], names[key]);
  }
  const lambdaPort = await freePort();
  const cognitoLocalPort = await freePort();
  const url = `http://localhost:${ports.gateway}`;
  // One line per listener the stack opens; tests/integration/bind-address.test.ts checks each is loopback-only.
  const listeners = [
    { name: 'gateway', port: ports.gateway },
    { name: 'dynamodb', port: ports.dynamodb },
    { name: 's3', port: ports.s3 },
    { name: 'cognito', port: ports.cognito },
    { name: 'ses', port: ports.ses },
    { name: 'lambda-invoke', port: lambdaPort },
    { name: 'cognito-local', port: cognitoLocalPort },
  ];

  const running: Running[] = [];
  const servers: Server[] = [];
  const stopFirst: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.all(servers.map(closeServer));
    await Promise.all(stopFirst.map((f) => f().catch(() => undefined)));
    await Promise.all(running.reverse().map((r) => r.stop().catch(() => undefined)));
  };

  try {
    log('iniciando DynamoDB Local, s3rver, cognito-local e aws-ses-v2-local');
    const started = await Promise.allSettled([
      startDynamoDb(opts.dataDir, ports.dynamodb, opts.dynamoDbInMemory),
      startS3(opts.dataDir, ports.s3),
      startSes(ports.ses),
      startCognito(opts.dataDir, cognitoLocalPort, `http://127.0.0.1:${lambdaPort}`, NAMES.preTokenFunction, `http://127.0.0.1:${ports.cognito}`),
    ]);
    for (const s of started) if (s.status === 'fulfilled') running.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    // What AWS Cognito enforces and cognito-local does not (client write attributes, global sign-out).
    servers.push(await startCognitoFront({ port: ports.cognito, backendPort: cognitoLocalPort, signOutsFile: join(opts.dataDir, 'cognito', 'sign-outs.json'), appOrigin: url }));

    const env = functionsEnv(opts, ports, opts.sesIndisponivel ? `http://127.0.0.1:${await freePort()}` : undefined);
    Object.assign(process.env, env);

    // s3rver accepts only the S3RVER key pair; the other emulators accept any.
    const sdk = { region: NAMES.region, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } };
    const dynamo = new DynamoDBClient({ ...sdk, endpoint: env.AWS_ENDPOINT_URL_DYNAMODB });
    const s3 = new S3Client({ ...sdk, endpoint: env.AWS_ENDPOINT_URL_S3, forcePathStyle: true });
    const cognito = new CognitoIdentityProviderClient({ ...sdk, endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER });
    await ensureTable(dynamo, log);
    await ensureBucket(s3, url, log);
    const { userPoolId, clientId } = await ensureUserPool(cognito, log);

    // cognito-local signs with its own fixed key; the verifier gets it from env, never over http.
    const jwks = await (await fetch(`http://127.0.0.1:${ports.cognito}/${userPoolId}/.well-known/jwks.json`)).text();
    Object.assign(env, {
      USER_POOL_ID: userPoolId,
      USER_POOL_CLIENT_ID: clientId,
      JWT_ISSUER: `http://127.0.0.1:${ports.cognito}/${userPoolId}`,
      JWKS_JSON: jwks,
    });
    Object.assign(process.env, env);

    // Imported only now: these modules read the environment when they load.
    const { defaultDb } = await import('@emc/functions/lib/db/client');
    const { seed } = await import('./seed/seed');
    await seed({ db: defaultDb, cognito, userPoolId }, log);

    const handlers = new Map(await Promise.all(routeGroups.map(async (g) => [g, await loadHandler(opts.functionsDist, g)] as const)));
    const preToken = await loadHandler(opts.functionsDist, 'pre-token');
    // The tests' worlds start from the data as the seed left it, pictured before any request.
    const mundos = opts.mundos ? await Mundos.retratar({ env, functionsDist: opts.functionsDist, dataDir: opts.dataDir, url }) : undefined;
    if (mundos) stopFirst.push(() => mundos.parar());
    servers.push(await startLambdaInvokeEndpoint(lambdaPort, new Map([[NAMES.preTokenFunction, { bundle: 'pre-token', handler: preToken }]]), mundos));
    servers.push(await startGateway({ port: ports.gateway, webDist: opts.webDist, handlers, mundos }));
    // The outbox's sender and the jobs' runner, fed by the table's stream as the event source mappings feed them in AWS.
    const { CONSUMIDORES } = await import('./consumidores');
    const consumidores = await Promise.all(
      CONSUMIDORES.map(async (c) => {
        const fn = await loadHandler(opts.functionsDist, c.nome);
        return { ...c, invocar: (event: DynamoDBStreamEvent) => fn(event, lambdaContext(c.nome)) as Promise<DynamoDBBatchResponse> };
      }),
    );
    const fluxo = iniciarFluxo({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB!,
      table: env.TABLE_NAME!,
      consumidores,
      log: (s) => console.error(`[emc] ${s}`),
    });
    stopFirst.push(async () => fluxo.parar());
    dynamo.destroy();
    s3.destroy();
    return { url, ports, userPoolId, clientId, env, listeners, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
