import type { LembreteEnviado, LembretesPreferencia } from '@emc/shared/comunicacao';
import type { Paginated } from '@emc/shared/participacao';
import { PAGE_SIZE } from '@emc/shared/status';
import { assertCanWriteForMedico } from '../lib/access';
import type { Db } from '../lib/db/client';
import { contarLembretes, primeirosLembretes } from '../lib/db/lembretes';
import { definirReceberLembretes, getMedicos } from '../lib/db/medicos';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { PESSOAS_MSG } from '../lib/pessoas';
import type { Principal } from '../lib/principal';

/**
 * GET /api/lembrete/get-all-pagination?page=&ciclo=: the reminders' log for administrators, newest
 * attempt first, 10 a page, in every cycle or one. The total is the log's counter (LEMBRETES /
 * TOTAL, one GetItem); the page walks its index partition to the page's end (page × 10 entries)
 * and reads its doctors' names and CRMs with one BatchGetItem.
 */
export async function lembreteLista(input: ActionInput<RouteOf<'comunicacao.lembreteLista'>>, _p: Principal, db: Db): Promise<Paginated<LembreteEnviado>> {
  const { page, ciclo } = input.query;
  const totalItems = await contarLembretes(db, ciclo);
  const totalPages = Math.max(1, Math.ceil(totalItems / PAGE_SIZE));
  if (totalItems === 0 || page > totalPages) return { responseList: [], page, pageSize: PAGE_SIZE, totalItems, totalPages };
  const registros = (await primeirosLembretes(db, page * PAGE_SIZE, ciclo)).slice((page - 1) * PAGE_SIZE);
  const medicos = new Map((await getMedicos(db, [...new Set(registros.map((r) => r.idMedico))])).map((m) => [m.idMedico, m]));
  const responseList = registros.map((r) => ({ ...r, nome: medicos.get(r.idMedico)?.nome ?? '', crm: medicos.get(r.idMedico)?.crm ?? '' }));
  return { responseList, page, pageSize: PAGE_SIZE, totalItems, totalPages };
}

/**
 * PUT /api/medico/lembretes { idMedico, receber }: the doctor's own choice about the deadline
 * reminders, made by the doctor or a linked secretary (an administrator who is not that doctor may
 * not, like a participation's writes). Sets `receberLembretes` alone on the record.
 */
export async function lembretesPreferencia(input: ActionInput<RouteOf<'comunicacao.lembretesPreferencia'>>, p: Principal, db: Db): Promise<LembretesPreferencia> {
  const { idMedico, receber } = input.body;
  await assertCanWriteForMedico(db, p, idMedico);
  if (!(await definirReceberLembretes(db, idMedico, receber))) throw notFound(PESSOAS_MSG.medicoNaoEncontrado);
  return { idMedico, receberLembretes: receber };
}
