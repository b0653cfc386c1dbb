import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LembreteEnviado } from '@emc/shared/comunicacao';
import { INDEX } from '@emc/shared/table';
import { cicloSortKey } from './ciclos';
import type { Db } from './client';
import { conditionFailed } from './errors';
import { medicoCicloAggKey } from './contadores';
import { batchGet, getItem, indexKeys, queryAll, type Item } from './items';
import { medicoPartition } from './medicos';

/**
 * A deadline reminder (decisions.md "Reminders"): one record per doctor, cycle and due date,
 * pk the doctor's partition (medicos.ts), sk LEMBRETE#C#{nnn}#{AAAA-MM-DD}, so a doctor's reminders are one Query of
 * their partition ("Meus dados"). It is claimed ('enviando') with a conditional write before the
 * mail is sent, then marked 'enviado' or 'falhou'. Only a marked record is in the administrators'
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

/** One attempt at a doctor's reminder, as the run claims and then marks it. */
export interface TentativaLembrete {
  idMedico: string;
  ciclo: number;
  data: string;
  /** The run's id: only the run that claimed a record marks it. */
  execucao: string;
  /** ISO instant of the claim. */
  tentativaEm: string;
  totalPontos: number;
  meta: number;
}


/**
 * Claims the reminder for this attempt ('enviando'), creating the record or taking over one that
 * failed or whose claim is older than `enviandoAntesDe` (a run that died while sending): one
 * UpdateItem conditioned on that, so two runs never both send. False when the condition fails
 * (sent, or being sent by another run).
 */
export async function reivindicarLembrete(db: Db, t: TentativaLembrete, enviandoAntesDe: string): Promise<boolean> {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: lembreteKey(t.idMedico, t.ciclo, t.data),
        UpdateExpression:
          'SET #type = :type, idMedico = :idMedico, ciclo = :ciclo, #data = :data, situacao = :enviando, tentativaEm = :agora, execucao = :execucao, totalPontos = :pontos, meta = :meta, tentativas = if_not_exists(tentativas, :zero) + :um',
        ConditionExpression: 'attribute_not_exists(pk) OR situacao = :falhou OR (situacao = :enviando AND tentativaEm < :limite)',
        ExpressionAttributeNames: { '#type': 'type', '#data': 'data' },
        ExpressionAttributeValues: {
          ':type': 'LEMBRETE',
          ':idMedico': t.idMedico,
          ':ciclo': t.ciclo,
          ':data': t.data,
          ':enviando': 'enviando',
          ':falhou': 'falhou',
          ':agora': t.tentativaEm,
          ':limite': enviandoAntesDe,
          ':execucao': t.execucao,
          ':pontos': t.totalPontos,
          ':meta': t.meta,
          ':zero': 0,
          ':um': 1,
        },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Marks the attempt's outcome, on condition that the record is still this run's claim, and puts it
 * in the administrators' log (its index entries); a record's first mark adds it to the log's
 * counter. False when the claim is no longer this run's.
 */
export async function marcarLembrete(db: Db, t: TentativaLembrete, situacao: 'enviado' | 'falhou'): Promise<boolean> {
  const ordem = `${t.tentativaEm}#${t.idMedico}#${t.data}`;
  const entradas = { ...indexKeys(INDEX.byName, LOG, ordem), ...indexKeys(INDEX.byLookup, logDoCiclo(t.ciclo), ordem) };
  const nomes = Object.keys(entradas);
  let antes: Item | undefined;
  try {
    const out = await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: lembreteKey(t.idMedico, t.ciclo, t.data),
        UpdateExpression: `SET situacao = :situacao, ${nomes.map((n, i) => `#i${i} = :i${i}`).join(', ')} REMOVE execucao`,
        ConditionExpression: 'execucao = :execucao AND situacao = :enviando',
        ExpressionAttributeNames: Object.fromEntries(nomes.map((n, i) => [`#i${i}`, n])),
        ExpressionAttributeValues: { ':situacao': situacao, ':execucao': t.execucao, ':enviando': 'enviando', ...Object.fromEntries(nomes.map((n, i) => [`:i${i}`, entradas[n]])) },
        ReturnValues: 'UPDATED_OLD',
      }),
    );
    antes = out.Attributes;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
  if (!antes?.[INDEX.byName.partitionKey]) {
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: contadorKey,
        UpdateExpression: 'ADD #total :um, #ciclo :um SET #type = :type',
        ExpressionAttributeNames: { '#total': 'total', '#ciclo': atributoDoCiclo(t.ciclo), '#type': 'type' },
        ExpressionAttributeValues: { ':um': 1, ':type': 'CONTADOR' },
      }),
    );
  }
  return true;
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
