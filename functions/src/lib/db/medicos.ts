import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Medico } from '@emc/shared/medico';
import { normalizeSearch } from '@emc/shared/normalize';
import { INDEX } from '@emc/shared/table';
import { buscaTx, entradasDeBusca, ESCOPO_MEDICOS, procurar } from './busca';
import type { Db } from './client';
import { conditionFailed } from './errors';
import { batchGet, getItem, indexKeys, queryAll, queryPages, withoutKeys, type Item, type TxItem } from './items';
import { claimUnico } from './unicos';

/**
 * A doctor: pk MEDICO#{id}, sk MEDICO; found by CRM in byLookup (CRM#{crm}) and listed by name in
 * byName under MEDICOS. `busca` (name, CRM and e-mail, normalized) is stored for the corpo clínico's
 * filter. Its CRM is claimed by a uniqueness marker (unicos.ts, UNICO#CRM#{crm}, owner idMedico);
 * the listed doctors are counted in MEDICOS / TOTAL, written in the same transaction.
 */
/** The doctor's partition: the record, and the items kept per doctor (counters, reminders, sent messages' pointers, secretaries' links in byLookup). */
export const medicoPartition = (idMedico: string) => `MEDICO#${idMedico}`;
export const medicoKey = (idMedico: string) => ({ pk: medicoPartition(idMedico), sk: 'MEDICO' });
/** The name index's partition of the listed doctors (the corpo clínico). */
export const MEDICOS = 'MEDICOS';
/** The number of listed doctors (the corpo clínico's total), kept with every listed doctor's create. */
export const contadorMedicosKey = { pk: MEDICOS, sk: 'TOTAL' };

/** A doctor as stored: besides the profile, the id of the account it signs in with (doctors made by the API and the backfill). */
export interface MedicoRegistro extends Medico {
  idUsuario?: string;
}

/** What the corpo clínico's filter reads: name, CRM and e-mail, accent- and case-insensitive. */
export const buscaDoMedico = (m: Pick<Medico, 'nome' | 'crm' | 'email'>) => normalizeSearch(`${m.nome} ${m.crm} ${m.email ?? ''}`);

export function medicoItem(m: MedicoRegistro, { listed = true } = {}): Item {
  return {
    ...medicoKey(m.idMedico),
    ...indexKeys(INDEX.byLookup, `CRM#${m.crm}`, 'MEDICO'),
    ...(listed ? indexKeys(INDEX.byName, MEDICOS, `${normalizeSearch(m.nome)}#${m.idMedico}`) : {}),
    type: 'MEDICO',
    busca: buscaDoMedico(m),
    ...m,
  };
}

const fromItem = (item: Item) => withoutKeys(item, 'busca') as unknown as MedicoRegistro;

/** A listed doctor's search entries (busca.ts): the corpo clínico's filter, in name order. */
export const entradasDoMedico = (m: MedicoRegistro): Item[] =>
  entradasDeBusca({ pk: medicoPartition(m.idMedico), escopo: ESCOPO_MEDICOS, busca: buscaDoMedico(m), ordem: `${normalizeSearch(m.nome)}#${m.idMedico}` });

/** The search entries' writes of a change of a doctor's record (none for one the name index leaves out). */
export const buscaDoMedicoTx = (db: Db, antes: MedicoLido, depois: MedicoRegistro): TxItem[] =>
  antes.listado ? buscaTx(db, entradasDoMedico(antes.medico), entradasDoMedico(depois)) : [];

/** Refusals a doctor's write may meet, for the caller to name the field. */
export type MedicoRecusa = 'registro' | 'crm';

/**
 * The items that add a doctor, each with what its refusal means: the record, its CRM marker (a
 * duplicate CRM fails the transaction) and, for a listed doctor, the counter.
 */
