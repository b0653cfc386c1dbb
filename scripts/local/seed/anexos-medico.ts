import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@emc/functions/lib/db/client';
import { anexoKey } from '@emc/functions/lib/db/anexos';
import { conditionFailed } from '@emc/functions/lib/db/errors';
import { getParticipacoes } from '@emc/functions/lib/db/participacoes';

/**
 * A table made before the attachments named their doctor (issue 29): each attachment record without
 * `idMedico` gets its participation's (a participation's doctor never changes), on condition that it
 * still has none. A record whose participation is gone is left (`verificar` names it). Idempotent; a
 * one-off migration, so a Scan is fine here. The seed's step v12-anexos-medico runs it; in AWS,
 * `scripts/backfill.ts anexos` (docs/operations.md).
 */
export async function backfillAnexosMedico(db: Db): Promise<{ marcados: number; jaTinham: number; semParticipacao: number }> {
  const out = { marcados: 0, jaTinham: 0, semParticipacao: 0 };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({
        TableName: db.table,
        FilterExpression: '#t = :a AND attribute_not_exists(idMedico)',
        ProjectionExpression: 'id, idParticipacao',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':a': 'ANEXO' },
        ExclusiveStartKey,
      }),
    );
    const anexos = (page.Items ?? []).map((i) => ({ id: String(i.id), idParticipacao: String(i.idParticipacao) }));
    const donos = new Map((await getParticipacoes(db, [...new Set(anexos.map((a) => a.idParticipacao))])).map((p) => [p.id, p.idMedico]));
    for (const a of anexos) {
      const idMedico = donos.get(a.idParticipacao);
      if (!idMedico) {
        out.semParticipacao++;
        continue;
      }
      try {
        await db.client.send(
          new UpdateCommand({
            TableName: db.table,
            Key: anexoKey(a.id),
            UpdateExpression: 'SET idMedico = :m',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(idMedico)',
            ExpressionAttributeValues: { ':m': idMedico },
          }),
        );
        out.marcados++;
      } catch (error) {
        if (!conditionFailed(error)) throw error;
        out.jaTinham++;
      }
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return out;
}
