import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { criarParticipacao } from '../lib/participacoes/service';
import { toDetalhe } from '../lib/participacoes/views';
import type { Principal } from '../lib/principal';

/** POST /api/participacao/create */
export async function create(input: ActionInput<RouteOf<'participacao.create'>>, p: Principal, db: Db) {
  return toDetalhe(await criarParticipacao(db, p, input.body), p);
}
