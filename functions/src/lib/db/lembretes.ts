import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LembreteEnviado } from '@emc/shared/comunicacao';
import { INDEX } from '@emc/shared/table';
import { cicloSortKey } from './ciclos';
import type { Db } from './client';
import { conditionFailed, failedConditions } from './errors';
import { medicoCicloAggKey } from './contadores';
import { batchGet, getItem, indexKeys, queryAll, type Item } from './items';
import { medicoPartition } from './medicos';
import { saidaPut, type Mensagem, type RefLembrete } from './saida';

/**
 * A deadline reminder (decisions.md "Reminders"): one record per doctor, cycle and due date,
 * pk the doctor's partition (medicos.ts), sk LEMBRETE#C#{nnn}#{AAAA-MM-DD}, so a doctor's reminders are one Query of
 * their partition ("Meus dados"). It is claimed ('enviando') in the transaction that puts its mail in
 * the outbox (saida.ts); the sender then marks it 'enviado', or 'falhou' after its failed tries (and
 * 'enviado' when a later try sends it). Only a marked record is in the administrators'
 * log: the mark writes its index entries, byName `LEMBRETES` (every cycle) and byLookup
 * `LEMBRETES#C#{nnn}` (one cycle), both sorted by `{tentativaEm}#{idMedico}#{data}`, and the first
 * mark of a record adds it to the log's counter (LEMBRETES / TOTAL: `total` and `ciclo{n}`).
 */
export type SituacaoLembrete = 'enviando' | 'enviado' | 'falhou';

const PREFIXO = 'LEMBRETE#';
const LOG = 'LEMBRETES';
const logDoCiclo = (ciclo: number) => `${LOG}#${cicloSortKey(ciclo)}`;
const contadorKey = { pk: LOG, sk: 'TOTAL' };
const atributoDoCiclo = (ciclo: number) => `ciclo${ciclo}`;

/** For `verificar`, which counts the log again: its counter's key and attributes, and whether a record is in the log. */
export const contadorLembretes = { key: contadorKey, total: 'total', doCiclo: atributoDoCiclo } as const;
export const lembreteNoLog = (item: Item) => String(item.sk).startsWith(PREFIXO) && item[INDEX.byName.partitionKey] === LOG;

export const lembreteKey = (idMedico: string, ciclo: number, data: string) => ({ pk: medicoPartition(idMedico), sk: `${PREFIXO}${cicloSortKey(ciclo)}#${data}` });

/** A doctor's reminders, oldest due date first, as "Meus dados" lists them: the marked ones (a claim still being sent is left out). */
export async function lembretesDoMedico(db: Db, idMedico: string): Promise<Pick<LembreteEnviado, 'ciclo' | 'data' | 'situacao' | 'tentativaEm'>[]> {
  const items = await queryAll(db, { pk: medicoPartition(idMedico), sk: { beginsWith: PREFIXO }, attributes: ['ciclo', 'data', 'situacao', 'tentativaEm'] });
  return items.filter(marcado).map((i) => ({ ciclo: Number(i.ciclo), data: String(i.data), situacao: i.situacao as LembreteEnviado['situacao'], tentativaEm: String(i.tentativaEm) }));
}

const marcado = (i: Item) => i.situacao === 'enviado' || i.situacao === 'falhou';

/** What a run knows of a doctor's reminder before claiming it. */
export interface LembreteLido {
  situacao: SituacaoLembrete;
  tentativaEm: string;
}

/** A doctor's approved credits in the cycle (their counter; none is 0) and their reminder of the due date, if any. */
export interface SituacaoDoMedico {
  pontos: number;
  lembrete?: LembreteLido;
}

/**
 * For a batch of at most 50 doctors, in one BatchGetItem: each one's cycle counter (`medicoCicloAggKey`)
 * and their reminder of the due date (2 keys a doctor).
 */
export async function situacaoDosMedicos(db: Db, ids: readonly string[], ciclo: number, data: string): Promise<Map<string, SituacaoDoMedico>> {
  const lidos = new Map((await batchGet(db, ids.flatMap((id) => [medicoCicloAggKey(id, ciclo), lembreteKey(id, ciclo, data)]))).map((i) => [`${i.pk}|${i.sk}`, i]));
  const ler = (k: { pk: string; sk: string }) => lidos.get(`${k.pk}|${k.sk}`);
  return new Map(
    ids.map((id) => {
      const agg = ler(medicoCicloAggKey(id, ciclo));
      const l = ler(lembreteKey(id, ciclo, data));
      const lembrete = l && { situacao: l.situacao as SituacaoLembrete, tentativaEm: String(l.tentativaEm) };
      return [id, { pontos: Number(agg?.pontos ?? 0), ...(lembrete ? { lembrete } : {}) }];
    }),
  );
}

/** A doctor's reminder as the run claims it. */
export interface TentativaLembrete {
  idMedico: string;
  ciclo: number;
  data: string;
  /** ISO instant of the claim. */
  tentativaEm: string;
  totalPontos: number;
  meta: number;
}

