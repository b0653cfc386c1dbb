import type { HistoricoParticipacao, Paginated, ParticipacaoResumo, QuantidadeStatus } from '@emc/shared/participacao';
import { STATUS_CODES, STATUS_NOME, type Valor } from '@emc/shared/status';
import { assertCanActForMedico } from '../lib/access';
import type { Db } from '../lib/db/client';
import type { ActionInput, RouteOf } from '../lib/http';
import { STATUS_COUNTER } from '../lib/participacoes/aggregates';
import { getMedicoCicloAggs, getMedicoTotalAgg } from '../lib/db/contadores';
import { pageOfMedicoStatus } from '../lib/db/participacoes';
import { toResumo } from '../lib/participacoes/views';
import type { Principal } from '../lib/principal';

/** GET /api/medico/participacoes-quantidade?idMedico: the doctor's count in each status, all cycles. One read. */
export async function participacoesQuantidade(input: ActionInput<RouteOf<'medico.participacoesQuantidade'>>, p: Principal, db: Db): Promise<QuantidadeStatus[]> {
  await assertCanActForMedico(db, p, input.query.idMedico);
  const total = await getMedicoTotalAgg(db, input.query.idMedico);
  return STATUS_CODES.map((status) => ({ status, nome: STATUS_NOME[status], quantidade: total[STATUS_COUNTER[status]] ?? 0 }));
}

/** GET /api/medico/participacoes-status?idMedico&status&page: one page of the doctor's participations in a status. */
export async function participacoesStatus(input: ActionInput<RouteOf<'medico.participacoesStatus'>>, p: Principal, db: Db): Promise<Paginated<ParticipacaoResumo>> {
  const { idMedico, status, page } = input.query;
  await assertCanActForMedico(db, p, idMedico);
  const total = getMedicoTotalAgg(db, idMedico).then((agg) => agg[STATUS_COUNTER[status as 1]] ?? 0);
  const result = await pageOfMedicoStatus(db, idMedico, status, page, total);
  return { ...result, responseList: result.responseList.map(toResumo) };
}

/** GET /api/medico/historico-participacoes-ciclos?idMedico&ciclo&page: the cycle's approved participations. */
export async function historicoParticipacoesCiclos(
  input: ActionInput<RouteOf<'medico.historicoParticipacoesCiclos'>>,
  p: Principal,
  db: Db,
): Promise<Paginated<HistoricoParticipacao>> {
  const { idMedico, ciclo, page } = input.query;
  await assertCanActForMedico(db, p, idMedico);
  const aprovados = getMedicoCicloAggs(db, idMedico, [ciclo]).then((aggs) => aggs.get(ciclo)!.aprovados ?? 0);
  const result = await pageOfMedicoStatus(db, idMedico, 2, page, aprovados, ciclo);
  return {
    ...result,
    responseList: result.responseList.map((i) => ({ id: i.id, categoria: i.categoria, titulo: i.titulo, participacao: i.forma, credito: i.credito, valor: i.valor as Valor })),
  };
}
