import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Anexo, HistoricoEntrada, Paginated, ParticipacaoDetalhe } from '@emc/shared/participacao';
import { PAGE_SIZE, STATUS_CODES, type TipoCategoria } from '@emc/shared/status';
import { normalizeSearch } from '@emc/shared/normalize';
import { INDEX } from '@emc/shared/table';
import { entradasDeBusca, escopoDaFila, procurar } from './busca';
import { cicloSortKey } from './ciclos';
import type { Db } from './client';
import { conditionFailed } from './errors';
import { batchGet, getItem, indexKeys, queryAll, queryPage, queryPages, withoutKeys, type Item } from './items';
import { medicoPartition } from './medicos';

/** A participation as stored (participacaoKey): the detail the API answers, plus what only the server keeps. */
export interface ParticipacaoItem extends Omit<ParticipacaoDetalhe, 'statusNome' | 'anexos' | 'historico' | 'podeEditar' | 'podeExcluir'> {
  tipoMedico: string;
  idArea: string;
  categoriaTipo: TipoCategoria;
  criadaPor: string;
  decididaPor?: string;
  anexos: (Anexo & { key: string })[];
  historico: (HistoricoEntrada & { porId: string })[];
  /** Bumped by every attachment change, which leaves `versao` alone; every write is conditioned on both. */
  anexosVersao?: number;
}

/**
 * A participation: pk PART#{id}, sk PART; in the indexes byMedicoStatus (KEYS_ONLY) and
 * byMedicoStatusItens (ALL) under its doctor and status, newest cycle and start date first (gsi3pk {doctor's partition}#S#{status}, gsi3sk C#{nnn}#{dataInicio}#{id}).
 */
export const participacaoKey = (id: string) => ({ pk: `PART#${id}`, sk: 'PART' });
export const medicoStatusPartition = (idMedico: string, status: number) => `${medicoPartition(idMedico)}#S#${status}`;

/** The review queue's filters that have an index of their own (the text filter reads `busca` inside one). */
export interface FilaFiltro {
  ciclo?: number;
  idCategoria?: string;
}

/** The queue index that serves a filter, and its partition for one status. */
export function filaPartition(status: number, { ciclo, idCategoria }: FilaFiltro) {
  const c = ciclo === undefined ? '' : `#${cicloSortKey(ciclo)}`;
  const cat = idCategoria === undefined ? '' : `#CAT#${idCategoria}`;
  const index = ciclo === undefined ? (idCategoria === undefined ? INDEX.byFila : INDEX.byFilaCategoria) : idCategoria === undefined ? INDEX.byFilaCiclo : INDEX.byFilaCicloCategoria;
  return { index, pk: `FILA#S#${status}${c}${cat}` };
}

/** When the participation entered its status: the queue's order (oldest first while open, newest decision first after). */
export const entrouNoStatusEm = (p: Pick<ParticipacaoItem, 'historico' | 'criadaEm'>) => p.historico.at(-1)?.em ?? p.criadaEm;

/** What the queue's text filter matches (busca.ts): the doctor's name and CRM and the title, accent- and case-insensitive. */
export const buscaDe = (p: Pick<ParticipacaoItem, 'nomeMedico' | 'crmMedico' | 'titulo'>) => normalizeSearch(`${p.nomeMedico} ${p.crmMedico} ${p.titulo}`);

/**
 * Possible duplicates (decisions.md, "Analysis"): the same doctor, normalized title and start date
 * share one byLookup partition, `DUP#{idMedico}#{titulo normalizado}#{dataInicio}` / `PART#{id}`.
 */
export const dupPartition = (p: Pick<ParticipacaoItem, 'idMedico' | 'titulo' | 'dataInicio'>) => `DUP#${p.idMedico}#${normalizeSearch(p.titulo)}#${p.dataInicio}`;

function filaKeys(p: ParticipacaoItem) {
  const sk = `${entrouNoStatusEm(p)}#${p.id}`;
  const filtros: FilaFiltro[] = [{}, { ciclo: p.ciclo }, { idCategoria: p.idCategoria }, { ciclo: p.ciclo, idCategoria: p.idCategoria }];
  return Object.assign({}, ...filtros.map((f) => {
    const { index, pk } = filaPartition(p.status, f);
    return indexKeys(index, pk, sk);
  }));
}

