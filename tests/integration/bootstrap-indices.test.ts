import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { participacaoKey } from '@emc/functions/lib/db/participacoes';
import { INDEX } from '@emc/shared/table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from '../../scripts/local/bootstrap';
import { NAMES } from '../../scripts/local/config';
import { startDynamoDb } from '../../scripts/local/emulators';
import { freePort } from '../../scripts/local/ports';
import { until } from '../support/until';

/**
 * The local bootstrap on a table made by an earlier version (npm start's `.data` survives upgrades):
 * a GSI whose projection the definition has changed is recreated with the new one, and the items
 * already in the table are in it again.
 */
describe('ensureTable on an older table', () => {
  let dir: string;
  let stop: () => Promise<void>;
  let raw: DynamoDBClient;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'emc-indices-'));
    const port = await freePort();
    stop = (await startDynamoDb(dir, port)).stop;
    raw = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  }, 60_000);

  afterAll(async () => {
    raw?.destroy();
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('recreates byCicloMes when it still copies whole items, keeping what the items hold', async () => {
    const { name, partitionKey, sortKey } = INDEX.byCicloMes;
    await ensureTable(raw, () => undefined);
    // As the table was before the index kept only the report's columns.
    await raw.send(new UpdateTableCommand({ TableName: NAMES.table, GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: name } }] }));
    const indexes = async () => (await raw.send(new DescribeTableCommand({ TableName: NAMES.table }))).Table?.GlobalSecondaryIndexes ?? [];
    await until(indexes, (is) => !is.some((i) => i.IndexName === name), 30_000);
    await raw.send(
      new UpdateTableCommand({
        TableName: NAMES.table,
        AttributeDefinitions: [partitionKey, sortKey].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        GlobalSecondaryIndexUpdates: [{ Create: { IndexName: name, KeySchema: [{ AttributeName: partitionKey, KeyType: 'HASH' }, { AttributeName: sortKey, KeyType: 'RANGE' }], Projection: { ProjectionType: 'ALL' } } }],
      }),
    );
    await until(indexes, (is) => is.some((i) => i.IndexName === name && i.IndexStatus === 'ACTIVE'), 30_000);
    const doc = DynamoDBDocumentClient.from(raw);
    await doc.send(
      new PutCommand({
        TableName: NAMES.table,
        Item: { ...participacaoKey('p1'), [partitionKey]: 'P#1', [sortKey]: 'S#p1', id: 'p1', titulo: 'Congresso', status: 2, historico: [{ texto: 'Participação registrada.' }] },
      }),
    );

    const log: string[] = [];
    await ensureTable(raw, (s) => log.push(s));

    expect(log).toContain(`recriando o índice ${name} (projeção alterada)`);
    const index = (await indexes()).find((i) => i.IndexName === name);
    expect(index?.Projection).toMatchObject({ ProjectionType: 'INCLUDE', NonKeyAttributes: expect.arrayContaining(['titulo', 'status']) });
    const { value } = await until(
      async () => (await doc.send(new QueryCommand({ TableName: NAMES.table, IndexName: name, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': partitionKey }, ExpressionAttributeValues: { ':pk': 'P#1' } }))).Items ?? [],
      (items) => items.length > 0,
      30_000,
    );
    expect(value).toEqual([expect.objectContaining({ id: 'p1', titulo: 'Congresso', status: 2 })]);
    expect(value[0]).not.toHaveProperty('historico');

    // A second start changes nothing.
    const again: string[] = [];
    await ensureTable(raw, (s) => again.push(s));
    expect(again).toEqual([]);
  }, 120_000);
});
