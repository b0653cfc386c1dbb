import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { DynamoDBClient, CreateTableCommand, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { startDynamoDb } from '../scripts/local/emulators';

const port = 18000 + Math.floor(Math.random() * 1000);
const t0 = Date.now();
const r = await startDynamoDb(mkdtempSync(join(tmpdir(), 'ddbb-')), port, true);
const tStart = Date.now() - t0;
const pid = execSync(`pgrep -f "port ${port}"`).toString().trim().split('\n')[0];
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8'); const p = f.slice(f.lastIndexOf(')') + 2).split(' '); return (Number(p[11]) + Number(p[12])) / 100; };
const c0 = cpu();
const client = new DynamoDBClient({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
await client.send(new CreateTableCommand({ TableName: 'tbl', BillingMode: 'PAY_PER_REQUEST', AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }], KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }] }));
const t1 = Date.now();
const N = Number(process.env.N ?? 4000);
for (let i = 0; i < N; i += 8) {
  await Promise.all(Array.from({ length: 8 }, (_, j) => client.send(new PutItemCommand({ TableName: 'tbl', Item: { pk: { S: `p${(i + j) % 50}` }, sk: { S: `s${i + j}` }, v: { S: 'x'.repeat(300) } } }))));
  await client.send(new QueryCommand({ TableName: 'tbl', KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': { S: `p${i % 50}` } }, Limit: 20 }));
}
console.log(process.env.JAVA_TOOL_OPTIONS ?? '(default)', 'start ms', tStart, 'startup cpu', c0, 'work ms', Date.now() - t1, 'work cpu', (cpu() - c0).toFixed(2));
await r.stop();
