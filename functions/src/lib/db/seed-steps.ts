import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { getItem } from './items';

/** The local seed's step markers (scripts/local/seed): pk SEED, sk {step}. */
const seedStepKey = (step: string) => ({ pk: 'SEED', sk: step });

export async function isSeedStepDone(db: Db, step: string): Promise<boolean> {
  return Boolean(await getItem(db, seedStepKey(step), { consistent: true }));
}

export async function markSeedStepDone(db: Db, step: string, at: Date): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.table, Item: { ...seedStepKey(step), at: at.toISOString() } }));
}
