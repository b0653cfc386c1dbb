import { BatchGetCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TipoCategoria, Valor } from '@emc/shared/status';
import type { Db } from './client';
import { keys } from './keys';

/** The credit table (tabela de créditos): categories, forms of participation, and classifications. */
export interface Categoria {
  id: string;
  nome: string;
  tipo: TipoCategoria;
  ativo: boolean;
}
export interface Forma {
  id: string;
  nome: string;
  ativo: boolean;
}
export interface Classificacao {
  id: string;
  idCategoria: string;
  descricao: string;
  idForma: string;
  valor: Valor;
  pontos: number;
  unidade: 'evento' | 'hora';
  tetoCiclo?: number;
  ativo: boolean;
}

const put = (db: Db, item: Record<string, unknown>) =>
  db.client.send(new PutCommand({ TableName: db.table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));

export const putCategoria = (db: Db, c: Categoria) => put(db, { ...keys.categoria(c.id), ...keys.categoriaByName(c.nome, c.id), type: 'CATEGORIA', ...c });
export const putForma = (db: Db, f: Forma) => put(db, { ...keys.forma(f.id), ...keys.formaByName(f.nome, f.id), type: 'FORMA', ...f });
export const putClassificacao = (db: Db, c: Classificacao) =>
  put(db, { ...keys.classificacao(c.id), ...keys.classificacaoByName(c.descricao, c.id), type: 'CLASSIFICACAO', ...c });

/** Every item of one name-ordered list (the credit table's lists are tens of rows). */
async function listByName<T>(db: Db, partition: string): Promise<T[]> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.client.send(
      new QueryCommand({ TableName: db.table, IndexName: 'byName', KeyConditionExpression: 'gsi2pk = :p', ExpressionAttributeValues: { ':p': partition }, ExclusiveStartKey: start }),
    );
    items.push(...((out.Items ?? []) as T[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

export const listCategorias = (db: Db) => listByName<Categoria>(db, 'CATEGORIAS');
export const listFormas = (db: Db) => listByName<Forma>(db, 'FORMAS');
export const listClassificacoes = (db: Db) => listByName<Classificacao>(db, 'CLASSIFICACOES');

async function getOne<T>(db: Db, key: { pk: string; sk: string }): Promise<T | undefined> {
  const out = await db.client.send(new GetCommand({ TableName: db.table, Key: key }));
  return out.Item as T | undefined;
}
export const getCategoria = (db: Db, id: string) => getOne<Categoria>(db, keys.categoria(id));
export const getForma = (db: Db, id: string) => getOne<Forma>(db, keys.forma(id));
export const getClassificacao = (db: Db, id: string) => getOne<Classificacao>(db, keys.classificacao(id));

/** Reads up to 100 items by key in one call, retrying what DynamoDB leaves unprocessed. */
export async function batchGet<T>(db: Db, keyList: { pk: string; sk: string }[]): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keyList.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = { [db.table]: { Keys: keyList.slice(i, i + 100) } };
    for (let attempt = 0; request && Object.keys(request).length && attempt < 5; attempt++) {
      const res = await db.client.send(new BatchGetCommand({ RequestItems: request }));
      out.push(...((res.Responses?.[db.table] ?? []) as T[]));
      request = res.UnprocessedKeys as typeof request;
    }
  }
  return out;
}
