import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TipoRelatorio } from '@emc/shared/relatorios';
import type { Tarefa, TarefaEstado, TarefaTipo } from '@emc/shared/tarefas';
import { TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
import type { Db } from './client';
import { conditionFailed } from './errors';
import type { Item, TxItem } from './items';

/**
 * Jobs (architecture.md, "Events and jobs"): pk TAREFA#{id}, sk TAREFA. A change that starts work
 * beyond its answer (a cycle's goal, a row's cap) writes the job here in its own transaction; the
 * table's stream carries it to the runner (functions/src/tarefas/) each time it is written as
 * `pendente` (new, or handed on at a checkpoint). A runner claims it (`dono`, renewed at every
 * checkpoint), walks its pages from `cursor` and records `feitos` of `total`; a claim not renewed for
 * TAREFA_REIVINDICACAO_MS belonged to a runner that died and is taken over from the last checkpoint.
 * A large report's job (`relatorio`, lib/relatorios/tarefa.ts) is written alone by its request and run
 * whole by the reports' function: no cursor, its claim renewed with its progress, its file's key
 * (`arquivo`) set by the transaction that ends it.
 */
export const TAREFA_TYPE = 'TAREFA';
export const tarefaKey = (id: string) => ({ pk: `TAREFA#${id}`, sk: TAREFA_TYPE });

/** Who asked for a report job: its link is mailed to them when it is done. */
export interface Solicitante {
  idUsuario: string;
  nome: string;
  email: string;
}

/** A report job's report: its kind and what it is of (a cycle, or an area). */
export type PedidoRelatorio = { relatorio: Exclude<TipoRelatorio, 'area'>; ciclo: number } | { relatorio: 'area'; idArea: string };

/** What each kind of job works on. */
export type TarefaParametros =
  | { tipo: 'meta'; ciclo: number; meta: number }
  | { tipo: 'teto'; idClassificacao: string }
  | ({ tipo: 'relatorio'; solicitante: Solicitante } & PedidoRelatorio);

export type TarefaItem = Tarefa & {
  parametros: TarefaParametros;
  /** Where the next page starts (a Query's LastEvaluatedKey); absent before the first. */
  cursor?: Item;
  /** The runner holding the job and when it last checkpointed. */
  dono?: string;
  reivindicadaEm?: string;
  /** Runs that ended in an error, in a row. */
  falhas?: number;
  /** A report job's file once done: its S3 key (the link is presigned when read). */
  arquivo?: string;
};

/** A claim not renewed for this long was lost with its runner: the job is taken over from its cursor. */
export const TAREFA_REIVINDICACAO_MS = 30_000;
/** Days a finished job is kept (the screen reads its result). */
export const TAREFA_RETEM_DIAS = 30;

/** The Put of a new job, for the transaction of its cause. */
export function tarefaPut(db: Db, t: { id: string; tipo: TarefaTipo; parametros: TarefaParametros; total: number; criadaEm: string }): TxItem {
  const item = { ...tarefaKey(t.id), type: TAREFA_TYPE, ...t, estado: 'pendente', feitos: 0, alterados: 0 } satisfies TarefaItem & Item;
  return { Put: { TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export async function getTarefa(db: Db, id: string): Promise<TarefaItem | undefined> {
  const out = await db.client.send(new GetCommand({ TableName: db.table, Key: tarefaKey(id), ConsistentRead: true }));
  return out.Item as TarefaItem | undefined;
}

/** The job as the screen reads it. */
export function tarefaView(t: TarefaItem): Tarefa {
  const { id, tipo, estado, feitos, total, alterados, criadaEm, concluidaEm, erro } = t;
  const relatorio = t.parametros.tipo === 'relatorio' ? t.parametros.relatorio : undefined;
  return { id, tipo, estado, feitos, total, alterados, criadaEm, ...(concluidaEm ? { concluidaEm } : {}), ...(erro ? { erro } : {}), ...(relatorio ? { relatorio } : {}) };
}

/**
 * Takes the job for `dono` when it is pending, or held by a claim older than TAREFA_REIVINDICACAO_MS.
 * Answers the job as taken, or undefined (finished, gone, or held by a live runner).
 */
export async function reivindicarTarefa(db: Db, id: string, dono: string, agora: Date): Promise<TarefaItem | undefined> {
  try {
    const out = await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: tarefaKey(id),
        UpdateExpression: 'SET estado = :executando, dono = :dono, reivindicadaEm = :agora',
        ConditionExpression: 'attribute_exists(pk) AND (estado = :pendente OR (estado = :executando AND reivindicadaEm < :expirada))',
        ExpressionAttributeValues: {
          ':executando': 'executando',
          ':pendente': 'pendente',
          ':dono': dono,
          ':agora': agora.toISOString(),
          ':expirada': new Date(agora.getTime() - TAREFA_REIVINDICACAO_MS).toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as TarefaItem;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    return undefined;
  }
}

/** A checkpoint, by the job's holder: what is done and where to go on; false when the claim was lost (another runner took over). */
export async function avancarTarefa(db: Db, id: string, dono: string, agora: Date, p: { feitos: number; alterados: number; cursor?: Item; total?: number }): Promise<boolean> {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: tarefaKey(id),
        UpdateExpression: `SET feitos = :f, alterados = :a, reivindicadaEm = :agora${p.total === undefined ? '' : ', #total = :t'}${p.cursor ? ', #cursor = :c' : ' REMOVE #cursor'}`,
        ConditionExpression: 'estado = :executando AND dono = :dono',
        // CURSOR and TOTAL are reserved words.
        ExpressionAttributeNames: { '#cursor': 'cursor', ...(p.total === undefined ? {} : { '#total': 'total' }) },
        ExpressionAttributeValues: {
          ':f': p.feitos,
          ':a': p.alterados,
          ':agora': agora.toISOString(),
          ':executando': 'executando',
          ':dono': dono,
          ...(p.total === undefined ? {} : { ':t': p.total }),
          ...(p.cursor ? { ':c': p.cursor } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    return false;
  }
}

/**
 * The Update that ends a one-run job as `concluida` with its result (`arquivo`, `feitos` = `total`),
 * conditioned on the holder's claim, for a transaction with what must commit with the end (a report's
 * e-mail in the outbox). The job expires after TAREFA_RETEM_DIAS, as encerrarTarefa's.
 */
export function concluirTarefaTx(db: Db, id: string, dono: string, agora: Date, r: { feitos: number; arquivo: string }): TxItem {
  return {
    Update: {
      TableName: db.table,
      Key: tarefaKey(id),
      UpdateExpression: 'SET estado = :concluida, feitos = :f, #total = :f, arquivo = :arquivo, concluidaEm = :agora, falhas = :zero, #ttl = :ttl REMOVE dono, reivindicadaEm',
      ConditionExpression: 'estado = :executando AND dono = :dono',
      ExpressionAttributeNames: { '#total': 'total', '#ttl': TABLE_TTL_ATTRIBUTE },
      ExpressionAttributeValues: {
        ':concluida': 'concluida',
        ':executando': 'executando',
        ':dono': dono,
        ':f': r.feitos,
        ':arquivo': r.arquivo,
        ':agora': agora.toISOString(),
        ':zero': 0,
        ':ttl': Math.ceil(agora.getTime() / 1000) + TAREFA_RETEM_DIAS * 86_400,
      },
    },
  };
}

/**
 * Ends the holder's run: `pendente` hands the rest on (the stream brings it back to a runner, from
 * its cursor); a final state records the end, and the job expires after TAREFA_RETEM_DIAS.
 */
export async function encerrarTarefa(db: Db, id: string, dono: string, agora: Date, estado: TarefaEstado, erro?: string, falhas = 0): Promise<boolean> {
  const final = estado !== 'pendente';
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: tarefaKey(id),
        UpdateExpression: `SET estado = :e, falhas = :falhas${final ? ', concluidaEm = :agora, #ttl = :ttl' : ''}${erro ? ', erro = :erro' : ''} REMOVE dono, reivindicadaEm`,
        ConditionExpression: 'estado = :executando AND dono = :dono',
        ExpressionAttributeNames: final ? { '#ttl': TABLE_TTL_ATTRIBUTE } : undefined,
        ExpressionAttributeValues: {
          ':e': estado,
          ':executando': 'executando',
          ':dono': dono,
          ':falhas': falhas,
          ...(final ? { ':agora': agora.toISOString(), ':ttl': Math.ceil(agora.getTime() / 1000) + TAREFA_RETEM_DIAS * 86_400 } : {}),
          ...(erro ? { ':erro': erro } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    return false;
  }
}
