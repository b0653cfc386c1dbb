import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { MensagemContato } from '@emc/shared/comunicacao';
import { PAGE_SIZE } from '@emc/shared/status';
import { INDEX, TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
import type { Db } from './client';
import { conditionFailed, conditionFailedAt } from './errors';
import { batchGet, getItem, indexKeys, queryAll, withoutKeys, type Item, type TxItem } from './items';
import { medicoPartition } from './medicos';
import { saidaPut, type Mensagem } from './saida';
import { usuarioPartition } from './usuarios';

/**
 * Contact messages (decisions.md "Contact, FAQ and About"):
 * - the message: pk CONTATO#{id}, sk CONTATO; newest first in two index partitions, sorted by
 *   `{enviadaEm}#{id}`: byName `CONTATOS` (every message) and byLookup `CONTATOS#PENDENTES` or
 *   `CONTATOS#RESPONDIDAS` (its status; moved when an administrator marks it);
 * - its sender's pointer, in the sender's partition: the doctor's (medicos.ts) when a doctor's account
 *   sent it (every account of that doctor: "Meus dados"), else the account's (usuarios.ts); sk CONTATO#{enviadaEm}#{id};
 * - the counters, pk CONTATOS, sk TOTAL: `pendentes` and `respondidas` (the list's totals);
 * - the sending limit of an account, pk LIMITE#CONTATO#{idUsuario}, sk LIMITE: the instants (epoch ms,
 *   real time) of its messages of the last hour, with the table's TTL an hour after the last one.
 * The message, its pointer, the counter and its mail (an outbox item, saida.ts) are written in one
 * transaction; a status change moves the message's status partition and the counters in another.
 */

const CONTATO = 'CONTATO';
const contatoKey = (id: string) => ({ pk: `CONTATO#${id}`, sk: CONTATO });
const contadorKey = { pk: 'CONTATOS', sk: 'TOTAL' };
/** The counters' key, and the type of a message's item: `verificar` counts the messages again. */
export const contadorContatosKey = contadorKey;
export const CONTATO_TYPE = CONTATO;
const TODAS = 'CONTATOS';
export type StatusContato = 'pendentes' | 'respondidas';
const statusPartition = (status: StatusContato) => `CONTATOS#${status.toUpperCase()}`;
const statusDe = (respondida: boolean): StatusContato => (respondida ? 'respondidas' : 'pendentes');
const ordem = (m: Pick<MensagemContato, 'id' | 'enviadaEm'>) => `${m.enviadaEm}#${m.id}`;

/** Whose partition lists a message as sent by them: the doctor's, for a doctor's account; else the account's. */
const remetentePartition = (idUsuario: string, idMedico: string | undefined) => (idMedico ? medicoPartition(idMedico) : usuarioPartition(idUsuario));
const PONTEIRO = 'CONTATO#';

export function contatoItem(m: MensagemContato, idMedico?: string): Item {
  return {
    ...contatoKey(m.id),
    ...indexKeys(INDEX.byName, TODAS, ordem(m)),
    ...indexKeys(INDEX.byLookup, statusPartition(statusDe(m.respondida)), ordem(m)),
    type: CONTATO,
    ...m,
    ...(idMedico ? { idMedico } : {}),
  };
}

const fromItem = (item: Item) => withoutKeys(item, 'idMedico') as unknown as MensagemContato;

/** The outbox item of a message's mail to the program's mailbox (named after the message). */
export const saidaDoContato = (idMensagem: string) => `contato-${idMensagem}`;

/**
 * Stores a message: the message, its sender's pointer, the count of pending ones and its mail to the
 * program's mailbox (an outbox item, saida.ts), together; the outbox's sender mails it after the
 * commit. `idMedico`: the doctor whose account sent it, if a doctor's.
 */
export async function putContato(db: Db, m: MensagemContato, email: Mensagem, idMedico?: string): Promise<void> {
  await db.client.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.table, Item: contatoItem(m, idMedico), ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: db.table, Item: { pk: remetentePartition(m.remetente.idUsuario, idMedico), sk: `${PONTEIRO}${ordem(m)}`, type: 'CONTATO_REMETENTE', id: m.id } } },
        contadorAdd(db, { pendentes: 1 }),
        saidaPut(db, { id: saidaDoContato(m.id), tipo: 'contato', ref: { idMensagem: m.id }, mensagem: email, criadaEm: m.enviadaEm }),
      ],
    }),
  );
}

const contadorAdd = (db: Db, delta: Partial<Record<StatusContato, number>>) => {
  const entries = Object.entries(delta);
  return {
    Update: {
      TableName: db.table,
      Key: contadorKey,
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')} SET #type = :type`,
      ExpressionAttributeNames: { '#type': 'type', ...Object.fromEntries(entries.map(([k], i) => [`#c${i}`, k])) },
      ExpressionAttributeValues: { ':type': 'CONTADOR', ...Object.fromEntries(entries.map(([, v], i) => [`:c${i}`, v])) },
    },
  };
}

export async function getContadorContatos(db: Db): Promise<Record<StatusContato, number>> {
  const item = await getItem(db, contadorKey);
  return { pendentes: Number(item?.pendentes ?? 0), respondidas: Number(item?.respondidas ?? 0) };
}

