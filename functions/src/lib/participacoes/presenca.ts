import type { ImportacaoPresenca } from '@emc/shared/catalogos';
import { cargaHorariaError } from '@emc/shared/campos';
import { closedCicloError } from '@emc/shared/ciclo';
import type { Medico } from '@emc/shared/medico';
import { METRICA } from '@emc/shared/metricas';
import type { Atividade } from '@emc/shared/participacao';
import { now as clockNow } from '../clock';
import { cicloOfDate, isCicloOpen, todayInSaoPaulo, yearOfCiclo } from '../ciclo';
import { getAtividade } from '../db/atividades';
import { auditoria } from '../auditoria';
import type { Db } from '../db/client';
import { medicoClassificacaoAggKey, medicoCicloAggKey, type MedicoCicloAgg } from '../db/contadores';
import { batchGet, type Item } from '../db/items';
import { listMedicos, medicoPorCrm } from '../db/medicos';
import { idsMesmoTituloEData, participacaoKey, type ParticipacaoItem } from '../db/participacoes';
import { getCategoria, getClassificacao, getForma, type Categoria, type Classificacao, type Forma } from '../db/tabela';
import { withRetry } from '../db/transactions';
import { ValidationError, notFound } from '../errors';
import { derivedId } from '../ids';
import { contar } from '../metricas';
import type { Principal } from '../principal';
import { creditoComTeto } from './credito';
import { camposDoMedico, camposDoRegistro } from './model';
import { commitChanges, type CapRead } from './store';
import { NAO_ENCONTRADO } from '@emc/shared/messages';

/**
 * The attendance import (decisions.md, "Catalogues and people"): one participation per doctor of an
 * activity's attendance list, approved with the activity's suggested credit-table row as an approval
 * would be, with the same aggregates in the same transactions (store.ts's commitChanges).
 *
 * A doctor gets it once: the participation's id is derived from (activity, doctor) (presencaId), so
 * its own Put, conditioned on being new, fails for a second one (a re-run, a concurrent import); and a
 * participation the doctor already registered with the activity's name and start date (the duplicate
 * lookup, byLookup DUP#…) counts as theirs. Each transaction holds a batch of doctors, complete or not at all: a run that stops midway
 * leaves whole participations with their counters, and the same file again creates only the rest.
 */

/**
 * Doctors per transaction: up to 8 items each (the participation, the doctor's cycle, all-cycles and
 * row counters, and up to 4 search entries, lib/db/busca.ts's ENTRADAS), plus the cycle's and the
 * queue's 5 shared counters (summed over the batch), the batch's audit entry and the check of the
 * cycle's goal (store.ts): 95, within DynamoDB's 100 items.
 */
export const LOTE = 11;
/** Batches in flight: the next ones are read while one is written. */
const LOTES = 3;
/** A longer list reads the corpo clínico's name index once (a few MB for thousands of doctors) instead of one query per CRM. */
const LISTA_LONGA = 100;

export const PRESENCA_MSG = {
  naoEncontrada: NAO_ENCONTRADO.atividade,
  inativa: 'A atividade está desativada. Reative-a antes de importar a presença.',
  naoTerminou: (dataFim: string) => `A presença só pode ser importada depois do término da atividade (${dataFim.split('-').reverse().join('/')}).`,
  semClassificacao: 'Defina a classificação sugerida da atividade antes de importar a presença.',
  classificacaoInativa: 'A classificação sugerida da atividade está desativada na tabela de créditos. Escolha outra antes de importar a presença.',
  cargaForaDoPeriodo: 'A carga horária da atividade não cabe no seu período. Corrija a atividade antes de importar a presença.',
} as const;

/** An activity ready to receive its attendance: what its participations copy. */
export interface AtividadePresenca {
  atividade: Atividade;
  ciclo: number;
  row: Classificacao;
  categoria: Categoria;
  forma: Forma;
}

/**
 * The activity, if an attendance list may be imported into it now: it exists (else 404), is active,
 * has ended (dataFim ≤ today in São Paulo), its cycle still accepts participations, its hours fit its
 * period, and it suggests an active credit-table row (else 400 on `idAtividade`).
 */
export async function atividadeParaPresenca(db: Db, idAtividade: string, now: Date = clockNow()): Promise<AtividadePresenca> {
  const atividade = await getAtividade(db, idAtividade);
  if (!atividade) throw notFound(PRESENCA_MSG.naoEncontrada);
  const recusa = (m: string) => ValidationError.field('idAtividade', m);
  if (!atividade.ativo) throw recusa(PRESENCA_MSG.inativa);
  if (atividade.dataFim > todayInSaoPaulo(now)) throw recusa(PRESENCA_MSG.naoTerminou(atividade.dataFim));
  const ciclo = cicloOfDate(atividade.dataInicio);
  const fechado = closedCicloError({ ciclo, ano: yearOfCiclo(ciclo), aberto: isCicloOpen(ciclo, now) });
  if (fechado) throw recusa(fechado);
  // An activity saved before the rule: its participations would copy hours its period cannot hold.
  if (cargaHorariaError(atividade)) throw recusa(PRESENCA_MSG.cargaForaDoPeriodo);
  if (!atividade.idClassificacao) throw recusa(PRESENCA_MSG.semClassificacao);
  const row = await getClassificacao(db, atividade.idClassificacao);
  if (!row?.ativo) throw recusa(PRESENCA_MSG.classificacaoInativa);
  // As an approval, the participation takes the category of the row it is credited under.
  const [categoria, forma] = await Promise.all([getCategoria(db, row.idCategoria), getForma(db, atividade.idForma)]);
  if (!categoria || !forma) throw recusa(PRESENCA_MSG.classificacaoInativa);
  return { atividade, ciclo, row, categoria, forma };
}

