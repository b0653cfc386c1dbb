import type { ImportacaoPresenca } from '@emc/shared/catalogos';
import { cargaHorariaError } from '@emc/shared/campos';
import { closedCicloError } from '@emc/shared/ciclo';
import type { Medico } from '@emc/shared/medico';
import { normalizeSearch } from '@emc/shared/normalize';
import { METRICA } from '@emc/shared/metricas';
import type { Atividade } from '@emc/shared/participacao';
import { now as clockNow } from '../clock';
import { DEFAULT_META, cicloOfDate, isCicloOpen, todayInSaoPaulo, yearOfCiclo } from '../ciclo';
import { getAtividade } from '../db/atividades';
import { getMetaDoCiclo, type MetaDoCiclo } from '../db/ciclos';
import { auditoria } from '../auditoria';
import type { Db } from '../db/client';
import { medicoClassificacaoAggKey, medicoCicloAggKey, type MedicoCicloAgg } from '../db/contadores';
import { batchGet, type Item } from '../db/items';
import { medicoPorCrm, paginasDeMedicos } from '../db/medicos';
import { entradasDaBusca, idsMesmoTituloEData, participacaoKey, participacoesDoDia, type ParticipacaoItem } from '../db/participacoes';
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
 * participation the doctor already registered with the activity's name and start date counts as
 * theirs. Each transaction holds a batch of doctors, complete or not at all: a run that stops midway
 * leaves whole participations with their counters, and the same file again creates only the rest.
 */

/** DynamoDB's limit of items in one transaction. */
const MAX_ITENS = 100;
/**
 * A batch's own items beside its doctors': the cycle's counters, the review queue's 4 (all, the cycle,
 * the category, both; summed over the batch), the check of the cycle's goal and the batch's audit entry.
 */
const ITENS_DO_LOTE = 7;
/** A doctor's items besides the participation's search entries (1 to 4, lib/db/busca.ts): the participation and the doctor's cycle, all-cycles and row counters. */
const ITENS_DO_MEDICO = 4;
/** Batches in flight: the next ones are read while one is written. */
const LOTES = 3;
/** A longer list reads the corpo clínico's name index once (a few MB for thousands of doctors) instead of one query per CRM. */
const LISTA_LONGA = 100;
/** CRMs looked up alone at once (those the staff's index lacks, or every one of a short list). */
const BUSCAS = 16;

