import type { AlteracaoAuditoria, AuditoriaAcao, AuditoriaEntidade, EntradaAuditoria } from '@emc/shared/auditoria';
import { now as clockNow } from './clock';
import { auditoriaPut } from './db/auditoria';
import type { Db } from './db/client';
import type { TxItem } from './db/items';
import { newId } from './ids';
import type { Principal } from './principal';

/**
 * The audit trail's entries (issue 13): who changed what, when, with the changed fields' values
 * before and after. Built here, written by db/auditoria.ts in the write's own transaction.
 */

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

/**
 * The transaction items that record a write by `p`: one Put, or none when the write changed nothing.
 * Spread into the write's TransactItems: `[...escritas, ...auditoria(db, p, mudanca)]`.
 */
export function auditoria(db: Db, p: Principal, m: Mudanca): TxItem[] {
  const e = entradaAuditoria(p, m);
  return e ? [auditoriaPut(db, e)] : [];
}
