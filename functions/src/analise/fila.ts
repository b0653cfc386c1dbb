import type { AnaliseContexto, CreditoCandidato, ParticipacaoAdmin } from '@emc/shared/analise';
import { PARTICIPACAO_MSG } from '@emc/shared/messages';
import type { Paginated, QuantidadeStatus } from '@emc/shared/participacao';
import { normalizeSearch } from '@emc/shared/normalize';
import { PAGE_SIZE, STATUS_CODES, STATUS_NOME } from '@emc/shared/status';
import { anexosComSha, getAnexos } from '../lib/db/anexos';
import type { Db } from '../lib/db/client';
import { getClassificacaoPontos, getFilaAgg } from '../lib/db/contadores';
import { filaIdsComTexto, getParticipacao, getParticipacoes, idsMesmoTituloEData, pageOfFila, participacoesDoCiclo, type FilaFiltro, type ParticipacaoItem } from '../lib/db/participacoes';
import { listClassificacoes } from '../lib/db/tabela';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { creditoComTeto } from '../lib/participacoes/credito';
import type { Principal } from '../lib/principal';

type Motivo = AnaliseContexto['duplicatas'][number]['motivo'];

interface Filtros {
  texto?: string;
  categoria?: string;
  ciclo?: number | '';
}

/** The filters with an index of their own ('' is no filter), and the normalized text, if any. */
function filtrosDe(q: Filtros): { filtro: FilaFiltro; texto?: string } {
  const texto = q.texto ? normalizeSearch(q.texto) : '';
  return {
    filtro: { ...(q.ciclo === '' || q.ciclo === undefined ? {} : { ciclo: q.ciclo }), ...(q.categoria ? { idCategoria: q.categoria } : {}) },
    ...(texto ? { texto } : {}),
  };
}

/**
 * For each participation, the other participations that may be the same one (decisions.md,
 * "Analysis"): same doctor, normalized title and start date (one byLookup query each), or a
 * certificate with the same SHA-256 (the attachments' records in one BatchGet, then one byLookup
 * query per distinct hash). Bounded by the items given: a page, or one doctor's cycle.
 */
async function duplicatasDe(db: Db, items: readonly ParticipacaoItem[]): Promise<Map<string, Map<string, Motivo>>> {
  // The title lookups need only the items: they go beside the attachments' records and their hashes.
  const [mesmos, [anexos, porSha]] = await Promise.all([
    Promise.all(items.map((i) => idsMesmoTituloEData(db, i))),
    getAnexos(db, items.flatMap((i) => i.anexos.map((a) => a.id))).then(async (anexos) => {
      const shas = [...new Set(anexos.flatMap((a) => (a.sha256 ? [a.sha256] : [])))];
      return [anexos, await Promise.all(shas.map(async (h) => [h, await anexosComSha(db, h)] as const))] as const;
    }),
  ]);
  const comSha = new Map(porSha);
  return new Map(
    items.map((item, k) => {
      const found = new Map<string, Motivo>(mesmos[k]!.map((id) => [id, 'mesmo título e data']));
      for (const a of anexos) {
        if (a.idParticipacao !== item.id || !a.sha256) continue;
        for (const o of comSha.get(a.sha256) ?? []) if (o.idParticipacao !== item.id && !found.has(o.idParticipacao)) found.set(o.idParticipacao, 'mesmo arquivo');
      }
      return [item.id, found];
    }),
  );
}

function toAdmin(p: ParticipacaoItem, possivelDuplicata: boolean): ParticipacaoAdmin {
  return {
    id: p.id,
    titulo: p.titulo,
    idMedico: p.idMedico,
    nomeMedico: p.nomeMedico,
    crm: p.crmMedico,
    categoria: p.categoria,
    forma: p.forma,
    dataInicio: p.dataInicio,
    dataFim: p.dataFim,
    cargaHoraria: p.cargaHoraria,
    ciclo: p.ciclo,
    status: p.status,
    statusNome: STATUS_NOME[p.status],
    quantidadeAnexos: p.anexos.length,
    ...(p.origem ? { origem: p.origem } : {}),
    credito: p.credito,
    registradaEm: p.criadaEm,
    possivelDuplicata,
  };
}

async function toAdminRows(db: Db, items: readonly ParticipacaoItem[]): Promise<ParticipacaoAdmin[]> {
  const dups = await duplicatasDe(db, items);
  return items.map((i) => toAdmin(i, (dups.get(i.id)?.size ?? 0) > 0));
}

