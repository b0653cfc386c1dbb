import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './client';
import { keys } from './keys';

export interface Area {
  idArea: string;
  nome: string;
  ativo: boolean;
}

export async function putArea(db: Db, a: Area): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.table,
      Item: { ...keys.area(a.idArea), ...keys.areaByName(a.nome, a.idArea), type: 'AREA', ...a },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
