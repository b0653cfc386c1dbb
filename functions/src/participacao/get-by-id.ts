import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { readParticipacao } from '../lib/participacoes/service';
import { toDetalhe } from '../lib/participacoes/views';
import type { Principal } from '../lib/principal';

/** GET /api/participacao/get-by-id/{id} */
export async function getById(input: ActionInput<RouteOf<'participacao.getById'>>, p: Principal, db: Db) {
  return toDetalhe(await readParticipacao(db, p, input.params.id), p);
}
