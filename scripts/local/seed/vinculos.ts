import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '@emc/functions/lib/db/client';
import { conditionFailed } from '@emc/functions/lib/db/errors';
import { contarMedicosDaSecretaria } from '@emc/functions/lib/db/secretarias';
import { listSecretarias, usuarioKey } from '@emc/functions/lib/db/usuarios';

/**
 * A table made before the secretaries' link counter (issue 29): each secretary's account without
 * `quantidadeMedicos` gets her links counted (consistently) and set, on condition that it still has
 * none (a link write since sets it in its own transaction). Idempotent. The seed's step v11-vinculos
 * runs it; in AWS, `scripts/backfill.ts vinculos` (docs/operations.md).
 */
export async function backfillVinculos(db: Db): Promise<{ contadas: number; jaTinham: number }> {
  const out = { contadas: 0, jaTinham: 0 };
  for (const s of await listSecretarias(db)) {
    if (s.quantidadeMedicos !== undefined) {
      out.jaTinham++;
      continue;
    }
    const n = await contarMedicosDaSecretaria(db, s.idUsuario, true);
    try {
      await db.client.send(
        new UpdateCommand({
          TableName: db.table,
          Key: usuarioKey(s.idUsuario),
          UpdateExpression: 'SET #q = :n',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#q)',
          ExpressionAttributeNames: { '#q': 'quantidadeMedicos' },
          ExpressionAttributeValues: { ':n': n },
        }),
      );
      out.contadas++;
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      out.jaTinham++;
    }
  }
  return out;
}
