import { PutCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@emc/functions/lib/db/client';
import { cicloAggKey, faixasCompletasKey, medicoCicloAggKey, type MedicoCicloAgg } from '@emc/functions/lib/db/contadores';
import { transactionCanceled } from '@emc/functions/lib/db/errors';
import { getItem } from '@emc/functions/lib/db/items';
import { faixaDe } from '@emc/functions/lib/participacoes/aggregates';

const AGG_DO_CICLO = /^AGG#CICLO#C#(\d+)$/;
const TENTATIVAS = 8;

/**
 * A table made before the cycles' histograms of credits (issue 29): each doctor's cycle counter not
 * counted in its cycle's histogram yet (no `nasFaixas`) with credits in a bucket (≥ 0.5) is counted:
 * one transaction sets its `nasFaixas` and a new `versao`, conditioned on the version read (a decision
 * that read it before fails and reads again, so it moves the bucket this counted), and ADDs 1 to its
 * bucket on the cycle's counters. A counter under 0.5 credits is in no bucket, counted or not. Then the
 * mark that the histograms are complete, which `ciclo/previa` waits for before it reads them. Idempotent;
 * a one-off migration, so a Scan is fine here. The seed's step v13-faixas runs it; in AWS,
 * `scripts/backfill.ts faixas` (docs/operations.md).
 */
export async function backfillFaixas(db: Db): Promise<{ contados: number; jaContados: number }> {
  const out = { contados: 0, jaContados: 0 };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({
        TableName: db.table,
        FilterExpression: 'begins_with(pk, :m) AND begins_with(sk, :agg) AND NOT contains(sk, :class)',
        ExpressionAttributeValues: { ':m': medicoCicloAggKey('', 0).pk, ':agg': 'AGG#CICLO#', ':class': '#CLASS#' },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const ciclo = AGG_DO_CICLO.exec(String(item.sk))?.[1];
      if (ciclo === undefined) continue;
      if (await contar(db, { pk: String(item.pk), sk: String(item.sk) }, Number(ciclo), item as MedicoCicloAgg)) out.contados++;
      else out.jaContados++;
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  await db.client.send(new PutCommand({ TableName: db.table, Item: { ...faixasCompletasKey, type: 'MARCA', em: new Date().toISOString() } }));
  return out;
}

/** Counts one doctor's cycle counter in its bucket, reading it again while a decision moves it; false when it needed nothing. */
async function contar(db: Db, Key: { pk: string; sk: string }, ciclo: number, lido: MedicoCicloAgg): Promise<boolean> {
  let agg: MedicoCicloAgg | undefined = lido;
  for (let tentativa = 1; ; tentativa++) {
    const faixa = agg && agg.nasFaixas !== true ? faixaDe(Number(agg.pontos ?? 0)) : undefined;
    if (!agg || !faixa) return false;
    const versao = typeof agg.versao === 'number' ? agg.versao : 0;
    try {
      await db.client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: db.table,
                Key,
                UpdateExpression: 'SET nasFaixas = :t, versao = :nova',
                ConditionExpression: `attribute_not_exists(nasFaixas) AND ${versao === 0 ? 'attribute_not_exists(versao)' : 'versao = :v'}`,
                ExpressionAttributeValues: { ':t': true, ':nova': versao + 1, ...(versao === 0 ? {} : { ':v': versao }) },
              },
            },
            {
              Update: {
                TableName: db.table,
                Key: cicloAggKey(ciclo),
                UpdateExpression: 'SET ciclo = :c ADD #f :um',
                ExpressionAttributeNames: { '#f': faixa },
                ExpressionAttributeValues: { ':c': ciclo, ':um': 1 },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (!transactionCanceled(error) || tentativa >= TENTATIVAS) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * tentativa));
      agg = (await getItem(db, Key, { consistent: true })) as MedicoCicloAgg | undefined;
    }
  }
}