/**
 * The detailed report's partitions (byCicloMes): a cycle's participations by the month of their
 * start date, `PARTS#C#{nnn}#M#{mm}`, sorted by `{dataInicio}#{id}`. Twelve partitions a cycle, so
 * the report reads them in parallel and none grows with more than a month of the hospital's records.
 */
export const cicloMesPartition = (ciclo: number, mes: number) => `PARTS#${cicloSortKey(ciclo)}#M#${String(mes).padStart(2, '0')}`;
export const cicloMesKeys = (p: Pick<ParticipacaoItem, 'id' | 'ciclo' | 'dataInicio'>) => indexKeys(INDEX.byCicloMes, cicloMesPartition(p.ciclo, Number(p.dataInicio.slice(5, 7))), `${p.dataInicio}#${p.id}`);

/** One month's participations of a cycle, by start date, a page at a time, with only `attributes` (the detailed report). */
export const paginasDoCicloMes = (db: Db, ciclo: number, mes: number, attributes: readonly string[]) =>
  queryPages(db, { index: INDEX.byCicloMes, pk: cicloMesPartition(ciclo, mes), attributes });

/** The cycle's participations that start on `data` (every doctor's, any status), with only `attributes` of byCicloMes's. */
export const participacoesDoDia = (db: Db, ciclo: number, data: string, attributes: readonly string[]) =>
  queryAll(db, { index: INDEX.byCicloMes, pk: cicloMesPartition(ciclo, Number(data.slice(5, 7))), sk: { beginsWith: `${data}#` }, attributes });

/** The participation's search entries (busca.ts): under its status, in queue order, with its cycle and category. */
export const entradasDaBusca = (p: ParticipacaoItem): Item[] =>
  entradasDeBusca({ pk: participacaoKey(p.id).pk, escopo: escopoDaFila(p.status), busca: buscaDe(p), ordem: `${entrouNoStatusEm(p)}#${p.id}`, extra: { ciclo: p.ciclo, idCategoria: p.idCategoria } });

/** The stored item, with its keys (written by participacoes/store.ts's transactions, beside its search entries). */
export function participacaoItem(p: ParticipacaoItem): Item {
  // Keys last: they follow the participation's current status and dates.
  return {
    ...p,
    type: 'PARTICIPACAO',
    ...participacaoKey(p.id),
    ...indexKeys(INDEX.byMedicoStatus, medicoStatusPartition(p.idMedico, p.status), `${cicloSortKey(p.ciclo)}#${p.dataInicio}#${p.id}`),
    ...filaKeys(p),
    ...indexKeys(INDEX.byLookup, dupPartition(p), `PART#${p.id}`),
    ...cicloMesKeys(p),
    busca: buscaDe(p),
  };
}

/** The participation's id from an index entry (which carries the item's own key). */
const idOfEntry = (e: Item) => String(e.pk).slice('PART#'.length);

const fromItem = (item: Item) => withoutKeys(item, 'busca') as unknown as ParticipacaoItem;

/** Strongly consistent: every change is conditioned on the `versao` read here. */
export async function getParticipacao(db: Db, id: string): Promise<ParticipacaoItem | undefined> {
  const item = await getItem(db, participacaoKey(id), { consistent: true });
  return item && fromItem(item);
}

/**
 * One page of a doctor's participations in one status (optionally one cycle), newest first, read from
 * byMedicoStatusItens (the items themselves): the first page, the one nearly every call asks for, is
 * one Query beside the total's counter. A later page walks the KEYS_ONLY byMedicoStatus to the
 * page's start (small key entries) and reads the page's 10 from there.
 */
