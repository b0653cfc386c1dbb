import type { AtividadeAdmin } from '@emc/shared/catalogos';
import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { lerAtividade, nomesDaTabela } from './catalogo';

/** GET /api/atividade/get-by-id/{id}: one activity of the catalogue, active or not, with its names. */
export async function getById(input: ActionInput<RouteOf<'atividade.getById'>>, _p: unknown, db: Db): Promise<AtividadeAdmin> {
  const [atividade, comNomes] = await Promise.all([lerAtividade(db, input.params.id), nomesDaTabela(db)]);
  return comNomes(atividade);
}
