import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@emc/functions/lib/db/client';
import { cicloMesKeys } from '@emc/functions/lib/db/participacoes';
import { INDEX } from '@emc/shared/table';

/**
 * A local `.data/` made before the detailed report's index (issue 11): every participation gets its
 * byCicloMes keys (participacaoItem writes them on every write since). Idempotent: a participation
 * with the right keys is left alone, and each Update is conditioned on the cycle and start date it
 * was computed from. A one-off migration of demo data, so a Scan is fine here (no request path scans).
 */
export async function backfillCicloMes(db: Db): Promise<{ marcadas: number; jaTinham: number }> {
  const { partitionKey: pk8, sortKey: sk8 } = INDEX.byCicloMes;
  const out = { marcadas: 0, jaTinham: 0 };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({
        TableName: db.table,
        FilterExpression: '#t = :t',
        ProjectionExpression: 'pk, sk, id, ciclo, dataInicio, #pk8, #sk8',
        ExpressionAttributeNames: { '#t': 'type', '#pk8': pk8, '#sk8': sk8 },
        ExpressionAttributeValues: { ':t': 'PARTICIPACAO' },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const p = item as { pk: string; sk: string; id: string; ciclo: number; dataInicio: string } & Record<string, unknown>;
      const keys = cicloMesKeys(p);
      if (p[pk8] === keys[pk8] && p[sk8] === keys[sk8]) {
        out.jaTinham++;
        continue;
      }
      await db.client.send(
        new UpdateCommand({
          TableName: db.table,
          Key: { pk: p.pk, sk: p.sk },
          UpdateExpression: 'SET #pk8 = :pk8, #sk8 = :sk8',
          ConditionExpression: 'attribute_exists(pk) AND ciclo = :c AND dataInicio = :d',
          ExpressionAttributeNames: { '#pk8': pk8, '#sk8': sk8 },
          ExpressionAttributeValues: { ':pk8': keys[pk8], ':sk8': keys[sk8], ':c': p.ciclo, ':d': p.dataInicio },
        }),
      );
      out.marcadas++;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}
