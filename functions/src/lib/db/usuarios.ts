import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeSearch } from '@emc/shared/normalize';
import type { Role } from '@emc/shared/roles';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { getItem, indexKeys, queryAll, type Item, type TxItem } from './items';
import { claimUnico, donoDoUnico } from './unicos';

/**
 * An account (usuário): pk USUARIO#{id}, sk USUARIO; found by e-mail in byLookup (EMAIL#{email});
 * a secretary is also listed by name in byName under SECRETARIAS. Its sign-in link, pk SUB#{sub},
 * sk USUARIO, points from the Cognito `sub` to the account. Its e-mail is claimed by a uniqueness
 * marker (unicos.ts, UNICO#EMAIL#{email}, owner idUsuario), which also finds it by e-mail at once.
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
  /**
   * A secretary's: how many doctors she is linked to, moved in each link write's transaction
   * (secretarias.ts). Missing on accounts from before it: then her links are counted.
   */
  quantidadeMedicos?: number;
}

const USUARIO = 'USUARIO';
/** The name index's partition of the secretaries' accounts. */
export const SECRETARIAS = 'SECRETARIAS';
/** The account's partition: its record, and what an account without a doctor keeps (its sent messages' pointers). */
export const usuarioPartition = (idUsuario: string) => `USUARIO#${idUsuario}`;
export const usuarioKey = (idUsuario: string) => ({ pk: usuarioPartition(idUsuario), sk: USUARIO });
export const emailPartition = (email: string) => `EMAIL#${email.trim().toLowerCase()}`;
/** The link from a Cognito `sub` (which no user can change) to the account it signs in. */
export const subLinkKey = (sub: string) => ({ pk: `SUB#${sub}`, sk: USUARIO });

function usuarioItem(u: Usuario): Item {
  const listed = u.roles.includes('Secretarias') ? indexKeys(INDEX.byName, SECRETARIAS, `${normalizeSearch(u.nome)}#${u.idUsuario}`) : {};
  return { ...usuarioKey(u.idUsuario), ...indexKeys(INDEX.byLookup, emailPartition(u.email), USUARIO), ...listed, type: USUARIO, ...u, email: u.email.toLowerCase() };
}

function fromItem(item: Item): Usuario {
  const { idUsuario, email, nome, roles, idMedico, crm, ativo, sub, quantidadeMedicos } = item as unknown as Usuario;
  return { idUsuario, email, nome, roles, idMedico, crm, ativo, sub, ...(typeof quantidadeMedicos === 'number' ? { quantidadeMedicos } : {}) };
}

/** Refusals an account's write may meet, for the caller to name the field. */
export type UsuarioRecusa = 'registro' | 'email' | 'sub';

/** The items that add an account: the record, its e-mail marker (a duplicate fails the transaction) and, with a `sub`, its sign-in link. */
export function novaContaTx(db: Db, u: Usuario): { item: TxItem; recusa: UsuarioRecusa }[] {
  return [
    { item: { Put: { TableName: db.table, Item: usuarioItem(u), ConditionExpression: 'attribute_not_exists(pk)' } }, recusa: 'registro' },
    { item: claimUnico(db, 'EMAIL', u.email.trim().toLowerCase(), u.idUsuario), recusa: 'email' },
    ...(u.sub ? [{ item: subLinkPut(db, u.sub, u.idUsuario), recusa: 'sub' as const }] : []),
  ];
}

/** Creates the account record, its e-mail marker and, with a `sub`, its sign-in link, together. */
export async function putUsuario(db: Db, u: Usuario): Promise<void> {
  await db.client.send(new TransactWriteCommand({ TransactItems: novaContaTx(db, u).map((t) => t.item) }));
}

/** The fields of an account that change after its creation (the id and the sub never do). */
const MUTAVEIS = ['email', 'nome', 'roles', 'crm', 'ativo', 'quantidadeMedicos'] as const;

/**
 * The Update that moves an account from `antes` to `depois`: the changed fields, conditioned on
 * each still holding its `antes` value (a concurrent change fails it), and the index keys that
 * follow them (the e-mail lookup; the secretaries' list, which holds the accounts with that role).
 * Swapping the arguments gives the item that undoes it.
 */
export function atualizarUsuarioTx(db: Db, antes: Usuario, depois: Usuario): TxItem {
  const set: string[] = [];
  const remove: string[] = [];
  const cond = ['attribute_exists(pk)'];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  MUTAVEIS.forEach((f, i) => {
    const [a, d] = [antes[f], depois[f]];
    if (JSON.stringify(a) === JSON.stringify(d)) return;
    names[`#f${i}`] = f;
    if (d === undefined) remove.push(`#f${i}`);
    else {
      set.push(`#f${i} = :d${i}`);
      values[`:d${i}`] = f === 'email' ? String(d).toLowerCase() : d;
    }
    if (a === undefined) cond.push(`attribute_not_exists(#f${i})`);
    else {
      cond.push(`#f${i} = :a${i}`);
      values[`:a${i}`] = f === 'email' ? String(a).toLowerCase() : a;
    }
  });
  const item = usuarioItem(depois);
  for (const [j, k] of [INDEX.byLookup.partitionKey, INDEX.byLookup.sortKey, INDEX.byName.partitionKey, INDEX.byName.sortKey].entries()) {
    names[`#k${j}`] = k;
    if (item[k] === undefined) remove.push(`#k${j}`);
    else {
      set.push(`#k${j} = :k${j}`);
      values[`:k${j}`] = item[k];
    }
  }
  return {
    Update: {
      TableName: db.table,
      Key: usuarioKey(depois.idUsuario),
      UpdateExpression: [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : ''].filter(Boolean).join(' '),
      ConditionExpression: cond.join(' AND '),
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
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

export async function getUsuarioByEmail(db: Db, email: string): Promise<Usuario | undefined> {
  const [item] = await queryAll(db, { index: INDEX.byLookup, pk: emailPartition(email), sk: { equals: USUARIO }, max: 1 });
  return item && fromItem(item);
}

/**
 * The account with this e-mail, read strongly consistent through its uniqueness marker (an account
 * made a moment ago is found); accounts made before the markers, through the e-mail index.
 */
export async function getUsuarioPorEmailAgora(db: Db, email: string): Promise<Usuario | undefined> {
  const normalizado = email.trim().toLowerCase();
  const dono = await donoDoUnico(db, 'EMAIL', normalizado);
  if (dono) {
    const u = await getUsuario(db, dono, true);
    if (u?.email === normalizado) return u;
  }
  return getUsuarioByEmail(db, normalizado);
}

/** The accounts the secretaries' list holds (role Secretarias), in name order: the byName partition, tens of rows. */
export async function listSecretarias(db: Db): Promise<Usuario[]> {
  return (await queryAll(db, { index: INDEX.byName, pk: SECRETARIAS })).map(fromItem);
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
