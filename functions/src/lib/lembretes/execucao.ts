import { randomUUID } from 'node:crypto';
import type { ResultadoLembretes } from '@emc/shared/comunicacao';
import { cicloOfDate, todayInSaoPaulo, yearOfCiclo } from '../ciclo';
import type { SituacaoDoMedico, TentativaLembrete } from '../db/lembretes';
import { logger } from '../logger';
import type { Enviar } from '../notificacoes';
import { chunks, mapOrdered } from '../relatorios/fluxo';
import { mensagemDoLembrete } from './mensagem';
import { decidir, REIVINDICACAO_EXPIRA_MS, vencimentoDe, type MedicoDoLembrete } from './selecao';

/**
 * One run of the deadline reminders (decisions.md "Reminders"). The doctors come page by page from
 * the name index; for each batch of 50, one read gives their credits and their reminder of the due
 * date; each doctor to remind is claimed with a conditional write, mailed, and marked 'enviado' or
 * 'falhou'. A failure for one doctor (the mail, or a write) is logged with ids only and counted;
 * the others go on, and the next run of the same due date (days 2 to 7) retries it.
 */

/** Where a run reads and writes: the table (fonte.ts), or a test's memory. */
export interface FonteLembretes {
  /** The clinical staff, a page at a time. */
  medicos(): AsyncIterable<readonly MedicoDoLembrete[]>;
  meta(ciclo: number): Promise<number>;
  /** Credits in the cycle and the due date's reminder of each doctor (at most LOTE of them). */
  situacao(ids: readonly string[], ciclo: number, data: string): Promise<Map<string, SituacaoDoMedico>>;
  reivindicar(t: TentativaLembrete, enviandoAntesDe: string): Promise<boolean>;
  marcar(t: TentativaLembrete, situacao: 'enviado' | 'falhou'): Promise<boolean>;
}

export interface DepsLembretes {
  fonte: FonteLembretes;
  enviar: Enviar;
  /** The business clock (lib/clock.ts). */
  agora: () => Date;
  appUrl: string;
  /** Milliseconds the invocation has left (Lambda's context); a run stops claiming when under MARGEM_MS. */
  tempoRestante?: () => number;
}

/** Doctors per read (2 keys each: a BatchGetItem takes 100). */
export const LOTE = 50;
/** Batches read ahead of the sends. */
const LOTES_ADIANTE = 2;
/**
 * Doctors handled at once. SES's sending rate is the limit in AWS (14 a second for a new account out
 * of the sandbox; the SDK retries its throttling); 8 keeps the table's writes and the mail in flight
 * without racing past it by much.
 */
export const CONCORRENCIA = 8;
/** Time kept in hand at the end of an invocation: an attempt takes well under a second. */
export const MARGEM_MS = 30_000;

const nenhum = (): ResultadoLembretes => ({ data: null, ciclo: null, enviados: 0, jaEnviados: 0, falhas: 0, ignorados: 0 });
const nomeDoErro = (e: unknown) => (e as { name?: string }).name ?? 'Error';

type Desfecho = 'enviados' | 'jaEnviados' | 'falhas' | 'ignorados' | 'interrompido';

/** Runs the reminders of `data` (AAAA-MM-DD; default today in São Paulo). A date outside the windows sends nothing. */
export async function executarLembretes(deps: DepsLembretes, data: string = todayInSaoPaulo(deps.agora())): Promise<ResultadoLembretes> {
  const vencimento = vencimentoDe(data);
  if (!vencimento) return nenhum();
  const ciclo = cicloOfDate(vencimento);
  const { fonte } = deps;
  const meta = await fonte.meta(ciclo);
  const execucao = randomUUID();
  const resultado: ResultadoLembretes = { ...nenhum(), data: vencimento, ciclo };
  let interrompido = false;
  const semTempo = () => (deps.tempoRestante ? deps.tempoRestante() < MARGEM_MS : false);

  async function lembrar(m: MedicoDoLembrete, s: SituacaoDoMedico): Promise<Desfecho> {
    const agora = deps.agora().getTime();
    const enviandoAntesDe = new Date(agora - REIVINDICACAO_EXPIRA_MS).toISOString();
    const decisao = decidir(m, s.pontos, meta, s.lembrete, enviandoAntesDe);
    if (decisao === 'ignorar') return 'ignorados';
    if (decisao === 'jaEnviado') return 'jaEnviados';
    if (semTempo()) return 'interrompido';
    const t: TentativaLembrete = { idMedico: m.idMedico, ciclo, data: vencimento!, execucao, tentativaEm: new Date(agora).toISOString(), totalPontos: s.pontos, meta };
    const ids = { idMedico: m.idMedico, ciclo, data: vencimento };
    try {
      if (!(await fonte.reivindicar(t, enviandoAntesDe))) return 'jaEnviados';
    } catch (error) {
      logger.error('Lembrete não reivindicado', { ...ids, erro: nomeDoErro(error) });
      return 'falhas';
    }
    let enviado = false;
    try {
      if (!m.email) throw Object.assign(new Error('sem e-mail'), { name: 'SemEmail' });
      await deps.enviar({ para: [m.email], cc: [], ...mensagemDoLembrete({ nome: m.nome, ciclo, anoDoCiclo: yearOfCiclo(ciclo), totalPontos: s.pontos, meta }, deps.appUrl) });
      enviado = true;
    } catch (error) {
      const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      logger.error('Lembrete não enviado', { ...ids, erro: nomeDoErro(e), httpStatus: e.$metadata?.httpStatusCode });
    }
    try {
      if (!(await fonte.marcar(t, enviado ? 'enviado' : 'falhou'))) logger.warn('Lembrete retomado por outra execução antes de ser marcado', ids);
    } catch (error) {
      // Sent but not marked: the claim expires and a later run may send it again; nothing better is at hand.
      logger.error('Lembrete não marcado', { ...ids, enviado, erro: nomeDoErro(error) });
    }
    return enviado ? 'enviados' : 'falhas';
  }

  const lotes = mapOrdered(chunks(fonte.medicos(), LOTE), LOTES_ADIANTE, async (medicos) => ({ medicos, situacao: await fonte.situacao(medicos.map((m) => m.idMedico), ciclo, vencimento) }));
  async function* medicosComSituacao() {
    for await (const lote of lotes) {
      if (semTempo()) {
        interrompido = true;
        return;
      }
      for (const m of lote.medicos) yield { m, s: lote.situacao.get(m.idMedico) ?? { pontos: 0 } };
    }
  }
  for await (const desfecho of mapOrdered(medicosComSituacao(), CONCORRENCIA, ({ m, s }) => lembrar(m, s))) {
    if (desfecho === 'interrompido') interrompido = true;
    else resultado[desfecho]++;
  }
  if (interrompido) logger.warn('Lembretes interrompidos pelo tempo da execução: a próxima execução do mesmo prazo continua', { ciclo, data: vencimento });
  return resultado;
}
