import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@emc/shared/roles';
import type { Db } from './client';
import { keys } from './keys';

/** An account's application data. The password lives only in Cognito, whose username is the email. */
export interface Usuario {
  idUsuario: string;
  email: string;
  nome: string;
  roles: Role[];
  idMedico?: string;
  crm?: string;
  ativo: boolean;
}

export async function putUsuario(db: Db, u: Usuario): Promise<void> {
  const gsi2 = u.roles.includes('Secretarias') ? keys.secretariaByName(u.nome, u.idUsuario) : {};
  await db.client.send(
    new PutCommand({
      TableName: db.table,
      Item: { ...keys.usuario(u.idUsuario), ...keys.usuarioLookup(u.email), ...gsi2, type: 'USUARIO', ...u, email: u.email.toLowerCase() },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getUsuarioByEmail(db: Db, email: string): Promise<Usuario | undefined> {
  const { gsi1pk, gsi1sk } = keys.usuarioLookup(email);
  const out = await db.client.send(
    new QueryCommand({
      TableName: db.table,
      IndexName: 'byLookup',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': gsi1pk, ':sk': gsi1sk },
      Limit: 1,
    }),
  );
  return out.Items?.[0] ? toUsuario(out.Items[0]) : undefined;
}

export async function getUsuario(db: Db, idUsuario: string): Promise<Usuario | undefined> {
  const out = await db.client.send(new GetCommand({ TableName: db.table, Key: keys.usuario(idUsuario) }));
  return out.Item ? toUsuario(out.Item) : undefined;
}

function toUsuario(item: Record<string, unknown>): Usuario {
  const { idUsuario, email, nome, roles, idMedico, crm, ativo } = item as unknown as Usuario;
  return { idUsuario, email, nome, roles, idMedico, crm, ativo };
}
