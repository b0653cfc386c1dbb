import type { ResultadoLembretes } from '@emc/shared/comunicacao';
import { cicloOfDate, todayInSaoPaulo, yearOfCiclo } from '../ciclo';
import type { SituacaoDoMedico, TentativaLembrete } from '../db/lembretes';
import type { Mensagem } from '../db/saida';
import { logger } from '../logger';
import { chunks, mapOrdered } from '../relatorios/fluxo';
import { mensagemDoLembrete } from './mensagem';
import { decidir, vencimentoDe, type MedicoDoLembrete } from './selecao';

/**
 * One run of the deadline reminders (decisions.md "Reminders"). The doctors come page by page from
 * the name index; for each batch of 50, one read gives their credits and their reminder of the due
 * date; each doctor to remind is claimed with its mail put in the outbox, in one transaction
 * (lib/db/lembretes.ts), and the outbox's sender (lib/saida.ts) mails it, retries it and marks the
 * record 'enviado' or 'falhou'. The run never calls SES. A failure for one doctor (a write, or no
 * address) is logged with ids only and counted; the others go on, and the next run of the same due
 * date (days 2 to 7) tries it again.
 */

/** Where a run reads and writes: the table (fonte.ts), or a test's memory. */
export interface FonteLembretes {
  /** The clinical staff, a page at a time. */
  medicos(): AsyncIterable<readonly MedicoDoLembrete[]>;
  meta(ciclo: number): Promise<number>;
  /** Credits in the cycle and the due date's reminder of each doctor (at most LOTE of them). */
  situacao(ids: readonly string[], ciclo: number, data: string): Promise<Map<string, SituacaoDoMedico>>;
  /** Claims the reminder and queues its mail, together; false when it was claimed before. */
  reivindicar(t: TentativaLembrete, mensagem: Mensagem): Promise<boolean>;
}

export interface DepsLembretes {
  fonte: FonteLembretes;
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
/** Doctors claimed at once (one transaction each; the sender, not the run, paces the mail). */
export const CONCORRENCIA = 8;
/** Time kept in hand at the end of an invocation: a claim takes well under a second. */
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
  const resultado: ResultadoLembretes = { ...nenhum(), data: vencimento, ciclo };
  let interrompido = false;
  const semTempo = () => (deps.tempoRestante ? deps.tempoRestante() < MARGEM_MS : false);

  async function lembrar(m: MedicoDoLembrete, s: SituacaoDoMedico): Promise<Desfecho> {
    const decisao = decidir(m, s.pontos, meta, s.lembrete);
    if (decisao === 'ignorar') return 'ignorados';
    if (decisao === 'jaEnviado') return 'jaEnviados';
    if (semTempo()) return 'interrompido';
    const ids = { idMedico: m.idMedico, ciclo, data: vencimento };
    if (!m.email) {
      logger.error('Lembrete sem destinatário: o médico não tem e-mail', ids);
      return 'falhas';
    }
    const t: TentativaLembrete = { idMedico: m.idMedico, ciclo, data: vencimento!, tentativaEm: deps.agora().toISOString(), totalPontos: s.pontos, meta };
    const mensagem = { para: [m.email], cc: [], ...mensagemDoLembrete({ nome: m.nome, ciclo, anoDoCiclo: yearOfCiclo(ciclo), totalPontos: s.pontos, meta }, deps.appUrl) };
    try {
      return (await fonte.reivindicar(t, mensagem)) ? 'enviados' : 'jaEnviados';
    } catch (error) {
      logger.error('Lembrete não reivindicado', { ...ids, erro: nomeDoErro(error) });
      return 'falhas';
    }
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
