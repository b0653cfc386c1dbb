import { METRICA } from '@emc/shared/metricas';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { idempotencyScope, once } from '../lib/idempotency';
import { contar } from '../lib/metricas';
import { criarParticipacao } from '../lib/participacoes/service';
import { toDetalhe } from '../lib/participacoes/views';
import type { Principal } from '../lib/principal';

/** POST /api/participacao/create; a repeat of its Idempotency-Key answers the first result. */
export async function create(input: ActionInput<RouteOf<'participacao.create'>>, p: Principal, db: Db) {
  const scope = idempotencyScope(p, 'participacao.create', input.idempotencyKey, input.body);
  return once<ParticipacaoDetalhe>(db, scope, async (claim) => {
    const nova = await criarParticipacao(db, p, input.body, {}, claim && ((novo) => claim(toDetalhe(novo, p))));
    contar(METRICA.participacoesCriadas);
    return toDetalhe(nova, p);
  });
}
