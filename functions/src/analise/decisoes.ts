import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { aprovarParticipacao, reprovarComentarParticipacao } from '../lib/participacoes/service';
import { toDetalhe } from '../lib/participacoes/views';
import type { Principal } from '../lib/principal';

/** PUT /api/participacao/aprovar: 1 or 4 → 2 with a credit-table row (decisions.md). */
export async function aprovar(input: ActionInput<RouteOf<'analise.aprovar'>>, p: Principal, db: Db) {
  const { id, idClassificacao, observacao, versao } = input.body;
  return toDetalhe(await aprovarParticipacao(db, p, { id, idClassificacao, observacao: observacao ?? undefined, versao }), p);
}

/** PUT /api/participacao/reprovar-comentar: reject (→ 3) or send back / reopen (→ 4), with a reason. */
export async function reprovarComentar(input: ActionInput<RouteOf<'analise.reprovarComentar'>>, p: Principal, db: Db) {
  const { id, motivo, status, observacao, reprovar, idClassificacao, versao } = input.body;
  return toDetalhe(
    await reprovarComentarParticipacao(db, p, { id, motivo, status, reprovar, observacao: observacao ?? undefined, idClassificacao: idClassificacao ?? undefined, versao }),
    p,
  );
}
