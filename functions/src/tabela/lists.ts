import type { ClassificacaoItem } from '@emc/shared/analise';
import type { ClassificacaoAdmin } from '@emc/shared/catalogos';
import type { CategoriaItem, FormaItem } from '@emc/shared/participacao';
import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { listCategorias, listClassificacoes, listFormas, type Classificacao } from '../lib/db/tabela';

/** GET /api/categoria/get-list-name: active categories, by name. */
export async function categorias(_i: unknown, _p: unknown, db: Db): Promise<CategoriaItem[]> {
  return (await listCategorias(db)).filter((c) => c.ativo).map(({ id, nome, tipo }) => ({ id, nome, tipo }));
}

/** GET /api/forma/get-list-name: active forms of participation, by name. */
export async function formas(_i: unknown, _p: unknown, db: Db): Promise<FormaItem[]> {
  return (await listFormas(db)).filter((f) => f.ativo).map(({ id, nome }) => ({ id, nome }));
}

/**
 * Reads the category and form names (both lists whole: tens of rows) and answers the mapping of the
 * credit table's rows to what lists show, with those names.
 */
export async function comNomesDaTabela(db: Db): Promise<(rows: readonly Classificacao[]) => ClassificacaoAdmin[]> {
  const [cats, forms] = await Promise.all([listCategorias(db), listFormas(db)]);
  const catNome = new Map(cats.map((c) => [c.id, c.nome]));
  const formaNome = new Map(forms.map((f) => [f.id, f.nome]));
  return (rows) =>
    rows.map(({ id, descricao, idCategoria, idForma, valor, pontos, unidade, tetoCiclo, ativo }) => ({
      id,
      descricao,
      idCategoria,
      categoria: catNome.get(idCategoria) ?? '',
      idForma,
      forma: formaNome.get(idForma) ?? '',
      valor,
      pontos,
      unidade,
      ...(tetoCiclo === undefined ? {} : { tetoCiclo }),
      ativo,
    }));
}

/**
 * GET /api/classificacao/get-list-name?idCategoria=&idForma=: the active rows of the credit table,
 * of that category and form when given, with their names (tens of rows; the lists are read whole).
 */
export async function classificacoes(input: ActionInput<RouteOf<'tabela.classificacoes'>>, _p: unknown, db: Db): Promise<ClassificacaoItem[]> {
  const { idCategoria, idForma } = input.query;
  const [all, comNomes] = await Promise.all([listClassificacoes(db), comNomesDaTabela(db)]);
  const rows = all.filter((r) => r.ativo && (!idCategoria || r.idCategoria === idCategoria) && (!idForma || r.idForma === idForma));
  return comNomes(rows).map(({ ativo: _a, ...item }) => item);
}
