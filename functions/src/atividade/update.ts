import type { AtividadeAdmin } from '@emc/shared/catalogos';
import type { Db } from '../lib/db/client';
import { updateAtividade } from '../lib/db/atividades';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { ATIVIDADE_MSG, camposValidos, comNomes } from './catalogo';

/**
 * PUT /api/atividade/update: the activity's fields, its status aside. Participations that came from it
 * keep what they copied (title, dates, credits).
 */
export async function update(input: ActionInput<RouteOf<'atividade.update'>>, _p: unknown, db: Db): Promise<AtividadeAdmin> {
  const campos = await camposValidos(db, input.body);
  const atividade = await updateAtividade(db, { id: input.body.id, ...campos });
  if (!atividade) throw notFound(ATIVIDADE_MSG.naoEncontrada);
  return comNomes(db, atividade);
}
