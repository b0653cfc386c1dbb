import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type GlobalSecondaryIndexDescription,
  type Projection,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES, USER_WRITABLE_ATTRIBUTES } from '@emc/shared/roles';
import { TABLE_INDEXES, TABLE_KEYS, TABLE_STREAM_VIEW, TABLE_TTL_ATTRIBUTE, type IndexDef } from '@emc/shared/table';
import { NAMES } from './config';

const projectionOf = (i: IndexDef) => ({ ProjectionType: i.projection, ...(i.include ? { NonKeyAttributes: [...i.include] } : {}) });

/** Creates the table and any GSI it lacks, from the same definition CDK uses. */
/**
 * `stream`: whether the table has the stream the outbox's sender reads (the app's table does). A test
 * world in the shared DynamoDB Local has none: each stream-enabled table there makes every write of
 * the process slower (about 3× with a second one), so a world that needs its stream gets a DynamoDB
 * Local of its own (mundos.ts).
 */
export async function ensureTable(client: DynamoDBClient, log: (s: string) => void, table: string = NAMES.table, { stream = true }: { stream?: boolean } = {}): Promise<void> {
  const attr = (name: string): AttributeDefinition => ({ AttributeName: name, AttributeType: 'S' });
  let existing: string[] | undefined;
  let streamView: string | undefined;
  try {
    const out = await client.send(new DescribeTableCommand({ TableName: table }));
    streamView = out.Table?.StreamSpecification?.StreamEnabled ? out.Table.StreamSpecification.StreamViewType : undefined;
    existing = await dropChangedIndexes(client, table, out.Table?.GlobalSecondaryIndexes ?? [], log);
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  if (!existing) {
    log(`criando a tabela ${table}`);
    await client.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        ...(stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_STREAM_VIEW } } : {}),
        AttributeDefinitions: [...new Set([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])])].map(attr),
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_INDEXES.map((i) => ({
          IndexName: i.name,
          KeySchema: [
            { AttributeName: i.partitionKey, KeyType: 'HASH' },
            { AttributeName: i.sortKey, KeyType: 'RANGE' },
          ],
          Projection: projectionOf(i),
        })),
      }),
    );
    await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: table });
    await ensureTimeToLive(client, table);
    return;
  }
  await ensureTimeToLive(client, table);
  // A table made before the outbox has no stream (a stream's view can't be changed in place: off, then on).
  if (stream && streamView !== TABLE_STREAM_VIEW) {
    log('ligando o stream da tabela');
    if (streamView) await client.send(new UpdateTableCommand({ TableName: table, StreamSpecification: { StreamEnabled: false } }));
    await client.send(new UpdateTableCommand({ TableName: table, StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_STREAM_VIEW } }));
  }
  for (const index of TABLE_INDEXES.filter((i) => !existing.includes(i.name))) {
    log(`criando o índice ${index.name}`);
    await client.send(
      new UpdateTableCommand({
        TableName: table,
        AttributeDefinitions: [attr(index.partitionKey), attr(index.sortKey)],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: [
                { AttributeName: index.partitionKey, KeyType: 'HASH' },
                { AttributeName: index.sortKey, KeyType: 'RANGE' },
              ],
              Projection: projectionOf(index),
            },
          },
        ],
      }),
    );
    await waitForIndexes(client, table, (is) => is.some((g) => g.IndexName === index.name && g.IndexStatus === 'ACTIVE'), `a criação do índice ${index.name}`);
  }
}

const sameProjection = (a: Projection | undefined, b: Projection) =>
  a?.ProjectionType === b.ProjectionType && [...(a?.NonKeyAttributes ?? [])].sort().join() === [...(b.NonKeyAttributes ?? [])].sort().join();

/**
 * Deletes the GSIs whose projection the definition has changed (a projection can't be altered in
 * place), waiting until they are gone, so that the caller recreates them from the items' keys (the
 * data stays in the table). Answers the names of the indexes kept.
 */
async function dropChangedIndexes(client: DynamoDBClient, table: string, indexes: GlobalSecondaryIndexDescription[], log: (s: string) => void): Promise<string[]> {
  const changed = indexes.filter((i) => {
    const def = TABLE_INDEXES.find((d) => d.name === i.IndexName);
    return def && !sameProjection(i.Projection, projectionOf(def));
  });
  for (const index of changed) {
    log(`recriando o índice ${index.IndexName} (projeção alterada)`);
    await client.send(new UpdateTableCommand({ TableName: table, GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: index.IndexName } }] }));
    await waitForIndexes(client, table, (is) => !is.some((g) => g.IndexName === index.IndexName), `a remoção do índice ${index.IndexName}`);
  }
  const gone = new Set(changed.map((i) => i.IndexName));
  return indexes.map((i) => i.IndexName ?? '').filter((n) => !gone.has(n));
}

/** DynamoDB Local refuses writes to the table while one of its GSIs is being created or deleted. */
async function waitForIndexes(client: DynamoDBClient, table: string, done: (indexes: GlobalSecondaryIndexDescription[]) => boolean, what: string): Promise<void> {
  for (let i = 0; ; i++) {
    const out = await client.send(new DescribeTableCommand({ TableName: table }));
    if (done(out.Table?.GlobalSecondaryIndexes ?? [])) return;
    if (i >= 1200) throw new Error(`${what} não terminou em 2 minutos`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function ensureTimeToLive(client: DynamoDBClient, table: string): Promise<void> {
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: table }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus === 'ENABLED') return;
  await client.send(new UpdateTimeToLiveCommand({ TableName: table, TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true } }));
}

export async function ensureBucket(client: S3Client, webOrigin: string, log: (s: string) => void, bucket: string = NAMES.bucket): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    log(`criando o bucket ${bucket}`);
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  // The SPA fetches presigned links from another origin (s3rver's port), as CloudFront's SPA does from S3.
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [{ AllowedOrigins: [webOrigin], AllowedMethods: ['GET', 'PUT', 'HEAD'], AllowedHeaders: ['*'], ExposeHeaders: ['Content-Disposition'], MaxAgeSeconds: 3000 }],
      },
    }),
  );
}

export interface PoolIds {
  userPoolId: string;
  clientId: string;
}

/** Finds or creates the user pool, its app client (USER_PASSWORD_AUTH, 8-hour ID token) and the three groups. */
export async function ensureUserPool(client: CognitoIdentityProviderClient, log: (s: string) => void, poolName: string = NAMES.userPool): Promise<PoolIds> {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === poolName)?.Id;
  if (!userPoolId) {
    log('criando o user pool do Cognito');
    const out = await client.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true } },
        // As in CDK: a new e-mail takes effect only once verified.
        UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      }),
    );
    userPoolId = out.UserPool!.Id!;
  }
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === NAMES.userPoolClient)?.ClientId;
  if (!clientId) {
    const out = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: NAMES.userPoolClient,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        IdTokenValidity: 8,
        AccessTokenValidity: 8,
        TokenValidityUnits: { IdToken: 'hours', AccessToken: 'hours' },
        WriteAttributes: [...USER_WRITABLE_ATTRIBUTES],
      }),
    );
    clientId = out.UserPoolClient!.ClientId!;
  }
  const described = await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }));
  if (described.UserPoolClient?.WriteAttributes?.join() !== USER_WRITABLE_ATTRIBUTES.join()) {
    await client.send(new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId, WriteAttributes: [...USER_WRITABLE_ATTRIBUTES] }));
  }
  const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  for (const role of ROLES.filter((r) => !groups.Groups?.some((g) => g.GroupName === r))) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role }));
  }
  return { userPoolId, clientId };
}