export function novoMedicoTx(db: Db, m: MedicoRegistro, { listed = true } = {}): { item: TxItem; recusa?: MedicoRecusa }[] {
  return [
    { item: { Put: { TableName: db.table, Item: medicoItem(m, { listed }), ConditionExpression: 'attribute_not_exists(pk)' } }, recusa: 'registro' },
    { item: claimUnico(db, 'CRM', m.crm, m.idMedico), recusa: 'crm' },
    ...(listed ? [{ item: contadorAdd(db, 1) }, ...buscaTx(db, [], entradasDoMedico(m)).map((item) => ({ item }))] : []),
  ];
}

const contadorAdd = (db: Db, n: number): TxItem => ({
  Update: { TableName: db.table, Key: contadorMedicosKey, UpdateExpression: 'ADD #total :n SET #type = :type', ExpressionAttributeNames: { '#total': 'total', '#type': 'type' }, ExpressionAttributeValues: { ':n': n, ':type': 'CONTADOR' } },
});

/**
 * Adds a doctor with its CRM marker (and, listed, the count and search entries) in one transaction; `listed: false`
 * leaves it out of the name index (a test's doctor that no list shows). A duplicate CRM fails it.
 */
export async function putMedico(db: Db, m: MedicoRegistro, opts?: { listed?: boolean }): Promise<void> {
  await db.client.send(new TransactWriteCommand({ TransactItems: novoMedicoTx(db, m, opts).map((t) => t.item) }));
}

/** A doctor as read for a change: the record, and whether the name index lists it. */
export interface MedicoLido {
  medico: MedicoRegistro;
  listado: boolean;
}

export async function getMedicoLido(db: Db, idMedico: string, consistent = true): Promise<MedicoLido | undefined> {
  const item = await getItem(db, medicoKey(idMedico), { consistent });
  return item && { medico: fromItem(item), listado: item[INDEX.byName.partitionKey] === MEDICOS };
}

/**
 * Replaces the doctor's record with `depois` (listed as before), on condition that its name, CRM,
 * e-mail, status and reminders' choice are still those read: a concurrent change (the doctor's own
 * opt-out included, which `depois` would otherwise undo) makes it fail. Swapping the arguments gives
 * the item that undoes it.
 */
export function atualizarMedicoTx(db: Db, antes: MedicoLido, depois: MedicoRegistro): TxItem {
  const a = antes.medico;
  const lembretes = a.receberLembretes === undefined ? 'attribute_not_exists(#lembretes)' : '#lembretes = :lembretes';
  return {
    Put: {
      TableName: db.table,
      Item: medicoItem(depois, { listed: antes.listado }),
      ConditionExpression: `attribute_exists(pk) AND #nome = :nome AND #crm = :crm AND #email = :email AND #ativo = :ativo AND ${lembretes}`,
      ExpressionAttributeNames: { '#nome': 'nome', '#crm': 'crm', '#email': 'email', '#ativo': 'ativo', '#lembretes': 'receberLembretes' },
      ExpressionAttributeValues: {
        ':nome': a.nome,
        ':crm': a.crm,
        ':email': a.email,
        ':ativo': a.ativo,
        ...(a.receberLembretes === undefined ? {} : { ':lembretes': a.receberLembretes }),
      },
    },
  };
}

/**
 * The doctor's choice about the deadline reminders (Perfil): an UpdateItem of that one attribute,
 * so nothing else of the record is rewritten. False when there is no such doctor.
 */
export async function definirReceberLembretes(db: Db, idMedico: string, receber: boolean): Promise<boolean> {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: medicoKey(idMedico),
        UpdateExpression: 'SET receberLembretes = :receber',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':receber': receber },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

export async function getMedico(db: Db, idMedico: string): Promise<MedicoRegistro | undefined> {
  const item = await getItem(db, medicoKey(idMedico));
  return item && fromItem(item);
}

