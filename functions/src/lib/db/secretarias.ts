import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MedicoSecretaria } from '@emc/shared/schemas';
import type { Db } from './client';
import { keys } from './keys';

/** Links a secretary to a doctor, keeping the doctor's name and CRM on the link for the secretary's list. */
export async function linkSecretariaMedico(db: Db, idSecretaria: string, medico: { idMedico: string; nome: string; crm: string }) {
  await db.client.send(
    new PutCommand({
      TableName: db.table,
      Item: { ...keys.vinculo(idSecretaria, medico.idMedico), type: 'VINCULO', idSecretaria, idMedico: medico.idMedico, nome: medico.nome, crm: medico.crm },
    }),
  );
}

export async function isLinked(db: Db, idSecretaria: string, idMedico: string): Promise<boolean> {
  const { pk, sk } = keys.vinculo(idSecretaria, idMedico);
  const out = await db.client.send(new GetCommand({ TableName: db.table, Key: { pk, sk }, ProjectionExpression: 'pk' }));
  return Boolean(out.Item);
}

/** The secretary's doctors, in name order. One Query over the secretary's partition. */
export async function listMedicosOfSecretaria(db: Db, idSecretaria: string): Promise<MedicoSecretaria[]> {
  const { pk, skPrefix } = keys.vinculosOfSecretaria(idSecretaria);
  const items: MedicoSecretaria[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.client.send(
      new QueryCommand({
        TableName: db.table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix },
        ProjectionExpression: 'idMedico, nome, crm',
        ExclusiveStartKey: start,
      }),
    );
    for (const it of out.Items ?? []) items.push({ id: String(it.idMedico), nome: String(it.nome), crm: String(it.crm) });
    start = out.LastEvaluatedKey;
  } while (start);
  return items.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}
