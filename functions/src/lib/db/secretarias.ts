import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { MedicoSecretaria } from '@emc/shared/schemas';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { conditionFailedAt } from './errors';
import { getItem, indexKeys, queryAll, type TxItem } from './items';
import { medicoPartition } from './medicos';
import { usuarioKey } from './usuarios';

/**
 * A secretary-doctor link: pk SECRETARIA#{idSecretaria}, sk the doctor's partition (medicos.ts), and
 * under the doctor in byLookup (the doctor's partition / SECRETARIA#{idSecretaria}). It keeps the
 * doctor's name and CRM, so the secretary's list is one Query. Her account counts them
 * (`quantidadeMedicos`, usuarios.ts), moved in the same transaction as each batch of link writes, so
 * the secretaries' list and her record read no links.
 */
const secretariaPartition = (idSecretaria: string) => `SECRETARIA#${idSecretaria}`;
const vinculoKey = (idSecretaria: string, idMedico: string) => ({ pk: secretariaPartition(idSecretaria), sk: medicoPartition(idMedico) });

type MedicoDoVinculo = { idMedico: string; nome: string; crm: string };

/** The Put of a new link (one that exists fails it: the counter moves only with a link that was not there). */
export function vinculoPut(db: Db, idSecretaria: string, medico: MedicoDoVinculo): TxItem {
  return {
    Put: {
      ConditionExpression: 'attribute_not_exists(pk)',
      TableName: db.table,
      Item: {
        ...vinculoKey(idSecretaria, medico.idMedico),
        ...indexKeys(INDEX.byLookup, medicoPartition(medico.idMedico), secretariaPartition(idSecretaria)),
        type: 'VINCULO',
        idSecretaria,
        idMedico: medico.idMedico,
        nome: medico.nome,
        crm: medico.crm,
      },
    },
  };
}

/** The Delete of a link that exists (one already gone fails it, as a new link's Put fails on one that exists). */
export function vinculoDelete(db: Db, idSecretaria: string, idMedico: string): TxItem {
  return { Delete: { TableName: db.table, Key: vinculoKey(idSecretaria, idMedico), ConditionExpression: 'attribute_exists(pk)' } };
}

/**
 * The Update of the secretary's link counter by `delta`, in the transaction of the link writes that
 * move it. `antes`, the links she had before them, starts it on an account from before the counter.
 */
export function quantidadeMedicosTx(db: Db, idSecretaria: string, delta: number, antes: number): TxItem {
  return {
    Update: {
      TableName: db.table,
      Key: usuarioKey(idSecretaria),
      UpdateExpression: 'SET #q = if_not_exists(#q, :antes) + :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#q': 'quantidadeMedicos' },
      ExpressionAttributeValues: { ':antes': antes, ':d': delta },
    },
  };
}

/** The Update of a link's copy of the doctor's name and CRM, if the link still exists. */
export function vinculoMedicoUpdate(db: Db, idSecretaria: string, medico: MedicoDoVinculo): TxItem {
  return {
    Update: {
      TableName: db.table,
      Key: vinculoKey(idSecretaria, medico.idMedico),
      UpdateExpression: 'SET #nome = :nome, #crm = :crm',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#nome': 'nome', '#crm': 'crm' },
      ExpressionAttributeValues: { ':nome': medico.nome, ':crm': medico.crm },
    },
  };
}

/** Links a doctor to a secretary with her counter (the seed's and the tests'); a repeat rewrites the link with the doctor's current name and CRM. */
export async function linkSecretariaMedico(db: Db, idSecretaria: string, medico: MedicoDoVinculo) {
  const put = vinculoPut(db, idSecretaria, medico);
  try {
    await db.client.send(new TransactWriteCommand({ TransactItems: [put, quantidadeMedicosTx(db, idSecretaria, 1, await contarMedicosDaSecretaria(db, idSecretaria, true))] }));
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
    const { ConditionExpression: _c, ...rewrite } = put.Put!;
    await db.client.send(new PutCommand(rewrite));
  }
}

export async function isLinked(db: Db, idSecretaria: string, idMedico: string): Promise<boolean> {
  return Boolean(await getItem(db, vinculoKey(idSecretaria, idMedico), { attributes: ['pk'] }));
}

/** pt-BR name order, one collator (`localeCompare` with a locale builds one per comparison). */
let colador: Intl.Collator | undefined;
const porNome = (a: MedicoSecretaria, b: MedicoSecretaria) => (colador ??= new Intl.Collator('pt-BR')).compare(a.nome, b.nome);

/** The secretary's doctors, in name order. One Query over the secretary's partition (`consistent`: a write's read). */
export async function listMedicosOfSecretaria(db: Db, idSecretaria: string, consistent = false): Promise<MedicoSecretaria[]> {
  const { pk, sk } = vinculoKey(idSecretaria, '');
  const links = await queryAll(db, { pk, sk: { beginsWith: sk }, attributes: ['idMedico', 'nome', 'crm'], consistent });
  return links.map((it) => ({ id: String(it.idMedico), nome: String(it.nome), crm: String(it.crm) })).sort(porNome);
}

/**
 * How many doctors the secretary is linked to, counted from her partition's keys: for an account
 * from before her counter (`quantidadeMedicos`) only, and for the seed's step that starts it.
 */
export async function contarMedicosDaSecretaria(db: Db, idSecretaria: string, consistent = false): Promise<number> {
  const { pk, sk } = vinculoKey(idSecretaria, '');
  return (await queryAll(db, { pk, sk: { beginsWith: sk }, attributes: ['sk'], consistent })).length;
}

/** The secretary's link count: her account's counter, or her links counted when the account is from before it. */
export async function quantidadeMedicos(db: Db, u: { idUsuario: string; quantidadeMedicos?: number }): Promise<number> {
  return u.quantidadeMedicos ?? contarMedicosDaSecretaria(db, u.idUsuario);
}

/** The ids of the secretaries linked to a doctor: one Query on byLookup (the doctor's partition / SECRETARIA#…). */
export async function secretariasDoMedico(db: Db, idMedico: string): Promise<string[]> {
  const links = await queryAll(db, { index: INDEX.byLookup, pk: medicoPartition(idMedico), sk: { beginsWith: secretariaPartition('') }, attributes: ['idSecretaria'] });
  return links.map((it) => String(it.idSecretaria));
}