/** Doctors whose name starts with `prefixo` (accent- and case-insensitive), in name order: one page of the name index. */
export async function medicosPorNome(db: Db, prefixo: string, max: number): Promise<MedicoRegistro[]> {
  return (await queryAll(db, { index: INDEX.byName, pk: MEDICOS, sk: { beginsWith: normalizeSearch(prefixo) }, max })).map(fromItem);
}

/** The doctor with this CRM, if any (byLookup). */
export async function medicoPorCrm(db: Db, crm: string): Promise<MedicoRegistro | undefined> {
  const [item] = await queryAll(db, { index: INDEX.byLookup, pk: `CRM#${crm}`, sk: { equals: 'MEDICO' }, max: 1 });
  return item && fromItem(item);
}

/** The clinical staff in name order. */
export async function listMedicos(db: Db): Promise<MedicoRegistro[]> {
  return (await queryAll(db, { index: INDEX.byName, pk: MEDICOS })).map(fromItem);
}

/**
 * The clinical staff in name order, a page of the name index at a time (the reports stream it),
 * with only `attributes`; `idArea` keeps one area's doctors (a filter: the whole index is read).
 */
export function paginasDeMedicos(db: Db, opts: { attributes?: readonly string[]; idArea?: string } = {}): AsyncGenerator<Item[]> {
  const filter = opts.idArea === undefined ? undefined : { expression: 'idArea = :idArea', values: { ':idArea': opts.idArea } };
  return queryPages(db, { index: INDEX.byName, pk: MEDICOS, attributes: opts.attributes, filter });
}

/** The first `max` doctors in name order (a page's end), with only `attributes` when given: one Query with a Limit. */
export async function primeirosMedicos(db: Db, max: number, attributes?: readonly (keyof MedicoRegistro)[]): Promise<MedicoRegistro[]> {
  return (await queryAll(db, { index: INDEX.byName, pk: MEDICOS, max, attributes })).map(fromItem);
}

/**
 * The ids, in name order, of the listed doctors whose name, CRM or e-mail has a word starting with
 * `texto` (textoDaBusca): the search entries of the words that start with it (busca.ts).
 */
export async function idsDeMedicosComTexto(db: Db, texto: string): Promise<string[]> {
  return (await procurar(db, ESCOPO_MEDICOS, texto)).map((a) => a.pk.slice('MEDICO#'.length));
}

/**
 * How many doctors the name index lists: the stored counter; before it exists (data made before it,
 * until the backfill runs), the index's key entries counted.
 */
export async function contarMedicos(db: Db): Promise<number> {
  // The whole (small) item, so the read joins the call's other reads by key in one BatchGetItem (items.ts).
  const item = await getItem(db, contadorMedicosKey);
  if (item) return Number(item.total ?? 0);
  return (await queryAll(db, { index: INDEX.byName, pk: MEDICOS, attributes: ['pk'] })).length;
}

/** Starts the counter at `total` when there is none yet (the backfill, which counts the list itself); a counter that exists was kept by every create. */
export function contadorMedicosPut(db: Db, total: number): TxItem {
  return { Put: { TableName: db.table, Item: { ...contadorMedicosKey, type: 'CONTADOR', total }, ConditionExpression: 'attribute_not_exists(pk)' } };
}

/** Doctors by id (BatchGetItem), missing ones left out. */
export async function getMedicos(db: Db, ids: readonly string[]): Promise<MedicoRegistro[]> {
  return (await batchGet(db, ids.map(medicoKey))).map(fromItem);
}

/** Completes a doctor made before the e-mail was searchable and before records named their account (the backfill). */
export function medicoCompletarTx(db: Db, m: MedicoRegistro, idUsuario?: string): TxItem {
  return {
    Update: {
      TableName: db.table,
      Key: medicoKey(m.idMedico),
      UpdateExpression: idUsuario ? 'SET busca = :b, idUsuario = :u' : 'SET busca = :b',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':b': buscaDoMedico(m), ...(idUsuario ? { ':u': idUsuario } : {}) },
    },
  };
}
