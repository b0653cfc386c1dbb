import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { MedicoSecretaria } from '@emc/shared/schemas';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { getItem, indexKeys, queryAll } from './items';

/**
 * A secretary-doctor link: pk SECRETARIA#{idSecretaria}, sk MEDICO#{idMedico}, and under the doctor
 * in byLookup (MEDICO#{idMedico} / SECRETARIA#{idSecretaria}). It keeps the doctor's name and CRM,
 * so the secretary's list is one Query.
 */
const vinculoKey = (idSecretaria: string, idMedico: string) => ({ pk: `SECRETARIA#${idSecretaria}`, sk: `MEDICO#${idMedico}` });

export async function linkSecretariaMedico(db: Db, idSecretaria: string, medico: { idMedico: string; nome: string; crm: string }) {
  await db.client.send(
    new PutCommand({
      TableName: db.table,
      Item: {
        ...vinculoKey(idSecretaria, medico.idMedico),
        ...indexKeys(INDEX.byLookup, `MEDICO#${medico.idMedico}`, `SECRETARIA#${idSecretaria}`),
        type: 'VINCULO',
        idSecretaria,
        idMedico: medico.idMedico,
        nome: medico.nome,
        crm: medico.crm,
      },
    }),
  );
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

/** The ids of the secretaries linked to a doctor: one Query on byLookup (MEDICO#{idMedico} / SECRETARIA#…). */
export async function secretariasDoMedico(db: Db, idMedico: string): Promise<string[]> {
  const links = await queryAll(db, { index: INDEX.byLookup, pk: `MEDICO#${idMedico}`, sk: { beginsWith: 'SECRETARIA#' }, attributes: ['idSecretaria'] });
  return links.map((it) => String(it.idSecretaria));
}
