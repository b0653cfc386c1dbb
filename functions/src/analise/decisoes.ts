import { METRICA } from '@emc/shared/metricas';
import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { contar } from '../lib/metricas';
import { aprovarParticipacao, reprovarComentarParticipacao } from '../lib/participacoes/decisoes';
import { toDetalhe } from '../lib/participacoes/views';
import type { Principal } from '../lib/principal';

/** PUT /api/participacao/aprovar: 1 or 4 → 2 with a credit-table row (decisions.md). */
export async function aprovar(input: ActionInput<RouteOf<'analise.aprovar'>>, p: Principal, db: Db) {
  const { id, idClassificacao, observacao, versao } = input.body;
  const aprovada = await aprovarParticipacao(db, p, { id, idClassificacao, observacao: observacao ?? undefined, versao });
  contar(METRICA.decisoesAprovadas);
  return toDetalhe(aprovada, p);
}

/** PUT /api/participacao/reprovar-comentar: reject (→ 3) or send back / reopen (→ 4), with a reason. */
export async function reprovarComentar(input: ActionInput<RouteOf<'analise.reprovarComentar'>>, p: Principal, db: Db) {
  const { id, motivo, status, observacao, reprovar, idClassificacao, versao } = input.body;
  const decidida = await reprovarComentarParticipacao(db, p, { id, motivo, status, reprovar, observacao: observacao ?? undefined, idClassificacao: idClassificacao ?? undefined, versao });
  // A comment sends the participation back to the doctor: not a decision by outcome.
  if (decidida.status === 3) contar(METRICA.decisoesReprovadas);
  return toDetalhe(decidida, p);
}
