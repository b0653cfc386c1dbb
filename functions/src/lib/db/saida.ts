import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
import type { Db } from './client';
import { conditionFailed } from './errors';
import type { TxItem } from './items';

/**
 * The e-mail outbox (decisions.md, "Integrity rules"): pk SAIDA#{id}, sk SAIDA. Each e-mail the app
 * sends is written here in the transaction of the change that causes it, and the table's stream
 * carries the new item to the sender (functions/src/saida/), which claims it, sends it and marks it.
 * The id is the idempotency key: a record delivered twice finds the item already claimed or sent.
 * Once sent, the message's text and recipients are dropped and the item expires after SAIDA_RETEM_DIAS.
 */

export const SAIDA_TYPE = 'SAIDA';
export const saidaKey = (id: string) => ({ pk: `SAIDA#${id}`, sk: SAIDA_TYPE });

export interface Mensagem {
  para: string[];
  cc: string[];
  /** Reply-To: where the recipient's answer goes. */
  responderPara?: string[];
  assunto: string;
  texto: string;
}

/** A decision's notice: the participation, and the version and history length the decision made. */
export interface RefDecisao {
  idParticipacao: string;
  versao: number;
  historico: number;
}

/** A deadline reminder: its record's key (db/lembretes.ts) and the claim's instant, which orders the administrators' log. */
export interface RefLembrete {
  idMedico: string;
  ciclo: number;
  data: string;
  tentativaEm: string;
}

/**
 * Why the e-mail exists (the sender's hooks, lib/saida.ts, depend on it): a decision's notice, a
 * contact message to the program's mailbox, a new account's invitation, a deadline reminder, or a
 * report job's link to the administrator who asked (its item's id is the job's).
 * A new cause is one more member here and its case in the sender's hooks (the compiler asks for it).
 */
export type SaidaCausa =
  | { tipo: 'decisao'; ref: RefDecisao }
  | { tipo: 'contato'; ref: { idMensagem: string } }
  | { tipo: 'convite'; ref: { idUsuario: string } }
  | { tipo: 'lembrete'; ref: RefLembrete }
  | { tipo: 'relatorio'; ref: { idTarefa: string } };

export type SaidaEstado = 'pendente' | 'enviando' | 'enviada' | 'falhou';

export type SaidaItem = SaidaCausa & {
  id: string;
  mensagem?: Mensagem;
  estado: SaidaEstado;
  criadaEm: string;
  tentativas: number;
  /** While `enviando`: when the claim was taken (a claim older than SAIDA_REIVINDICACAO_MS may be taken again). */
  reivindicadaEm?: string;
  enviadaEm?: string;
  ultimoErro?: string;
};

/** Days an item is kept after it was sent (without its text), for the cloud team's questions. */
export const SAIDA_RETEM_DIAS = 30;
/**
 * A claim older than this was lost with its invocation (a crash): the message may be taken again.
 * A send takes seconds (SES's client gives up after SES_TIMEOUT_MS in notificacoes.ts), so a live
 * invocation never holds a claim this long.
 */
export const SAIDA_REIVINDICACAO_MS = 60_000;

/** A new outbox item: its cause, id and message; `expiraEm` (epoch seconds) when an unsent message is worthless after it (an invitation's temporary password). */
export type NovaSaida = SaidaCausa & { id: string; mensagem: Mensagem; criadaEm: string; expiraEm?: number };

/**
 * The Put of a new outbox item, for the transaction of its cause. It fails (cancelling the
 * transaction) when an item with its id exists: a cause with a natural id (a reminder's) is queued once.
 */
export function saidaPut(db: Db, { expiraEm, ...s }: NovaSaida): TxItem {
  const item = { ...saidaKey(s.id), type: SAIDA_TYPE, ...s, estado: 'pendente', tentativas: 0 } satisfies SaidaItem & Record<string, unknown>;
  return { Put: { TableName: db.table, Item: { ...item, ...(expiraEm ? { [TABLE_TTL_ATTRIBUTE]: expiraEm } : {}) }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getSaida(db: Db, id: string): Promise<SaidaItem | undefined> {
  const out = await db.client.send(new GetCommand({ TableName: db.table, Key: saidaKey(id), ConsistentRead: true }));
  return out.Item as SaidaItem | undefined;
}

/**
 * Takes the item for sending, when it is pending, failed before, or was claimed by an invocation that
 * has not finished for SAIDA_REIVINDICACAO_MS. Otherwise: 'feita' when it is sent (or gone), or when
 * another invocation's claim frees it.
 */
export async function reivindicarSaida(db: Db, id: string, agora: Date): Promise<'tomada' | 'feita' | { livreEm: number }> {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: saidaKey(id),
        UpdateExpression: 'SET estado = :enviando, reivindicadaEm = :agora ADD tentativas :um',
        ConditionExpression: 'attribute_exists(pk) AND (estado IN (:pendente, :falhou) OR (estado = :enviando AND reivindicadaEm < :expirada))',
        ExpressionAttributeValues: {
          ':enviando': 'enviando',
          ':pendente': 'pendente',
          ':falhou': 'falhou',
          ':agora': agora.toISOString(),
          ':expirada': new Date(agora.getTime() - SAIDA_REIVINDICACAO_MS).toISOString(),
          ':um': 1,
        },
      }),
    );
    return 'tomada';
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
  const item = await getSaida(db, id);
  if (item?.estado !== 'enviando') return 'feita';
  return { livreEm: Date.parse(item.reivindicadaEm ?? agora.toISOString()) + SAIDA_REIVINDICACAO_MS };
}

/** Marks a claimed item sent: its text and recipients go, and the item expires after SAIDA_RETEM_DIAS. */
export async function marcarSaidaEnviada(db: Db, id: string, agora: Date): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.table,
      Key: saidaKey(id),
      UpdateExpression: `SET estado = :enviada, enviadaEm = :agora, #ttl = :ttl REMOVE mensagem, reivindicadaEm, ultimoErro`,
      ExpressionAttributeNames: { '#ttl': TABLE_TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':enviada': 'enviada', ':agora': agora.toISOString(), ':ttl': Math.ceil(Date.now() / 1000) + SAIDA_RETEM_DIAS * 86_400 },
    }),
  );
}

/** Gives a claimed item back after a failed send, with the error's name; the next delivery tries again. */
export async function marcarSaidaFalhou(db: Db, id: string, erro: string): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.table,
      Key: saidaKey(id),
      UpdateExpression: 'SET estado = :falhou, ultimoErro = :erro REMOVE reivindicadaEm',
      ConditionExpression: 'estado = :enviando',
      ExpressionAttributeValues: { ':falhou': 'falhou', ':enviando': 'enviando', ':erro': erro },
    }),
  );
}