/** The outbox item of a reminder: its id is the reminder's own, so a doctor's reminder of a due date is queued once, ever. */
export const saidaDoLembrete = (t: Pick<TentativaLembrete, 'idMedico' | 'ciclo' | 'data'>) => `lembrete-${t.idMedico}-${t.ciclo}-${t.data}`;

/**
 * Claims the reminder ('enviando': its mail is queued) and puts its mail in the outbox, in one
 * transaction conditioned on neither existing: two runs never both queue it, and nothing is queued
 * without its record. False when either exists (queued before). The sender marks the record
 * (`marcarLembrete`).
 */
export async function reivindicarLembrete(db: Db, t: TentativaLembrete, mensagem: Mensagem): Promise<boolean> {
  const ref: RefLembrete = { idMedico: t.idMedico, ciclo: t.ciclo, data: t.data, tentativaEm: t.tentativaEm };
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: db.table,
              Item: { ...lembreteKey(t.idMedico, t.ciclo, t.data), type: 'LEMBRETE', ...t, situacao: 'enviando', tentativas: 0 },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          saidaPut(db, { id: saidaDoLembrete(t), tipo: 'lembrete', ref, mensagem, criadaEm: t.tentativaEm }),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (failedConditions(error)?.length) return false;
    throw error;
  }
}

/**
 * The sender's mark of a reminder's mail: 'falhou' after its failed tries, 'enviado' once sent, with
 * the tries so far. The first mark puts the record in the administrators' log (its index entries)
 * and adds it to the log's counter, in one transaction; a later one changes the record only. A
 * record already 'enviado' is left as it is: false then.
 */
export async function marcarLembrete(db: Db, ref: RefLembrete, situacao: 'enviado' | 'falhou', tentativas: number): Promise<boolean> {
  const ordem = `${ref.tentativaEm}#${ref.idMedico}#${ref.data}`;
  const entradas = { ...indexKeys(INDEX.byName, LOG, ordem), ...indexKeys(INDEX.byLookup, logDoCiclo(ref.ciclo), ordem) };
  const nomes = Object.keys(entradas);
  const marca = (primeira: boolean) => ({
    TableName: db.table,
    Key: lembreteKey(ref.idMedico, ref.ciclo, ref.data),
    UpdateExpression: `SET situacao = :situacao, tentativas = :tentativas, ${nomes.map((n, i) => `#i${i} = :i${i}`).join(', ')}`,
    // #i0 is the byName entry: only a marked record has it.
    ConditionExpression: `attribute_exists(pk) AND situacao <> :enviado AND ${primeira ? 'attribute_not_exists(#i0)' : 'attribute_exists(#i0)'}`,
    ExpressionAttributeNames: Object.fromEntries(nomes.map((n, i) => [`#i${i}`, n])),
    ExpressionAttributeValues: { ':situacao': situacao, ':tentativas': tentativas, ':enviado': 'enviado', ...Object.fromEntries(nomes.map((n, i) => [`:i${i}`, entradas[n]])) },
  });
  const contador = {
    TableName: db.table,
    Key: contadorKey,
    UpdateExpression: 'ADD #total :um, #ciclo :um SET #type = :type',
    ExpressionAttributeNames: { '#total': 'total', '#ciclo': atributoDoCiclo(ref.ciclo), '#type': 'type' },
    ExpressionAttributeValues: { ':um': 1, ':type': 'CONTADOR' },
  };
  try {
    await db.client.send(new TransactWriteCommand({ TransactItems: [{ Update: marca(true) }, { Update: contador }] }));
    return true;
  } catch (error) {
    if (!failedConditions(error)?.length) throw error;
  }
  try {
    await db.client.send(new UpdateCommand(marca(false)));
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** A reminder as the log stores it (the doctor's name and CRM are the doctor's record's). */
export type RegistroLembrete = Omit<LembreteEnviado, 'nome' | 'crm'>;

const registroDe = (i: Item): RegistroLembrete => ({
  idMedico: String(i.idMedico),
  ciclo: Number(i.ciclo),
  data: String(i.data),
  situacao: i.situacao as LembreteEnviado['situacao'],
  tentativaEm: String(i.tentativaEm),
  tentativas: Number(i.tentativas ?? 1),
  totalPontos: Number(i.totalPontos ?? 0),
  meta: Number(i.meta ?? 0),
});

/** How many reminders the log holds, in every cycle or one: the counter (one GetItem). */
export async function contarLembretes(db: Db, ciclo?: number): Promise<number> {
  const nome = ciclo === undefined ? 'total' : atributoDoCiclo(ciclo);
  const item = await getItem(db, contadorKey, { attributes: [nome] });
  return Number(item?.[nome] ?? 0);
}

/**
 * The log's first `max` reminders, newest attempt first, in every cycle (byName `LEMBRETES`) or one
 * (byLookup `LEMBRETES#C#{nnn}`): one Query with a Limit, so a page reads its own entries and those
 * before it, never the whole log.
 */
export async function primeirosLembretes(db: Db, max: number, ciclo?: number): Promise<RegistroLembrete[]> {
  const q = ciclo === undefined ? { index: INDEX.byName, pk: LOG } : { index: INDEX.byLookup, pk: logDoCiclo(ciclo) };
  return (await queryAll(db, { ...q, descending: true, max })).map(registroDe);
}
