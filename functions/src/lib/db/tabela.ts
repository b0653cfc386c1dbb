import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeSearch } from '@emc/shared/normalize';
import type { CategoriaItem, FormaItem } from '@emc/shared/participacao';
import type { Valor } from '@emc/shared/status';
import { INDEX } from '@emc/shared/table';
import type { Db } from './client';
import { getItem, indexKeys, queryAll, withoutKeys } from './items';

/**
 * The credit table (tabela de créditos): categories, forms of participation and classifications
 * (the rows that give credits). Each kind is pk {KIND}#{id}, sk {KIND}, listed by name in byName
 * under its plural (CATEGORIAS, FORMAS, CLASSIFICACOES).
 */
export interface Categoria extends CategoriaItem {
  ativo: boolean;
}
export interface Forma extends FormaItem {
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

const rowKey = (kind: string, id: string) => ({ pk: `${kind}#${id}`, sk: kind });

function putRow(db: Db, kind: string, list: string, nome: string, row: { id: string }) {
  return db.client.send(
    new PutCommand({
      TableName: db.table,
      Item: { ...rowKey(kind, row.id), ...indexKeys(INDEX.byName, list, `${normalizeSearch(nome)}#${row.id}`), type: kind, ...row },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

async function getRow<T>(db: Db, kind: string, id: string): Promise<T | undefined> {
  const item = await getItem(db, rowKey(kind, id));
  return item && (withoutKeys(item) as T);
}

/** Every row of a kind in name order (the credit table's lists are tens of rows). */
const listRows = async <T>(db: Db, list: string) => (await queryAll(db, { index: INDEX.byName, pk: list })).map((i) => withoutKeys(i) as T);

export const putCategoria = (db: Db, c: Categoria) => putRow(db, 'CATEGORIA', 'CATEGORIAS', c.nome, c);
export const getCategoria = (db: Db, id: string) => getRow<Categoria>(db, 'CATEGORIA', id);
export const listCategorias = (db: Db) => listRows<Categoria>(db, 'CATEGORIAS');

export const putForma = (db: Db, f: Forma) => putRow(db, 'FORMA', 'FORMAS', f.nome, f);
export const getForma = (db: Db, id: string) => getRow<Forma>(db, 'FORMA', id);
export const listFormas = (db: Db) => listRows<Forma>(db, 'FORMAS');

export const putClassificacao = (db: Db, c: Classificacao) => putRow(db, 'CLASSIFICACAO', 'CLASSIFICACOES', c.descricao, c);
export const getClassificacao = (db: Db, id: string) => getRow<Classificacao>(db, 'CLASSIFICACAO', id);
export const listClassificacoes = (db: Db) => listRows<Classificacao>(db, 'CLASSIFICACOES');
