import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MedicoSecretaria } from '@emc/shared/schemas';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { getItem, indexKeys, queryAll, type TxItem } from './items';
import { medicoPartition } from './medicos';

/**
 * A secretary-doctor link: pk SECRETARIA#{idSecretaria}, sk the doctor's partition (medicos.ts), and
 * under the doctor in byLookup (the doctor's partition / SECRETARIA#{idSecretaria}). It keeps the
 * doctor's name and CRM, so the secretary's list is one Query.
 */
const secretariaPartition = (idSecretaria: string) => `SECRETARIA#${idSecretaria}`;
const vinculoKey = (idSecretaria: string, idMedico: string) => ({ pk: secretariaPartition(idSecretaria), sk: medicoPartition(idMedico) });

type MedicoDoVinculo = { idMedico: string; nome: string; crm: string };

/** The Put of a link (a repeat rewrites it with the doctor's current name and CRM). */
export function vinculoPut(db: Db, idSecretaria: string, medico: MedicoDoVinculo): TxItem {
  return {
    Put: {
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

/** The Delete of a link (nothing when it is already gone). */
export function vinculoDelete(db: Db, idSecretaria: string, idMedico: string): TxItem {
  return { Delete: { TableName: db.table, Key: vinculoKey(idSecretaria, idMedico) } };
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

export async function linkSecretariaMedico(db: Db, idSecretaria: string, medico: MedicoDoVinculo) {
  await db.client.send(new PutCommand(vinculoPut(db, idSecretaria, medico).Put!));
}

export async function isLinked(db: Db, idSecretaria: string, idMedico: string): Promise<boolean> {
  return Boolean(await getItem(db, vinculoKey(idSecretaria, idMedico), { attributes: ['pk'] }));
}

/** The secretary's doctors, in name order. One Query over the secretary's partition. */
export async function listMedicosOfSecretaria(db: Db, idSecretaria: string): Promise<MedicoSecretaria[]> {
  const { pk, sk } = vinculoKey(idSecretaria, '');
  const links = await queryAll(db, { pk, sk: { beginsWith: sk }, attributes: ['idMedico', 'nome', 'crm'] });
  return links.map((it) => ({ id: String(it.idMedico), nome: String(it.nome), crm: String(it.crm) })).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** How many doctors the secretary is linked to: her partition's keys. */
export async function contarMedicosDaSecretaria(db: Db, idSecretaria: string): Promise<number> {
  const { pk, sk } = vinculoKey(idSecretaria, '');
  return (await queryAll(db, { pk, sk: { beginsWith: sk }, attributes: ['sk'] })).length;
}

/** The ids of the secretaries linked to a doctor: one Query on byLookup (the doctor's partition / SECRETARIA#…). */
export async function secretariasDoMedico(db: Db, idMedico: string): Promise<string[]> {
  const links = await queryAll(db, { index: INDEX.byLookup, pk: medicoPartition(idMedico), sk: { beginsWith: secretariaPartition('') }, attributes: ['idSecretaria'] });
  return links.map((it) => String(it.idSecretaria));
}
