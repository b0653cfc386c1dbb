import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '../scripts/local/bootstrap';
import { NAMES } from '../scripts/local/config';
import { startDynamoDb } from '../scripts/local/emulators';
import { freePort } from '../scripts/local/ports';

export interface BenchDynamo {
  /** The low-level client (a benchmark may add middleware to it: the document client goes through it). */
  raw: DynamoDBClient;
  db: { client: DynamoDBDocumentClient; table: string };
  /** Puts the items with BatchWriteItem, several batches in flight (DynamoDB Local is the bottleneck, and it takes concurrent writes). */
  write(items: Record<string, unknown>[]): Promise<void>;
  /** DynamoDB Local's process (its CPU time is a figure a shared machine's load barely moves). */
  pid: number;
}

/**
 * Runs `fn` against a DynamoDB Local of its own, in a temporary folder, with the app's table and the
 * functions' environment pointed at it (so the entity modules, imported after, use it); stops and
 * removes it after.
 */
export async function withDynamoLocal<T>(fn: (d: BenchDynamo) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'emc-bench-'));
  const port = await freePort();
  const dynamo = await startDynamoDb(dir, port);
  try {
    Object.assign(process.env, { TABLE_NAME: NAMES.table, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${port}`, FIRST_CYCLE_YEAR: '2008' });
    const raw = new DynamoDBClient({});
    await ensureTable(raw, () => undefined);
    const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
    const db = { client, table: NAMES.table };
    const write = async (items: Record<string, unknown>[]) => {
      const chunks: Record<string, unknown>[][] = [];
      for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
            let req: Record<string, unknown>[] | undefined = chunk.map((Item) => ({ PutRequest: { Item } }));
            while (req?.length) {
              const out = await client.send(new BatchWriteCommand({ RequestItems: { [db.table]: req as never } }));
              req = out.UnprocessedItems?.[db.table] as Record<string, unknown>[] | undefined;
            }
          }
        }),
      );
    };
    return await fn({ raw, db, write, pid: dynamo.pid });
  } finally {
    await dynamo.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
