import type { Paginated } from '@emc/shared/participacao';
import { PAGE_SIZE } from '@emc/shared/status';
import { INDEX } from '@emc/shared/table';
import type { ParticipacaoItem } from '../participacoes/model';
import { cicloSortKey } from './ciclos';
import type { Db } from './client';
import { batchGet, getItem, indexKeys, queryAll, withoutKeys, type Item } from './items';

/**
 * A participation: pk PART#{id}, sk PART; in the KEYS_ONLY index byMedicoStatus under its doctor
 * and status, newest cycle and start date first (gsi3pk MEDICO#{id}#S#{status}, gsi3sk C#{nnn}#{dataInicio}#{id}).
 */
export const participacaoKey = (id: string) => ({ pk: `PART#${id}`, sk: 'PART' });
export const medicoStatusPartition = (idMedico: string, status: number) => `MEDICO#${idMedico}#S#${status}`;

/** The stored item, with its keys (written by participacoes/store.ts's transactions). */
export function participacaoItem(p: ParticipacaoItem): Item {
  // Keys last: they follow the participation's current status and dates.
  return {
    ...p,
    type: 'PARTICIPACAO',
    ...participacaoKey(p.id),
    ...indexKeys(INDEX.byMedicoStatus, medicoStatusPartition(p.idMedico, p.status), `${cicloSortKey(p.ciclo)}#${p.dataInicio}#${p.id}`),
  };
}

const fromItem = (item: Item) => withoutKeys(item) as unknown as ParticipacaoItem;

/** Strongly consistent: every change is conditioned on the `versao` read here. */
export async function getParticipacao(db: Db, id: string): Promise<ParticipacaoItem | undefined> {
  const item = await getItem(db, participacaoKey(id), { consistent: true });
  return item && fromItem(item);
}

/**
 * One page of a doctor's participations in one status (optionally one cycle), newest first.
 * Walks the KEYS_ONLY index to the page (small key entries), then reads the page's 10 items.
 */
export async function pageOfMedicoStatus(db: Db, idMedico: string, status: number, page: number, totalItems: number, ciclo?: number): Promise<Paginated<ParticipacaoItem>> {
  const totalPages = Math.max(1, Math.ceil(totalItems / PAGE_SIZE));
  const result: Paginated<ParticipacaoItem> = { responseList: [], page, pageSize: PAGE_SIZE, totalItems, totalPages };
  if (page > totalPages || totalItems === 0) return result;
  const entries = await queryAll(db, {
    index: INDEX.byMedicoStatus,
    pk: medicoStatusPartition(idMedico, status),
    sk: ciclo === undefined ? undefined : { beginsWith: `${cicloSortKey(ciclo)}#` },
    descending: true,
    max: page * PAGE_SIZE,
  });
  // An index entry carries the item's own key.
  const pageKeys = entries.slice((page - 1) * PAGE_SIZE).map((e) => ({ pk: String(e.pk), sk: String(e.sk) }));
  const byPk = new Map((await batchGet(db, pageKeys)).map((i) => [i.pk, i]));
  result.responseList = pageKeys.flatMap(({ pk }) => {
    const item = byPk.get(pk);
    return item ? [fromItem(item)] : [];
  });
  return result;
}
