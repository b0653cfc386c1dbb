import { DUPLICATAS_MAX, type AnaliseContexto, type CreditoCandidato, type ParticipacaoAdmin } from '@emc/shared/analise';
import { PARTICIPACAO_MSG } from '@emc/shared/messages';
import type { Paginated, QuantidadeStatus } from '@emc/shared/participacao';
import { PAGE_SIZE, STATUS_CODES, STATUS_NOME } from '@emc/shared/status';
import { anexosComSha, getAnexos } from '../lib/db/anexos';
import { textoDaBusca } from '../lib/db/busca';
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

/** The filters with an index of their own ('' is no filter), and the text as the search holds it, if any. */
function filtrosDe(q: Filtros): { filtro: FilaFiltro; texto?: string } {
  const texto = textoDaBusca(q.texto);
  return {
    filtro: { ...(q.ciclo === '' || q.ciclo === undefined ? {} : { ciclo: q.ciclo }), ...(q.categoria ? { idCategoria: q.categoria } : {}) },
    ...(texto ? { texto } : {}),
  };
}

/** What duplicatasDe finds for one participation: the others (at most the `max` asked) and whether there may be more. */
interface Duplicatas {
  porId: Map<string, Motivo>;
  mais: boolean;
}

/**
 * For each participation, the other participations that may be the same one (decisions.md,
 * "Analysis"): same doctor, normalized title and start date (one byLookup query each), or a
 * certificate with the same SHA-256 (the attachments' records in one BatchGet, then one byLookup
 * query per distinct hash). Each query reads at most `max` others (a Limit): a file shared by
 * hundreds of participations costs the same as one shared by `max`. Bounded by the items given.
 */
async function duplicatasDe(db: Db, items: readonly ParticipacaoItem[], max: number): Promise<Map<string, Duplicatas>> {
  // A hash's partition also holds the item's own attachments: read that many more.
  const proprios = Math.max(0, ...items.map((i) => i.anexos.length));
  const limiteSha = max + proprios + 1;
  // The title lookups need only the items: they go beside the attachments' records and their hashes.
  const [mesmos, [anexos, porSha]] = await Promise.all([
    Promise.all(items.map((i) => idsMesmoTituloEData(db, i, max + 1))),
    getAnexos(db, items.flatMap((i) => i.anexos.map((a) => a.id))).then(async (anexos) => {
      const shas = [...new Set(anexos.flatMap((a) => (a.sha256 ? [a.sha256] : [])))];
      return [anexos, await Promise.all(shas.map(async (h) => [h, await anexosComSha(db, h, limiteSha)] as const))] as const;
    }),
  ]);
  const comSha = new Map(porSha);
  return new Map(
    items.map((item, k) => {
      const porId = new Map<string, Motivo>(mesmos[k]!.map((id) => [id, 'mesmo título e data']));
      let mais = false;
      for (const a of anexos) {
        if (a.idParticipacao !== item.id || !a.sha256) continue;
        const outros = comSha.get(a.sha256) ?? [];
        if (outros.length >= limiteSha) mais = true;
        for (const o of outros) if (o.idParticipacao !== item.id && !porId.has(o.idParticipacao)) porId.set(o.idParticipacao, 'mesmo arquivo');
      }
      if (porId.size > max) {
        mais = true;
        for (const id of [...porId.keys()].slice(max)) porId.delete(id);
      }
      return [item.id, { porId, mais }];
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
  // A flag needs only one.
  const dups = await duplicatasDe(db, items, 1);
  return items.map((i) => toAdmin(i, (dups.get(i.id)?.porId.size ?? 0) > 0));
}

/**
 * GET /api/participacao/participacoes-administrador?status&page&texto&categoria&ciclo: one page of
 * the review queue. Without text: the total from the queue's counter, the index walked to the page.
 * With text: the search entries of the words starting with it (lib/db/busca.ts), in queue order and
 * counted whole: the reads follow the matches, not the partition; the page's 10 items by id.
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
 * status. Without text, one GetItem of the counter; with text, each status's matches (search entries).
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
  const [dups, proprias] = await Promise.all([duplicatasDe(db, outras, 1), duplicatasDe(db, [part], DUPLICATAS_MAX).then((d) => d.get(part.id)!)]);
  const duplicadas = await getParticipacoes(db, [...proprias.porId.keys()]);
  return {
    outrasDoCiclo: outras.map((o) => toAdmin(o, (dups.get(o.id)?.porId.size ?? 0) > 0)),
    // Each is a possible duplicate of this one, so flagged itself.
    duplicatas: duplicadas.map((d) => ({ ...toAdmin(d, true), motivo: proprias.porId.get(d.id)! })),
    duplicatasMais: proprias.mais,
    creditos,
    podeDecidir: !(p.idMedico && p.idMedico === part.idMedico),
  };
}