export async function pageOfMedicoStatus(db: Db, idMedico: string, status: number, page: number, totalItems: Total, ciclo?: number): Promise<Paginated<ParticipacaoItem>> {
  const q = { pk: medicoStatusPartition(idMedico, status), sk: ciclo === undefined ? undefined : { beginsWith: `${cicloSortKey(ciclo)}#` }, descending: true };
  const ler = async (start?: Item) => (await queryPage(db, { ...q, index: INDEX.byMedicoStatusItens }, { limit: PAGE_SIZE, start })).items.map(fromItem);
  const primeira = page === 1 ? ler() : undefined;
  // Awaited below; this only keeps a failed read from being an unhandled rejection when the total fails first.
  primeira?.catch(() => undefined);
  const total = await totalItems;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const result: Paginated<ParticipacaoItem> = { responseList: [], page, pageSize: PAGE_SIZE, totalItems: total, totalPages };
  if (page > totalPages || total === 0) {
    await primeira;
    return result;
  }
  if (primeira) {
    result.responseList = await primeira;
    return result;
  }
  const antes = await queryAll(db, { ...q, index: INDEX.byMedicoStatus, max: (page - 1) * PAGE_SIZE });
  // The index holds fewer than the counter says (it has not caught up yet): the page is empty for now.
  if (antes.length < (page - 1) * PAGE_SIZE) return result;
  const ultima = antes.at(-1)!;
  const { partitionKey, sortKey } = INDEX.byMedicoStatus;
  result.responseList = await ler({ pk: ultima.pk, sk: ultima.sk, [partitionKey]: ultima[partitionKey], [sortKey]: ultima[sortKey] });
  return result;
}

/** A page's total: a number, or the counter read still on its way (read beside the index walk). */
type Total = number | Promise<number>;

/**
 * The envelope of page `page` of `totalItems`: `walk(max)` reads the index entries up to the page's
 * end (only when the page exists), and the page's items come in one BatchGetItem. The first page,
 * the one nearly every call asks for, is walked while the total (a counter) is read: two round trips
 * in a row, not three. A later page waits for the total, so a page past the end walks nothing.
 */
async function pageOfIndex(db: Db, page: number, totalItems: Total, walk: (max: number) => Promise<Item[]>): Promise<Paginated<ParticipacaoItem>> {
  const primeira = page === 1 ? walk(PAGE_SIZE) : undefined;
  // Awaited below; this only keeps a failed walk from being an unhandled rejection when the total fails first.
  primeira?.catch(() => undefined);
  const total = await totalItems;
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const result: Paginated<ParticipacaoItem> = { responseList: [], page, pageSize: PAGE_SIZE, totalItems: total, totalPages };
  if (page > totalPages || total === 0) {
    await primeira;
    return result;
  }
  const entries = await (primeira ?? walk(page * PAGE_SIZE));
  result.responseList = await getParticipacoes(db, entries.slice((page - 1) * PAGE_SIZE).map(idOfEntry));
  return result;
}

/** Participations by id (BatchGetItem), in the order of `ids`; missing ones are left out. */
export async function getParticipacoes(db: Db, ids: readonly string[], opts: { consistent?: boolean } = {}): Promise<ParticipacaoItem[]> {
  const byPk = new Map((await batchGet(db, ids.map(participacaoKey), opts)).map((i) => [i.pk, i]));
  return ids.flatMap((id) => {
    const item = byPk.get(participacaoKey(id).pk);
    return item ? [fromItem(item)] : [];
  });
}

/** The ids of the other participations with the same doctor, normalized title and start date (byLookup), at most `max`. */
export async function idsMesmoTituloEData(db: Db, p: ParticipacaoItem, max?: number): Promise<string[]> {
  const entries = await queryAll(db, { index: INDEX.byLookup, pk: dupPartition(p), attributes: ['pk'], ...(max === undefined ? {} : { max: max + 1 }) });
  return entries.map(idOfEntry).filter((id) => id !== p.id).slice(0, max);
}

/**
 * A doctor's participations of one cycle, every status (or those asked): byMedicoStatusItens's
 * partition of each status, one Query each. `consistent`: byMedicoStatus's keys, then a consistent
 * BatchGetItem (the items as they are now, though the index may still list a participation under
 * its former status, or not yet list it).
 */