/** Runs `fn` over the items (with their index), at most `n` at a time, in the items' order. */
async function emParalelo<T>(items: readonly T[], n: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

export interface ImportarOpcoes {
  now?: Date;
  /**
   * Epoch ms from which no new batch starts (the API's time limit): the answer then says `concluida:
   * false`, with the counts of the batches written, and the same list again does the rest.
   */
  prazo?: number;
}

/**
 * Imports the attendance: `crms` are the file's distinct normalized CRMs, `invalidos` the cells that are
 * not one (reported as not found). Answers the counts of ImportacaoPresenca for the batches this call
 * went through: every one (`concluida`), or those started before the time limit.
 */
export async function importarPresenca(
  db: Db,
  p: Principal,
  alvo: AtividadePresenca,
  crms: readonly string[],
  invalidos: readonly string[] = [],
  opcoes: ImportarOpcoes = {},
): Promise<ImportacaoPresenca> {
  const now = opcoes.now ?? clockNow();
  /** Whether each doctor registered it themselves (the duplicate lookup), kept across a batch's retries. */
  const proprios = new Map<string, boolean>();
  // One transaction at a time: every batch updates the cycle's and the queue's counters, so two at once
  // would only cancel each other (TransactionConflict); the next batches are read meanwhile.
  let escrita: Promise<unknown> = Promise.resolve();
  const emSerie = <T>(fn: () => Promise<T>): Promise<T> => {
    const vez = escrita.then(fn);
    escrita = vez.catch(() => undefined);
    return vez;
  };

  // The list in groups of a batch's size: each group's doctors are found by CRM and the active ones
  // written in one transaction, so the look-ups of the next groups overlap the writes. Distinct CRMs are
  // distinct doctors, so no doctor is in two batches.
  const grupos: string[][] = [];
  for (let i = 0; i < crms.length; i += LOTE) grupos.push(crms.slice(i, i + LOTE));
  const doCorpoClinico = crms.length > LISTA_LONGA ? new Map((await listMedicos(db)).map((m) => [m.crm, m])) : undefined;
  const naoEncontrados: string[][] = grupos.map(() => []);
  const inativos: string[][] = grupos.map(() => []);
  let criadas = 0;
  let jaExistentes = 0;

  // No batch starts after the time limit or another's failure; those in flight finish (each is whole or nothing).
  let parou = false;
  let falha: unknown;
  await emParalelo(grupos, LOTES, async (grupo, k) => {
    if (parou || (opcoes.prazo !== undefined && Date.now() >= opcoes.prazo)) {
      parou = true;
      return;
    }
    try {
      // A CRM the staff's index lacks (a doctor left out of it, or just added) is looked up alone.
      const encontrados = await Promise.all(grupo.map(async (crm) => doCorpoClinico?.get(crm) ?? (await medicoPorCrm(db, crm))));
      const lote: Medico[] = [];
      grupo.forEach((crm, i) => {
        const m = encontrados[i];
        if (!m) naoEncontrados[k]!.push(crm);
        else if (!m.ativo) inativos[k]!.push(crm);
        else lote.push(m);
      });
      if (!lote.length) return;
      const feito = await withRetry(() => gravarLote(db, p, alvo, lote, { now, proprios, emSerie }), 12);
      criadas += feito.criadas;
      jaExistentes += feito.jaExistentes;
    } catch (error) {
      parou = true;
      falha ??= error;
    }
  });
  if (falha) throw falha;
  return { criadas, jaExistentes, naoEncontrados: [...invalidos, ...naoEncontrados.flat()], inativos: inativos.flat(), concluida: !parou };
}

/** The id of the participation an attendance list gives the doctor in the activity: the same on every run. */
export const presencaId = (idAtividade: string, idMedico: string) => derivedId('presenca', idAtividade, idMedico);

/** The new participation of a doctor in the activity: approved with the row's credits, or pending for the importer's own. */
function participacaoDe(p: Principal, alvo: AtividadePresenca, m: Medico, em: string, usado: number): ParticipacaoItem {
  const { atividade, row, categoria, forma } = alvo;
  const base = {
    id: presencaId(atividade.id, m.idMedico),
    ...camposDoMedico(m),
    ...camposDoRegistro({ ...atividade, titulo: atividade.nome, idAtividade: atividade.id }, categoria, forma),
    idClassificacao: row.id,
    classificacao: row.descricao,
    versao: 1,
    criadaEm: em,
    criadaPor: p.idUsuario,
    origem: 'presenca' as const,
    anexos: [],
  };
  const texto = `Presença importada por ${p.name}`;
  // Segregation of duties: an administrator who is a doctor does not approve their own; another administrator will.
  if (p.idMedico === m.idMedico) {
    return { ...base, status: 1, credito: 0, historico: [{ em, por: p.name, porId: p.idUsuario, de: null, para: 1, texto: `${texto}; aguarda a análise de outro administrador.` }] };
  }
  const { calculado, credito, motivoTeto } = creditoComTeto(row, atividade.cargaHoraria, usado);
  return {
    ...base,
    status: 2,
    valor: row.valor,
    creditoCalculado: calculado,
    credito,
    motivoTeto,
    decididaEm: em,
    decididaPor: p.name,
    historico: [{ em, por: p.name, porId: p.idUsuario, de: null, para: 2, texto }],
  };
}

/**
 * One batch in one transaction: reads (strongly consistent, one BatchGetItem) which doctors already
 * have the activity's participation (its derived id), their cycle counters (whose version the write is
 * conditioned on) and, under a capped row, what the row already gave each in the cycle (conditioned
 * too); then writes every new participation with its counters. A failed condition (a concurrent
 * change, or the same participation written by another import) throws for withRetry, which reads the
 * batch again.
 */
async function gravarLote(
  db: Db,
  p: Principal,
  alvo: AtividadePresenca,
  lote: readonly Medico[],
  ctx: { now: Date; proprios: Map<string, boolean>; emSerie: <T>(fn: () => Promise<T>) => Promise<T> },
): Promise<{ criadas: number; jaExistentes: number }> {
  const { atividade, ciclo, row } = alvo;
  const teto = row.tetoCiclo !== undefined;
  const ids = lote.map((m) => m.idMedico);
  const lidos = await batchGet(
    db,
    [
      ...ids.map((id) => participacaoKey(presencaId(atividade.id, id))),
      ...ids.map((id) => medicoCicloAggKey(id, ciclo)),
      ...(teto ? ids.map((id) => medicoClassificacaoAggKey(id, ciclo, row.id)) : []),
    ],
    { consistent: true },
  );
  const porChave = new Map(lidos.map((i) => [`${String(i.pk)}|${String(i.sk)}`, i]));
  const lido = (key: { pk: string; sk: string }): Item | undefined => porChave.get(`${key.pk}|${key.sk}`);

  const em = ctx.now.toISOString();
  const novas = lote.filter((m) => !lido(participacaoKey(presencaId(atividade.id, m.idMedico)))).map((m) => {
    const usado = teto ? Number(lido(medicoClassificacaoAggKey(m.idMedico, ciclo, row.id))?.pontos ?? 0) : 0;
    return { m, usado, item: participacaoDe(p, alvo, m, em, usado) };
  });
  // A participation the doctor registered with the activity's name and start date is theirs already;
  // it would be in the activity's cycle, so a doctor with none in that cycle is not looked up.
  await Promise.all(
    novas.map(async ({ m, item }) => {
      if (ctx.proprios.has(m.idMedico)) return;
      const registros = Number(lido(medicoCicloAggKey(m.idMedico, ciclo))?.registros ?? 0);
      ctx.proprios.set(m.idMedico, registros > 0 && (await idsMesmoTituloEData(db, item)).length > 0);
    }),
  );
  const gravar = novas.filter(({ m }) => !ctx.proprios.get(m.idMedico));
  if (gravar.length) {
    const medicoCiclo = new Map<string, MedicoCicloAgg>(gravar.map(({ m }) => [`${m.idMedico}#${ciclo}`, lido(medicoCicloAggKey(m.idMedico, ciclo)) ?? {}]));
    const capReads: (CapRead & { idMedico: string })[] = teto ? gravar.filter(({ item }) => item.status === 2).map(({ m, usado }) => ({ idMedico: m.idMedico, ciclo, idClassificacao: row.id, usado })) : [];
    // The batch's entry: the activity's participations it created and whose (decisions: "Audit trail").
    const extra = auditoria(db, p, {
      acao: 'importacao',
      entidade: 'presenca',
      idEntidade: atividade.id,
      descricao: atividade.nome,
      extras: [
        { campo: 'participacoes', depois: gravar.length },
        { campo: 'crms', depois: gravar.map(({ m }) => m.crm) },
      ],
    });
    await ctx.emSerie(() =>
      commitChanges(
        db,
        gravar.map(({ item }) => ({ before: null, after: item })),
        { capReads, lidos: { medicoCiclo }, extra },
      ),
    );
    contar(METRICA.participacoesCriadas, gravar.length);
  }
  return { criadas: gravar.length, jaExistentes: lote.length - gravar.length };
}