/**
 * GET /api/participacao/participacoes-administrador?status&page&texto&categoria&ciclo: one page of
 * the review queue. Without text: the total from the queue's counter, the index walked to the page.
 * With text: the partition's entries filtered on `busca`, counted whole (reads grow with the partition).
 */
export async function participacoesAdministrador(input: ActionInput<RouteOf<'analise.participacoesAdministrador'>>, _p: Principal, db: Db): Promise<Paginated<ParticipacaoAdmin>> {
  const { status, page } = input.query;
  const { filtro, texto } = filtrosDe(input.query);
  let result: Paginated<ParticipacaoItem>;
  if (texto === undefined) {
    const total = getFilaAgg(db, filtro).then((agg) => agg[`s${status as 1}`] ?? 0);
    result = await pageOfFila(db, status, filtro, page, total);
  } else {
    const ids = await filaIdsComTexto(db, status, filtro, texto);
    const totalItems = ids.length;
    const pageIds = ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    result = { responseList: await getParticipacoes(db, pageIds), page, pageSize: PAGE_SIZE, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / PAGE_SIZE)) };
  }
  return { ...result, responseList: await toAdminRows(db, result.responseList) };
}

/**
 * GET /api/participacao/participacoes-quantidade?texto&categoria&ciclo: the queue's count in each
 * status. Without text, one GetItem of the counter; with text, the 4 partitions' matches.
 */
export async function participacoesQuantidade(input: ActionInput<RouteOf<'analise.participacoesQuantidade'>>, _p: Principal, db: Db): Promise<QuantidadeStatus[]> {
  const { filtro, texto } = filtrosDe(input.query);
  const counts =
    texto === undefined
      ? await getFilaAgg(db, filtro).then((agg) => STATUS_CODES.map((s) => agg[`s${s}`] ?? 0))
      : await Promise.all(STATUS_CODES.map(async (s) => (await filaIdsComTexto(db, s, filtro, texto)).length));
  return STATUS_CODES.map((status, i) => ({ status, nome: STATUS_NOME[status], quantidade: counts[i]! }));
}

/** The credits each active credit-table row of the participation's category and form would give it now. */
async function creditosCandidatos(db: Db, part: ParticipacaoItem): Promise<CreditoCandidato[]> {
  const rows = (await listClassificacoes(db)).filter((r) => r.ativo && r.idCategoria === part.idCategoria && r.idForma === part.idForma);
  return Promise.all(
    rows.map(async (row) => {
      let usado = 0;
      if (row.tetoCiclo !== undefined) {
        // Its own credits, when approved under this row, are not "other participations'".
        const proprio = part.status === 2 && part.idClassificacao === row.id ? part.credito : 0;
        usado = Math.round(((await getClassificacaoPontos(db, part.idMedico, part.ciclo, row.id)) - proprio) * 100) / 100;
      }
      const c = creditoComTeto(row, part.cargaHoraria, Math.max(0, usado));
      return { idClassificacao: row.id, calculado: c.calculado, credito: c.credito, ...(c.motivoTeto ? { motivoTeto: c.motivoTeto } : {}) };
    }),
  );
}

/**
 * GET /api/participacao/analise/{id}: the doctor's other participations of the cycle, possible
 * duplicates, the candidate credits, and whether the caller may decide (not their own).
 */
export async function contexto(input: ActionInput<RouteOf<'analise.contexto'>>, p: Principal, db: Db): Promise<AnaliseContexto> {
  const part = await getParticipacao(db, input.params.id);
  if (!part) throw notFound(PARTICIPACAO_MSG.naoEncontrada);
  const [doCiclo, creditos] = await Promise.all([participacoesDoCiclo(db, part.idMedico, part.ciclo), creditosCandidatos(db, part)]);
  const outras = doCiclo.filter((o) => o.id !== part.id).sort((a, b) => b.dataInicio.localeCompare(a.dataInicio) || b.criadaEm.localeCompare(a.criadaEm));
  const dups = await duplicatasDe(db, [part, ...outras]);
  const proprias = dups.get(part.id)!;
  const duplicadas = await getParticipacoes(db, [...proprias.keys()]);
  return {
    outrasDoCiclo: outras.map((o) => toAdmin(o, (dups.get(o.id)?.size ?? 0) > 0)),
    // Each is a possible duplicate of this one, so flagged itself.
    duplicatas: duplicadas.map((d) => ({ ...toAdmin(d, true), motivo: proprias.get(d.id)! })),
    creditos,
    podeDecidir: !(p.idMedico && p.idMedico === part.idMedico),
  };
}
