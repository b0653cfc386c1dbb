import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeSearch } from '@emc/shared/normalize';
import type { Role } from '@emc/shared/roles';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { getItem, indexKeys, queryAll, type Item } from './items';

/**
 * An account (usuário): pk USUARIO#{id}, sk USUARIO; found by e-mail in byLookup (EMAIL#{email});
 * a secretary is also listed by name in byName under SECRETARIAS. Its sign-in link, pk SUB#{sub},
 * sk USUARIO, points from the Cognito `sub` to the account.
 */
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

const USUARIO = 'USUARIO';
export const usuarioKey = (idUsuario: string) => ({ pk: `USUARIO#${idUsuario}`, sk: USUARIO });
const emailPartition = (email: string) => `EMAIL#${email.trim().toLowerCase()}`;
/** The link from a Cognito `sub` (which no user can change) to the account it signs in. */
const subLinkKey = (sub: string) => ({ pk: `SUB#${sub}`, sk: USUARIO });

function usuarioItem(u: Usuario): Item {
  const listed = u.roles.includes('Secretarias') ? indexKeys(INDEX.byName, 'SECRETARIAS', `${normalizeSearch(u.nome)}#${u.idUsuario}`) : {};
  return { ...usuarioKey(u.idUsuario), ...indexKeys(INDEX.byLookup, emailPartition(u.email), USUARIO), ...listed, type: USUARIO, ...u, email: u.email.toLowerCase() };
}

function fromItem(item: Item): Usuario {
  const { idUsuario, email, nome, roles, idMedico, crm, ativo, sub } = item as unknown as Usuario;
  return { idUsuario, email, nome, roles, idMedico, crm, ativo, sub };
}

/** Creates the account record and, with a `sub`, its sign-in link, together. */
export async function putUsuario(db: Db, u: Usuario): Promise<void> {
  await db.client.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.table, Item: usuarioItem(u), ConditionExpression: 'attribute_not_exists(pk)' } },
        ...(u.sub ? [subLinkPut(db, u.sub, u.idUsuario)] : []),
      ],
    }),
  );
}

const subLinkPut = (db: Db, sub: string, idUsuario: string) => ({
  Put: {
    TableName: db.table,
    Item: { ...subLinkKey(sub), type: 'USUARIO_SUB', idUsuario },
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
            Key: usuarioKey(idUsuario),
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

export async function setUsuarioInativo(db: Db, idUsuario: string): Promise<void> {
  await db.client.send(new UpdateCommand({ TableName: db.table, Key: usuarioKey(idUsuario), UpdateExpression: 'SET ativo = :f', ExpressionAttributeValues: { ':f': false } }));
}

export async function getUsuarioByEmail(db: Db, email: string): Promise<Usuario | undefined> {
  const [item] = await queryAll(db, { index: INDEX.byLookup, pk: emailPartition(email), sk: { equals: USUARIO }, max: 1 });
  return item && fromItem(item);
}

export async function getUsuario(db: Db, idUsuario: string, consistent = false): Promise<Usuario | undefined> {
  const item = await getItem(db, usuarioKey(idUsuario), { consistent });
  return item && fromItem(item);
}

/** What every signed-in request checks of its account: one small eventually-consistent read. */
export async function getUsuarioAcesso(db: Db, idUsuario: string): Promise<Partial<Pick<Usuario, 'ativo' | 'roles' | 'sub'>> | undefined> {
  return getItem(db, usuarioKey(idUsuario), { attributes: ['ativo', 'roles', 'sub'] });
}

/**
 * The account a Cognito user signs in to, found by the `sub` alone: an e-mail (which a user might
 * change) never decides whose roles and ids a token carries.
 */
export async function getUsuarioBySub(db: Db, sub: string): Promise<Usuario | undefined> {
  const link = await getItem(db, subLinkKey(sub), { consistent: true });
  const idUsuario = link?.idUsuario;
  if (typeof idUsuario !== 'string') return undefined;
  const usuario = await getUsuario(db, idUsuario, true);
  return usuario?.sub === sub ? usuario : undefined;
}
