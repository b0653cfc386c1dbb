import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@emc/functions/lib/db/client';
import { filaAggKey } from '@emc/functions/lib/db/contadores';
import { participacaoItem } from '@emc/functions/lib/db/participacoes';
import { withoutKeys } from '@emc/functions/lib/db/items';
import { filaDeltas } from '@emc/functions/lib/participacoes/aggregates';
import type { ParticipacaoItem } from '@emc/functions/lib/db/participacoes';

/**
 * A local `.data/` made before the review queue existed: every participation is written again with
 * its queue index keys, `busca` and its duplicate lookup key (participacaoItem writes them all), and
 * the queue's counters are set from them. Attachments uploaded before their SHA-256 was kept stay
 * without it (never matched as duplicates). A one-off migration of demo data, so a Scan is fine here
 * (no request path scans).
 */
export async function backfillFila(db: Db): Promise<number> {
  const totals = new Map<string, Record<string, number>>();
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({ TableName: db.table, FilterExpression: '#t = :t', ExpressionAttributeNames: { '#t': 'type' }, ExpressionAttributeValues: { ':t': 'PARTICIPACAO' }, ExclusiveStartKey }),
    );
    for (const item of page.Items ?? []) {
      const p = withoutKeys(item, 'busca') as unknown as ParticipacaoItem;
      await db.client.send(new PutCommand({ TableName: db.table, Item: participacaoItem(p) }));
      for (const [filtro, delta] of filaDeltas(null, p)) {
        const acc = totals.get(filtro) ?? {};
        for (const [s, v] of Object.entries(delta)) acc[s] = (acc[s] ?? 0) + v;
        totals.set(filtro, acc);
      }
      count++;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  for (const [filtro, counts] of totals) {
    await db.client.send(new PutCommand({ TableName: db.table, Item: { ...filaAggKey(JSON.parse(filtro) as { ciclo?: number; idCategoria?: string }), ...counts } }));
  }
  return count;
}
