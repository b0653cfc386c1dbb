import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@emc/functions/lib/db/client';
import { linhaDoMedicoAttrs } from '@emc/functions/lib/db/contadores';
import { INDEX } from '@emc/shared/table';

/**
 * A local `.data/` made before the cap recount's index (issue 27): every doctor's row counter
 * (`MEDICO#{id}` / `AGG#CICLO#C#{nnn}#CLASS#{id}`) gets its byLookup entry `LINHA#{idClassificacao}`,
 * which store.ts writes with every change since, so a cap change reaches its earlier approvals.
 * Idempotent; a one-off migration of demo data, so a Scan is fine here (no request path scans).
 */
export async function backfillLinhas(db: Db): Promise<{ marcadas: number; jaTinham: number }> {
  const { partitionKey } = INDEX.byLookup;
  const out = { marcadas: 0, jaTinham: 0 };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({
        TableName: db.table,
        FilterExpression: 'begins_with(pk, :m) AND contains(sk, :c)',
        ProjectionExpression: 'pk, sk, #g',
        ExpressionAttributeNames: { '#g': partitionKey },
        ExpressionAttributeValues: { ':m': 'MEDICO#', ':c': '#CLASS#' },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const m = /^AGG#CICLO#C#(\d+)#CLASS#(.+)$/.exec(String(item.sk));
      if (!m) continue;
      if (item[partitionKey]) {
        out.jaTinham++;
        continue;
      }
      const attrs = linhaDoMedicoAttrs(String(item.pk).slice('MEDICO#'.length), Number(m[1]), m[2]!);
      const nomes = Object.keys(attrs);
      await db.client.send(
        new UpdateCommand({
          TableName: db.table,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: `SET ${nomes.map((_, i) => `#a${i} = :a${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: Object.fromEntries(nomes.map((n, i) => [`#a${i}`, n])),
          ExpressionAttributeValues: Object.fromEntries(nomes.map((n, i) => [`:a${i}`, (attrs as Record<string, unknown>)[n]])),
        }),
      );
      out.marcadas++;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}
