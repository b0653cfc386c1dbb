import type { AtividadeAdmin } from '@emc/shared/catalogos';
import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { comNomes, lerAtividade } from './catalogo';

/** GET /api/atividade/get-by-id/{id}: one activity of the catalogue, active or not, with its names. */
export async function getById(input: ActionInput<RouteOf<'atividade.getById'>>, _p: unknown, db: Db): Promise<AtividadeAdmin> {
  return comNomes(db, await lerAtividade(db, input.params.id));
}
