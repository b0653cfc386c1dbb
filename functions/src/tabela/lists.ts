import type { CategoriaItem, FormaItem } from '@emc/shared/participacao';
import type { Db } from '../lib/db/client';
import { listCategorias, listFormas } from '../lib/db/tabela';

/** GET /api/categoria/get-list-name: active categories, by name. */
export async function categorias(_i: unknown, _p: unknown, db: Db): Promise<CategoriaItem[]> {
  return (await listCategorias(db)).filter((c) => c.ativo).map(({ id, nome, tipo }) => ({ id, nome, tipo }));
}

/** GET /api/forma/get-list-name: active forms of participation, by name. */
export async function formas(_i: unknown, _p: unknown, db: Db): Promise<FormaItem[]> {
  return (await listFormas(db)).filter((f) => f.ativo).map(({ id, nome }) => ({ id, nome }));
}
