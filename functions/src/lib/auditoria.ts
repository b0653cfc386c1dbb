import * as z from 'zod/mini';
import { AUDITORIA_RETENCAO_ANOS, type AlteracaoAuditoria, type AuditoriaAcao, type AuditoriaEntidade, type EntradaAuditoria } from '@emc/shared/auditoria';
import { now as clockNow } from './clock';
import { readEnv } from './env';
import { newId } from './ids';
import type { Principal } from './principal';

/**
 * The audit trail's entries (issue 13): who changed what, when, with the changed fields' values
 * before and after. Built here, written by db/auditoria.ts in the write's own transaction.
 */

const env = readEnv({
  AUDIT_RETENTION_YEARS: z.optional(z.string().check(z.regex(/^[1-9]\d?$/))),
});

/** How long an entry is kept (deploy setting `auditRetentionYears`; docs/lgpd.md). */
export const RETENCAO_ANOS = env.AUDIT_RETENTION_YEARS ? Number(env.AUDIT_RETENTION_YEARS) : AUDITORIA_RETENCAO_ANOS;

/** Stored-only or key attributes that are never a business change. */
const IGNORADOS = new Set(['pk', 'sk', 'type', 'busca', 'expiraEm']);
const CHAVE_DE_INDICE = /^gsi\d+(pk|sk)$/;
/** Never recorded, whatever their value: secrets. */
const SEGREDO = /senha|password|token|secret|segredo/i;

/** A CPF is personal data: the trail keeps only its last two digits (decisions: "Audit trail"). */
export function mascararCpf(cpf: unknown): unknown {
  if (typeof cpf !== 'string' || !cpf) return cpf;
  const digitos = cpf.replace(/\D/g, '');
  return `***.***.***-${digitos.slice(-2).padStart(2, '*')}`;
}

const registravel = (campo: string) => !IGNORADOS.has(campo) && !CHAVE_DE_INDICE.test(campo) && !SEGREDO.test(campo);
const valorRegistrado = (campo: string, v: unknown) => (/^cpf$/i.test(campo) ? mascararCpf(v) : v);

/** Order-insensitive for object keys, so `{a, b}` equals `{b, a}`; arrays keep their order. */
function canonico(v: unknown): string {
  if (v === undefined || v === null || v === '') return 'null';
  if (Array.isArray(v)) return `[${v.map(canonico).join(',')}]`;
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return `{${entries.sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => `${JSON.stringify(k)}:${canonico(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

const vazio = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The changed fields between two states of a record: a create has no `antes` (every set field, after
 * only), a delete no `depois` (before only). Absent, null and '' are the same "no value". Key and
 * stored-only attributes and secrets are left out; a CPF is masked.
 */
export function alteracoes(antesObj: object | undefined, depoisObj: object | undefined): AlteracaoAuditoria[] {
  const antes = antesObj as Record<string, unknown> | undefined;
  const depois = depoisObj as Record<string, unknown> | undefined;
  const campos = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(depois ?? {})])].filter(registravel);
  const out: AlteracaoAuditoria[] = [];
  for (const campo of campos) {
    const a = antes?.[campo];
    const d = depois?.[campo];
    if (canonico(a) === canonico(d)) continue;
    out.push({ campo, ...(vazio(a) ? {} : { antes: valorRegistrado(campo, a) }), ...(vazio(d) ? {} : { depois: valorRegistrado(campo, d) }) });
  }
  return out;
}

/** What a write did to one record. */
export interface Mudanca {
  acao: AuditoriaAcao;
  entidade: AuditoriaEntidade;
  idEntidade: string;
  descricao?: string;
  /** The record before the write (none for a create). */
  antes?: object;
  /** The record after it (none for a delete). */
  depois?: object;
  /** Changes stated directly (an import's counts), instead of or besides the diff. */
  extras?: AlteracaoAuditoria[];
}

/** The action of a status change. */
export const acaoDeStatus = (ativar: boolean): AuditoriaAcao => (ativar ? 'ativacao' : 'desativacao');

/**
 * The entry for a write by `p`, or undefined when it changed nothing (an idempotent repeat appends
 * no entry). `at` is the business clock's instant.
 */
export function entradaAuditoria(p: Principal, m: Mudanca, at: Date = clockNow()): EntradaAuditoria | undefined {
  const mudou = [...alteracoes(m.antes, m.depois), ...(m.extras ?? [])];
  if (!mudou.length) return undefined;
  return {
    id: newId(),
    em: at.toISOString(),
    usuario: { idUsuario: p.idUsuario, nome: p.name, email: p.email.toLowerCase() },
    acao: m.acao,
    entidade: m.entidade,
    idEntidade: m.idEntidade,
    ...(m.descricao ? { descricao: m.descricao } : {}),
    alteracoes: mudou,
  };
}

/** When DynamoDB's TTL removes an entry written now (epoch seconds; real time, as the TTL uses). */
export function expiraEm(nowMs = Date.now(), anos = RETENCAO_ANOS): number {
  const d = new Date(nowMs);
  d.setUTCFullYear(d.getUTCFullYear() + anos);
  return Math.floor(d.getTime() / 1000);
}
