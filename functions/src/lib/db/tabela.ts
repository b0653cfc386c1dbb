import type { CategoriaItem, FormaItem } from '@emc/shared/participacao';
import type { Valor } from '@emc/shared/status';
import type { Db } from './client';
import { CATEGORIA_DEF, CLASSIFICACAO_DEF, FORMA_DEF, catalogoKey, getCatalogo, listCatalogo, putCatalogo, type CatalogoDef } from './catalogo';
import type { TxItem } from './items';

/**
 * The credit table (tabela de créditos): categories, forms of participation and classifications
 * (the rows that give credits). Each kind is pk {KIND}#{id}, sk {KIND}, listed by name in byName
 * under its plural (CATEGORIAS, FORMAS, CLASSIFICACOES); category and form names are unique
 * (markers UNICO#CATEGORIA#…, UNICO#FORMA#…, claimed in the write's transaction: catalogo.ts).
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

const getRow = async <T>(db: Db, def: CatalogoDef, id: string) => (await getCatalogo(db, def, id)) as T | undefined;

/** Every row of a kind in name order, active or not (the credit table's lists are tens of rows). */
const listRows = async <T>(db: Db, def: CatalogoDef) => (await listCatalogo(db, def)) as unknown as T[];

export const putCategoria = (db: Db, c: Categoria) => putCatalogo(db, CATEGORIA_DEF, { ...c });
export const getCategoria = (db: Db, id: string) => getRow<Categoria>(db, CATEGORIA_DEF, id);
export const listCategorias = (db: Db) => listRows<Categoria>(db, CATEGORIA_DEF);

export const putForma = (db: Db, f: Forma) => putCatalogo(db, FORMA_DEF, { ...f });
export const getForma = (db: Db, id: string) => getRow<Forma>(db, FORMA_DEF, id);
export const listFormas = (db: Db) => listRows<Forma>(db, FORMA_DEF);

export const putClassificacao = (db: Db, c: Classificacao) => putCatalogo(db, CLASSIFICACAO_DEF, { ...c });
export const getClassificacao = (db: Db, id: string) => getRow<Classificacao>(db, CLASSIFICACAO_DEF, id);
export const listClassificacoes = (db: Db) => listRows<Classificacao>(db, CLASSIFICACAO_DEF);

/** The row as stored now (strongly consistent): a cap's recount reads it so (lib/tarefas/teto.ts). */
export const getClassificacaoAtual = async (db: Db, id: string) => (await getCatalogo(db, CLASSIFICACAO_DEF, id, { consistent: true })) as Classificacao | undefined;

/**
 * A ConditionCheck that the row's cap is still the one a write judged by (undefined: none): a decision
 * or a cap's recount that read an old cap is retried instead of counting it (decisions.md, "Integrity rules").
 */
export function tetoInalteradoTx(db: Db, row: Pick<Classificacao, 'id' | 'tetoCiclo'>): TxItem {
  return {
    ConditionCheck: {
      TableName: db.table,
      Key: catalogoKey(CLASSIFICACAO_DEF, row.id),
      ConditionExpression: row.tetoCiclo === undefined ? 'attribute_not_exists(tetoCiclo)' : 'tetoCiclo = :t',
      ...(row.tetoCiclo === undefined ? {} : { ExpressionAttributeValues: { ':t': row.tetoCiclo } }),
    },
  };
}