/**
 * The messages of page `page` (10 a page), newest first: every message, or one status's. Reads the
 * index partition's entries up to the page's end, so the reads grow with the page, not the table.
 */
export async function paginaDeContatos(db: Db, page: number, status?: StatusContato): Promise<MensagemContato[]> {
  const entries = await queryAll(db, {
    index: status ? INDEX.byLookup : INDEX.byName,
    pk: status ? statusPartition(status) : TODAS,
    descending: true,
    max: page * PAGE_SIZE,
  });
  return entries.slice((page - 1) * PAGE_SIZE).map(fromItem);
}

/** Strongly consistent: a status change is conditioned on what is read here. */
export async function getContato(db: Db, id: string): Promise<MensagemContato | undefined> {
  const item = await getItem(db, contatoKey(id), { consistent: true });
  return item && fromItem(item);
}

/**
 * Marks a message answered (with when and by whom) or pending again, moving it between the status
 * partitions and the counters in one transaction, on condition that it is still as `antes` was read.
 * Answers false when that condition failed (another administrator changed it first).
 */
export async function marcarContato(db: Db, antes: MensagemContato, depois: MensagemContato, auditoria: TxItem[] = []): Promise<boolean> {
  const respondida = depois.respondida;
  const set = ['respondida = :r', '#g1pk = :g1pk', ...(respondida ? ['respondidaEm = :em', 'respondidaPor = :por'] : [])];
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: db.table,
              Key: contatoKey(antes.id),
              UpdateExpression: `SET ${set.join(', ')}${respondida ? '' : ' REMOVE respondidaEm, respondidaPor'}`,
              ConditionExpression: 'attribute_exists(pk) AND respondida = :antes',
              ExpressionAttributeNames: { '#g1pk': INDEX.byLookup.partitionKey },
              ExpressionAttributeValues: {
                ':r': respondida,
                ':antes': antes.respondida,
                ':g1pk': statusPartition(statusDe(respondida)),
                ...(respondida ? { ':em': depois.respondidaEm, ':por': depois.respondidaPor } : {}),
              },
            },
          },
          contadorAdd(db, { [statusDe(antes.respondida)]: -1, [statusDe(respondida)]: 1 }),
          ...auditoria,
        ],
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/**
 * The messages a doctor's accounts sent, oldest first ("Meus dados"): the pointers in the doctor's
 * partition, then the messages (BatchGetItem).
 */
export async function contatosDoMedico(db: Db, idMedico: string): Promise<MensagemContato[]> {
  const ponteiros = await queryAll(db, { pk: medicoPartition(idMedico), sk: { beginsWith: PONTEIRO }, attributes: ['id'] });
  const ids = ponteiros.map((p) => String(p.id));
  const byId = new Map((await batchGet(db, ids.map(contatoKey))).map((i) => [String(i.id), fromItem(i)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---- The sending limit ----
const limiteKey = (idUsuario: string) => ({ pk: `LIMITE#CONTATO#${idUsuario}`, sk: 'LIMITE' });

/**
 * Changes the account's list of sending instants with `mudar` (the instants of the last `janelaMs`
 * read), conditioned on the version read, retrying when another request changed it meanwhile (each
 * lost race is another request's write, so a burst of n requests settles within n rounds).
 * `mudar` answers the new list, or undefined to leave it. Answers whether it wrote.
 */
async function mudarEnvios(db: Db, idUsuario: string, agora: number, janelaMs: number, mudar: (recentes: number[]) => number[] | undefined): Promise<boolean> {
  for (let tentativa = 0; tentativa < 25; tentativa++) {
    const item = await getItem(db, limiteKey(idUsuario), { consistent: true });
    const versao = Number(item?.versao ?? 0);
    const recentes = (Array.isArray(item?.envios) ? item.envios.map(Number) : []).filter((t) => agora - t < janelaMs);
    const envios = mudar(recentes);
    if (!envios) return false;
    const ultimo = Math.max(agora, ...envios);
    try {
      await db.client.send(
        new PutCommand({
          TableName: db.table,
          Item: { ...limiteKey(idUsuario), type: 'LIMITE_CONTATO', envios, versao: versao + 1, [TABLE_TTL_ATTRIBUTE]: Math.ceil((ultimo + janelaMs) / 1000) },
          ...(item ? { ConditionExpression: 'versao = :v', ExpressionAttributeValues: { ':v': versao } } : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      );
      return true;
    } catch (error) {
      // Another request wrote first: read again.
      if (!conditionFailed(error)) throw error;
    }
  }
  return false;
}

/**
 * Takes one of the account's `max` messages of the last `janelaMs` for a message sent at `agora`
 * (epoch ms, real time, as the TTL): false when they are all taken (or the account's requests keep
 * racing each other).
 */
export const reservarEnvio = (db: Db, idUsuario: string, agora: number, max: number, janelaMs: number) =>
  mudarEnvios(db, idUsuario, agora, janelaMs, (recentes) => (recentes.length < max ? [...recentes, agora] : undefined));

/** Gives back the reservation made at `agora` (the message could not be sent). */
export const devolverEnvio = (db: Db, idUsuario: string, agora: number, janelaMs: number) =>
  mudarEnvios(db, idUsuario, agora, janelaMs, (recentes) => {
    const i = recentes.indexOf(agora);
    return i < 0 ? undefined : recentes.filter((_, j) => j !== i);
  });
