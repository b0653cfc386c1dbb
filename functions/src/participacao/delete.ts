import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { excluirParticipacao } from '../lib/participacoes/service';
import type { Principal } from '../lib/principal';

/** DELETE /api/participacao/delete/{id} */
export async function remove(input: ActionInput<RouteOf<'participacao.delete'>>, p: Principal, db: Db) {
  await excluirParticipacao(db, p, input.params.id);
  return { id: input.params.id };
}
