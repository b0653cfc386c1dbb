import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
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
  /** The Cognito user's `sub`: what the pre-token trigger and every request identify the account by. */
  sub?: string;
}

/** Creates the account record and, with a `sub`, its sign-in link, together. */
export async function putUsuario(db: Db, u: Usuario): Promise<void> {
  const gsi2 = u.roles.includes('Secretarias') ? keys.secretariaByName(u.nome, u.idUsuario) : {};
  await db.client.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: db.table,
            Item: { ...keys.usuario(u.idUsuario), ...keys.usuarioLookup(u.email), ...gsi2, type: 'USUARIO', ...u, email: u.email.toLowerCase() },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...(u.sub ? [subLinkPut(db, u.sub, u.idUsuario)] : []),
      ],
    }),
  );
}

const subLinkPut = (db: Db, sub: string, idUsuario: string) => ({
  Put: {
    TableName: db.table,
    Item: { ...keys.usuarioBySub(sub), type: 'USUARIO_SUB', idUsuario },
    ConditionExpression: 'attribute_not_exists(pk) OR idUsuario = :id',
    ExpressionAttributeValues: { ':id': idUsuario },
  },
});

/** Links an existing account (made before accounts carried their `sub`) to its Cognito user, once. */
export async function linkSub(db: Db, idUsuario: string, sub: string): Promise<void> {
  await db.client.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: db.table,
            Key: keys.usuario(idUsuario),
            UpdateExpression: 'SET #sub = :sub',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#sub) OR #sub = :sub)',
            ExpressionAttributeNames: { '#sub': 'sub' },
            ExpressionAttributeValues: { ':sub': sub },
          },
        },
        subLinkPut(db, sub, idUsuario),
      ],
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

export async function getUsuario(db: Db, idUsuario: string, consistent = false): Promise<Usuario | undefined> {
  const out = await db.client.send(new GetCommand({ TableName: db.table, Key: keys.usuario(idUsuario), ConsistentRead: consistent }));
  return out.Item ? toUsuario(out.Item) : undefined;
}

/**
 * The account a Cognito user signs in to, found by the `sub` alone: an e-mail (which a user might
 * change) never decides whose roles and ids a token carries.
 */
export async function getUsuarioBySub(db: Db, sub: string): Promise<Usuario | undefined> {
  const link = await db.client.send(new GetCommand({ TableName: db.table, Key: keys.usuarioBySub(sub), ConsistentRead: true }));
  const idUsuario = link.Item?.idUsuario;
  if (typeof idUsuario !== 'string') return undefined;
  const usuario = await getUsuario(db, idUsuario, true);
  return usuario?.sub === sub ? usuario : undefined;
}

function toUsuario(item: Record<string, unknown>): Usuario {
  const { idUsuario, email, nome, roles, idMedico, crm, ativo, sub } = item as unknown as Usuario;
  return { idUsuario, email, nome, roles, idMedico, crm, ativo, sub };
}
