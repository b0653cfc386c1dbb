import type { AtividadeAdmin } from '@emc/shared/catalogos';
import type { Db } from '../lib/db/client';
import { setAtividadeAtivo } from '../lib/db/atividades';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { ATIVIDADE_MSG, comNomes } from './catalogo';

/**
 * PUT /api/atividade/update-status { id, ativar }: a deactivated activity leaves the doctors' search
 * (get-by-name) and takes no attendance list; participations that point at it stay as they are.
 */
export async function updateStatus(input: ActionInput<RouteOf<'atividade.updateStatus'>>, _p: unknown, db: Db): Promise<AtividadeAdmin> {
  const atividade = await setAtividadeAtivo(db, input.body.id, input.body.ativar);
  if (!atividade) throw notFound(ATIVIDADE_MSG.naoEncontrada);
  return comNomes(db, atividade);
}
