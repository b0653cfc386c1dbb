import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeSearch } from '@emc/shared/normalize';
import type { Db } from './client';
import { keys } from './keys';

export type TipoMedico = 'Funcionário' | 'Não funcionário';

/** A member of the clinical staff (corpo clínico). */
export interface Medico {
  idMedico: string;
  nome: string;
  crm: string;
  ativo: boolean;
  cpf: string;
  sexo: string;
  dataNascimento: string;
  estadoCivil: string;
  especialidade: string;
  especialidadesSecundarias: string[];
  categoriaProfissional: string;
  tipo: TipoMedico;
  telefone: string;
  celular: string;
  email: string;
  idArea: string;
}

export async function putMedico(db: Db, m: Medico): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.table,
      Item: {
        ...keys.medico(m.idMedico),
        ...keys.medicoLookup(m.crm),
        ...keys.medicoByName(m.nome, m.idMedico),
        type: 'MEDICO',
        busca: `${normalizeSearch(m.nome)} ${m.crm}`,
        ...m,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getMedico(db: Db, idMedico: string): Promise<Medico | undefined> {
  const out = await db.client.send(new GetCommand({ TableName: db.table, Key: keys.medico(idMedico) }));
  if (!out.Item) return undefined;
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g1s, gsi2pk: _g2, gsi2sk: _g2s, type: _t, busca: _b, ...medico } = out.Item;
  return medico as Medico;
}
