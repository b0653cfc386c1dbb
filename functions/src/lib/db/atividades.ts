import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeSearch } from '@emc/shared/normalize';
import type { Db } from './client';
import { keys } from './keys';

/** An activity of the hospital's catalogue (Registro de Atividades). */
export interface Atividade {
  id: string;
  nome: string;
  idCategoria: string;
  idForma: string;
  idClassificacao?: string;
  instituicao: string;
  local: string;
  dataInicio: string;
  dataFim: string;
  cargaHoraria: number;
  ativo: boolean;
}

export const putAtividade = (db: Db, a: Atividade) =>
  db.client.send(
    new PutCommand({
      TableName: db.table,
      Item: { ...keys.atividade(a.id), ...keys.atividadeByName(a.nome, a.id), type: 'ATIVIDADE', busca: normalizeSearch(a.nome), ...a },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );

/**
 * Active catalogue activities whose name contains the text, accent- and case-insensitive, in name order.
 * One Query over the catalogue's partition of the byName index (a catalogue of hundreds of rows).
 */
export async function searchAtividades(db: Db, text: string, limit = 10): Promise<Atividade[]> {
  const found: Atividade[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.client.send(
      new QueryCommand({
        TableName: db.table,
        IndexName: 'byName',
        KeyConditionExpression: 'gsi2pk = :p',
        FilterExpression: 'contains(busca, :q) AND ativo = :t',
        ExpressionAttributeValues: { ':p': 'ATIVIDADES', ':q': normalizeSearch(text), ':t': true },
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((out.Items ?? []) as Atividade[]));
    start = out.LastEvaluatedKey;
  } while (start && found.length < limit);
  return found.slice(0, limit);
}
