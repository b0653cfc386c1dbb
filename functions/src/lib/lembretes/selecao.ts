import { MESES_LEMBRETE } from '@emc/shared/comunicacao';
import type { LembreteLido } from '../db/lembretes';

/**
 * Who gets a deadline reminder, and when (decisions.md "Reminders"), as pure functions of the run's
 * date and what it read: the run (execucao.ts) only reads, claims (queueing the mail) and counts.
 */

/** The days of a due date's month on which a run still sends: the 1st, then retries until the 7th. */
export const DIAS_DE_ENVIO = 7;

const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written AAAA-MM-DD. */
export function dataValida(data: string): boolean {
  const m = DATA.exec(data);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === data;
}

/**
 * The due date a run on `data` handles: the 1st of its month when `data` is the 1st to the 7th of
 * October, November or December (MESES_LEMBRETE); otherwise none (the run does nothing).
 */
export function vencimentoDe(data: string): string | null {
  if (!dataValida(data)) return null;
  const mes = Number(data.slice(5, 7));
  const dia = Number(data.slice(8, 10));
  return (MESES_LEMBRETE as readonly number[]).includes(mes) && dia <= DIAS_DE_ENVIO ? `${data.slice(0, 8)}01` : null;
}

/** The last day a cycle takes participations: 31 January of the next year (shared/src/ciclo.ts isCicloOpen). */
export const prazoDeRegistro = (anoDoCiclo: number) => `${anoDoCiclo + 1}-01-31`;

/** What the run knows of a doctor: from the name index (the record's attributes) and their counter. */
export interface MedicoDoLembrete {
  idMedico: string;
  nome: string;
  email?: string;
  ativo?: boolean;
  receberLembretes?: boolean;
}

export type Decisao = 'ignorar' | 'jaEnviado' | 'enviar';

/**
 * A doctor's reminder for the due date: ignored when the doctor is inactive, has opted out, or has
 * reached the goal (approved credits ≥ meta); already sent when it has a record (claimed, its mail
 * queued in the outbox, which sends it and retries a failed mail: lib/saida.ts); else sent.
 */
export function decidir(m: MedicoDoLembrete, pontos: number, meta: number, lembrete: LembreteLido | undefined): Decisao {
  if (m.ativo !== true || m.receberLembretes === false || pontos >= meta) return 'ignorar';
  return lembrete ? 'jaEnviado' : 'enviar';
}
