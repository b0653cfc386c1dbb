import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { atualizarParticipacao } from '../lib/participacoes/service';
import { toDetalhe } from '../lib/participacoes/views';
import type { Principal } from '../lib/principal';

/** PUT /api/participacao/update */
export async function update(input: ActionInput<RouteOf<'participacao.update'>>, p: Principal, db: Db) {
  return toDetalhe(await atualizarParticipacao(db, p, input.body), p);
}