export const PRESENCA_MSG = {
  naoEncontrada: NAO_ENCONTRADO.atividade,
  inativa: 'A atividade está desativada. Reative-a antes de importar a presença.',
  naoTerminou: (dataFim: string) => `A presença só pode ser importada depois do término da atividade (${dataFim.split('-').reverse().join('/')}).`,
  semClassificacao: 'Defina a classificação sugerida da atividade antes de importar a presença.',
  classificacaoInativa: 'A classificação sugerida da atividade está desativada na tabela de créditos. Escolha outra antes de importar a presença.',
  cargaForaDoPeriodo: 'A carga horária da atividade não cabe no seu período. Corrija a atividade antes de importar a presença.',
  listaMudou: 'A planilha mudou desde o início da importação. Envie-a de novo.',
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

/** Runs `fn` over the items (with their index), at most `n` at a time, started in the items' order. */
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

/**
 * Turns taken in the order they are asked for: each waits for the one before to be given back. The
 * batches' transactions go one at a time and in the list's order: each moves the same cycle and queue
 * counters, so two at once would only cancel each other (TransactionConflict), and in order a call
 * that stops has written a prefix of the list.
 */
function turnos(): () => { vez: Promise<void>; devolver: () => void } {
  let anterior: Promise<void> = Promise.resolve();
  return () => {
    let devolver!: () => void;
    const vez = anterior;
    anterior = new Promise<void>((r) => (devolver = r));
    return { vez, devolver };
  };
}

export interface ImportarOpcoes {
  now?: Date;
  /**
   * Epoch ms from which no new batch starts but the call's first (the API's time limit): the answer
   * then says `concluida: false`, with the counts of the batches written and how far in the list they reached.
   */
  prazo?: number;
  /** How many of the list's CRMs earlier calls of the same import went through: this call starts there. */
  desde?: number;
}

/** What the import copies of a doctor (the corpo clínico's index read with only these). */
export type MedicoDaLista = Pick<Medico, 'idMedico' | 'nome' | 'crm' | 'tipo' | 'idArea' | 'ativo'>;
const CAMPOS_DO_MEDICO = ['idMedico', 'nome', 'crm', 'tipo', 'idArea', 'ativo'] as const satisfies readonly (keyof MedicoDaLista)[];

/** A stretch of the list that one transaction writes: its active doctors, and its CRMs that found nobody or an inactive doctor. */
interface Grupo {
  /** Where it ends in the list (exclusive). */
  fim: number;
  medicos: MedicoDaLista[];
  naoEncontrados: string[];
  inativos: string[];
}

/**
 * The list in batches, in its order: as many active doctors as fit in one transaction with their items
 * (ITENS_DO_MEDICO and their participation's search entries) beside the batch's own. An unknown or
 * inactive CRM goes with the batch it falls in, so a call reports those of the part it went through.
 */
function gruposDaLista(p: Principal, alvo: AtividadePresenca, crms: readonly string[], porCrm: ReadonlyMap<string, MedicoDaLista>, em: string): Grupo[] {
  const novo = (): Grupo => ({ fim: 0, medicos: [], naoEncontrados: [], inativos: [] });
  const grupos: Grupo[] = [];
  let grupo = novo();
  let itens = ITENS_DO_LOTE;
  crms.forEach((crm, i) => {
    const m = porCrm.get(crm);
    if (m?.ativo) {
      const n = ITENS_DO_MEDICO + entradasDaBusca(participacaoDe(p, alvo, m, em, 0)).length;
      if (itens + n > MAX_ITENS) {
        grupos.push(grupo);
        grupo = novo();
        itens = ITENS_DO_LOTE;
      }
      grupo.medicos.push(m);
      itens += n;
    } else (m ? grupo.inativos : grupo.naoEncontrados).push(crm);
    grupo.fim = i + 1;
  });
  if (grupo.fim) grupos.push(grupo);
  return grupos;
}

/** The batches the import writes these active doctors in, in their order (each batch one transaction). */
export function lotesDe(p: Principal, alvo: AtividadePresenca, medicos: readonly MedicoDaLista[], now: Date = clockNow()): MedicoDaLista[][] {
  return gruposDaLista(p, alvo, medicos.map((m) => m.crm), new Map(medicos.map((m) => [m.crm, m])), now.toISOString()).map((g) => g.medicos);
}

/**
 * The doctors of the list by CRM, and the corpo clínico when the list is long: then its name index is
 * read once, with only what the import copies; a CRM it lacks (a doctor left out of it, or just added),
 * and every CRM of a short list, is looked up alone (byLookup).
 */
async function lerMedicos(db: Db, crms: readonly string[], longa: boolean): Promise<{ porCrm: Map<string, MedicoDaLista>; corpo: MedicoDaLista[] }> {
  const corpo: MedicoDaLista[] = [];
  if (longa) for await (const pagina of paginasDeMedicos(db, { attributes: CAMPOS_DO_MEDICO })) corpo.push(...(pagina as unknown as MedicoDaLista[]));
  const porCrm = new Map(corpo.map((m) => [m.crm, m]));
  await emParalelo(
    crms.filter((crm) => !porCrm.has(crm)),
    BUSCAS,
    async (crm) => {
      const m = await medicoPorCrm(db, crm);
      if (m) porCrm.set(crm, m);
    },
  );
  return { porCrm, corpo };
}

/**
 * Who registered the activity themselves: a participation of theirs with its name (normalized) and
 * start date. The day's participations of the cycle (byCicloMes, `doDia`) serve the whole list; this
 * activity's imported ones are known by their derived ids (of `conhecidos`), the others' owners are
 * read by key.
 */
async function registraramPorConta(db: Db, { atividade }: AtividadePresenca, doDia: readonly Item[], conhecidos: readonly MedicoDaLista[]): Promise<Set<string>> {
  const titulo = normalizeSearch(atividade.nome);
  const importadas = new Set(conhecidos.map((m) => presencaId(atividade.id, m.idMedico)));
  const ids = doDia.filter((e) => !importadas.has(String(e.id)) && normalizeSearch(String(e.titulo)) === titulo).map((e) => String(e.id));
  const donos = await batchGet<{ idMedico?: string }>(db, ids.map(participacaoKey));
  return new Set(donos.map((d) => String(d.idMedico)));
}

/**
 * Imports the attendance: `crms` are the file's distinct normalized CRMs, `invalidos` the cells that are
 * not one (reported as not found by the call that starts the list). Answers the counts of
 * ImportacaoPresenca for the batches this call went through, from `desde`: every one to the list's end
 * (`concluida`), or those started before the time limit (`processados` says how far).
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
  const desde = opcoes.desde ?? 0;
  if (desde > crms.length) throw ValidationError.field('desde', PRESENCA_MSG.listaMudou);
  const resto = crms.slice(desde);
  // A call that starts the list reads the day's participations once for all its doctors (a Query item
  // costs DynamoDB Local a sixth of a Query); a later call would find there the earlier calls' own, so
  // it looks up each new doctor who has participations in the cycle (gravarUmaVez).
  const { atividade, ciclo } = alvo;
  const [{ porCrm, corpo }, meta, doDia] = await Promise.all([
    lerMedicos(db, resto, resto.length > LISTA_LONGA),
    getMetaDoCiclo(db, ciclo, DEFAULT_META),
    desde === 0 ? participacoesDoDia(db, ciclo, atividade.dataInicio, ['id', 'titulo']) : undefined,
  ]);
  const grupos = gruposDaLista(p, alvo, resto, porCrm, now.toISOString());
  const ctx: Contexto = {
    now,
    proprios: doDia && (await registraramPorConta(db, alvo, doDia, [...corpo, ...porCrm.values()])),
    vistos: new Map(),
    meta,
    turno: turnos(),
  };

  let criadas = 0;
  let jaExistentes = 0;
  let iniciados = 0;
  // No batch starts after the time limit (but the first: every call gets further) or another's failure;
  // those in flight finish (each is whole or nothing).
  let parou = false;
  let falha: unknown;
  await emParalelo(grupos, LOTES, async (grupo, k) => {
    if (parou || (k > 0 && opcoes.prazo !== undefined && Date.now() >= opcoes.prazo)) {
      parou = true;
      return;
    }
    iniciados = k + 1;
    if (!grupo.medicos.length) return;
    // Taken before any await, so the turns follow the list's order.
    const turno = ctx.turno();
    try {
      const feito = await gravarLote(db, p, alvo, grupo.medicos, ctx, turno.vez);
      criadas += feito.criadas;
      jaExistentes += feito.jaExistentes;
    } catch (error) {
      parou = true;
      falha ??= error;
    } finally {
      turno.devolver();
    }
  });
  if (falha) throw falha;
  const feitos = grupos.slice(0, iniciados);
  return {
    criadas,
    jaExistentes,
    naoEncontrados: [...(desde === 0 ? invalidos : []), ...feitos.flatMap((g) => g.naoEncontrados)],
    inativos: feitos.flatMap((g) => g.inativos),
    concluida: iniciados === grupos.length,
    total: crms.length,
    processados: desde + (feitos.at(-1)?.fim ?? 0),
  };
}

/** The id of the participation an attendance list gives the doctor in the activity: the same on every run. */
export const presencaId = (idAtividade: string, idMedico: string) => derivedId('presenca', idAtividade, idMedico);

/** The new participation of a doctor in the activity: approved with the row's credits, or pending for the importer's own. */
function participacaoDe(p: Principal, alvo: AtividadePresenca, m: MedicoDaLista, em: string, usado: number): ParticipacaoItem {
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

/** What the batches of one call share. */
interface Contexto {
  now: Date;
  /** Doctors who registered the activity themselves (registraramPorConta), or undefined: each is looked up. */
  proprios: ReadonlySet<string> | undefined;
  /** Those looked up: whether each registered it themselves, kept across a batch's attempts. */
  vistos: Map<string, boolean>;
  /** The cycle's goal as read (again after a batch's failed attempt: it may have changed). */
  meta: MetaDoCiclo;
  turno: ReturnType<typeof turnos>;
}

/**
 * One batch in one transaction: reads (strongly consistent, a BatchGetItem each) which doctors already
 * have the activity's participation (its derived id), then the others' cycle counters (whose version
 * the write is conditioned on) and, under a capped row, what the row already gave each in the cycle
 * (conditioned too); then, its turn come, writes every new participation with its counters. A failed condition (a
 * concurrent change, the goal changed, or the same participation written by another import) throws
 * for withRetry, which reads the batch (and the goal) again.
 */
async function gravarLote(db: Db, p: Principal, alvo: AtividadePresenca, lote: readonly MedicoDaLista[], ctx: Contexto, vez: Promise<void>): Promise<{ criadas: number; jaExistentes: number }> {
  let tentativas = 0;
  return withRetry(async () => {
    if (tentativas++) ctx.meta = await getMetaDoCiclo(db, alvo.ciclo, DEFAULT_META);
    return gravarUmaVez(db, p, alvo, lote, ctx, vez);
  }, 12);
}

async function gravarUmaVez(db: Db, p: Principal, alvo: AtividadePresenca, lote: readonly MedicoDaLista[], ctx: Contexto, vez: Promise<void>): Promise<{ criadas: number; jaExistentes: number }> {
  const { atividade, ciclo, row } = alvo;
  const teto = row.tetoCiclo !== undefined;
  // Who has it already first (the same list again reads only that), then the others' counters.
  const candidatos = lote.filter((m) => !ctx.proprios?.has(m.idMedico));
  const existentes = await batchGet<{ id: string }>(db, candidatos.map((m) => participacaoKey(presencaId(atividade.id, m.idMedico))), { consistent: true });
  const jaTem = new Set(existentes.map((i) => i.id));
  const novos = candidatos.filter((m) => !jaTem.has(presencaId(atividade.id, m.idMedico)));
  const ids = novos.map((m) => m.idMedico);
  const lidos = await batchGet(db, [...ids.map((id) => medicoCicloAggKey(id, ciclo)), ...(teto ? ids.map((id) => medicoClassificacaoAggKey(id, ciclo, row.id)) : [])], { consistent: true });
  const porChave = new Map(lidos.map((i) => [`${String(i.pk)}|${String(i.sk)}`, i]));
  const lido = (key: { pk: string; sk: string }): Item | undefined => porChave.get(`${key.pk}|${key.sk}`);

  const em = ctx.now.toISOString();
  const todas = novos.map((m) => {
    const usado = teto ? Number(lido(medicoClassificacaoAggKey(m.idMedico, ciclo, row.id))?.pontos ?? 0) : 0;
    return { m, usado, item: participacaoDe(p, alvo, m, em, usado) };
  });
  // Without the day's participations: one of the doctor's would be in the activity's cycle, so a doctor with none there is not looked up.
  if (!ctx.proprios) {
    await Promise.all(
      todas.map(async ({ m, item }) => {
        if (ctx.vistos.has(m.idMedico)) return;
        const registros = Number(lido(medicoCicloAggKey(m.idMedico, ciclo))?.registros ?? 0);
        ctx.vistos.set(m.idMedico, registros > 0 && (await idsMesmoTituloEData(db, item)).length > 0);
      }),
    );
  }
  const gravar = todas.filter(({ m }) => !ctx.vistos.get(m.idMedico));
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
    await vez;
    await commitChanges(
      db,
      gravar.map(({ item }) => ({ before: null, after: item })),
      { capReads, lidos: { medicoCiclo, metas: new Map([[ciclo, ctx.meta]]) }, extra },
    );
    contar(METRICA.participacoesCriadas, gravar.length);
  }
  return { criadas: gravar.length, jaExistentes: lote.length - gravar.length };
}