export async function participacoesDoCiclo(
  db: Db,
  idMedico: string,
  ciclo: number,
  statuses: readonly number[] = STATUS_CODES,
  opts: { consistent?: boolean } = {},
): Promise<ParticipacaoItem[]> {
  const q = (status: number) => ({ pk: medicoStatusPartition(idMedico, status), sk: { beginsWith: `${cicloSortKey(ciclo)}#` }, descending: true });
  if (!opts.consistent) return (await Promise.all(statuses.map((status) => queryAll(db, { ...q(status), index: INDEX.byMedicoStatusItens })))).flat().map(fromItem);
  const entries = (await Promise.all(statuses.map((status) => queryAll(db, { ...q(status), index: INDEX.byMedicoStatus })))).flat();
  return getParticipacoes(db, entries.map(idOfEntry), opts);
}

/**
 * Every participation of a doctor, every status and cycle ("Meus dados"), newest cycle and start
 * date first: byMedicoStatusItens's partition of each status whole, one Query each.
 */
export async function participacoesDoMedico(db: Db, idMedico: string): Promise<ParticipacaoItem[]> {
  const entries = (await Promise.all(STATUS_CODES.map((status) => queryAll(db, { index: INDEX.byMedicoStatusItens, pk: medicoStatusPartition(idMedico, status) })))).flat();
  const chave = (e: Item) => String(e[INDEX.byMedicoStatusItens.sortKey]);
  entries.sort((a, b) => (chave(a) < chave(b) ? 1 : chave(a) > chave(b) ? -1 : 0));
  return entries.map(fromItem);
}

/** Open statuses (1, 4) are a queue, oldest first; decided ones (2, 3) newest decision first. */
const filaDescending = (status: number) => status === 2 || status === 3;

/**
 * One page of the review queue in a status, for a filter with its own index. Walks the index to the
 * page (entries of the keys and `busca`), then reads the page's 10 items with one BatchGetItem.
 */
export function pageOfFila(db: Db, status: number, filtro: FilaFiltro, page: number, totalItems: Total): Promise<Paginated<ParticipacaoItem>> {
  const { index, pk } = filaPartition(status, filtro);
  return pageOfIndex(db, page, totalItems, (max) => queryAll(db, { index, pk, descending: filaDescending(status), max, attributes: ['pk'] }));
}

/**
 * The ids, in queue order, of a status's participations whose doctor's name or CRM or title has a
 * word starting with `texto` (textoDaBusca): the search entries of the words that start with it
 * (busca.ts), filtered on the cycle and category, so the reads follow the matches, not the partition.
 */
export async function filaIdsComTexto(db: Db, status: number, filtro: FilaFiltro, texto: string): Promise<string[]> {
  const achados = await procurar(db, escopoDaFila(status), texto, { ...(filtro.ciclo === undefined ? {} : { ciclo: filtro.ciclo }), ...(filtro.idCategoria === undefined ? {} : { idCategoria: filtro.idCategoria }) }, filaDescending(status));
  return achados.map((a) => a.pk.slice('PART#'.length));
}

/**
 * Marks (or unmarks) the history entry a decision wrote `avisoNaoEnviado`: the e-mail about it could
 * not be sent (yet). `ref` names the decision: the version it made and the history's length then.
 * Leaves `versao` alone (nothing the doctor or a reviewer decides on changed); writes nothing when
 * the participation has moved on since.
 */
export async function marcarAvisoNaoEnviado(db: Db, ref: { idParticipacao: string; versao: number; historico: number }, naoEnviado = true): Promise<boolean> {
  const n = ref.historico - 1;
  if (n < 0) return false;
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.table,
        Key: participacaoKey(ref.idParticipacao),
        UpdateExpression: naoEnviado ? `SET historico[${n}].avisoNaoEnviado = :t` : `REMOVE historico[${n}].avisoNaoEnviado`,
        ConditionExpression: 'versao = :v AND size(historico) = :n',
        ExpressionAttributeValues: { ...(naoEnviado ? { ':t': true } : {}), ':v': ref.versao, ':n': n + 1 },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}
