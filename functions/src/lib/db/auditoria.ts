import * as z from 'zod/mini';
import { AUDITORIA_RETENCAO_ANOS, type AuditoriaEntidade, type EntradaAuditoria } from '@emc/shared/auditoria';
import { INDEX, TABLE_TTL_ATTRIBUTE } from '@emc/shared/table';
import { readEnv } from '../env';
import type { Db } from './client';
import { indexKeys, queryPage, type Item, type TxItem } from './items';

/**
 * The audit trail (docs/data-model.md "Audit trail"). One item per entry, never updated:
 *   pk AUDITORIA, sk {em ISO}#{id}                                   — all entries, by time
 *   byLookup gsi1pk AUDITORIA#{entidade}, gsi1sk {em}#{id}          — an entity's entries, by time
 *   byName   gsi2pk AUDITORIA#USUARIO#{e-mail}, gsi2sk {em}#{id}    — a user's entries, by time
 * so each filter (entity, user, date range) is a key condition. `expiraEm` (TTL) removes it after the retention.
 * The partition of every entry is exported: a list's cursor is checked against it (auditoria/cursor.ts).
 */
export const AUDITORIA_PARTITION = 'AUDITORIA';
const porEntidade = (entidade: string) => `AUDITORIA#${entidade}`;
const porUsuario = (email: string) => `AUDITORIA#USUARIO#${email.toLowerCase()}`;
const ordem = (e: Pick<EntradaAuditoria, 'em' | 'id'>) => `${e.em}#${e.id}`;

const env = readEnv({
  AUDIT_RETENTION_YEARS: z.optional(z.string().check(z.regex(/^[1-9]\d?$/))),
});

/** How long an entry is kept (deploy setting `auditRetentionYears`; docs/lgpd.md). */
export const RETENCAO_ANOS = env.AUDIT_RETENTION_YEARS ? Number(env.AUDIT_RETENTION_YEARS) : AUDITORIA_RETENCAO_ANOS;

/** When DynamoDB's TTL removes an entry written now (epoch seconds; real time, as the TTL uses). */
export function expiraEm(nowMs = Date.now(), anos = RETENCAO_ANOS): number {
  const d = new Date(nowMs);
  d.setUTCFullYear(d.getUTCFullYear() + anos);
  return Math.floor(d.getTime() / 1000);
}

export function auditoriaItem(e: EntradaAuditoria, nowMs = Date.now()): Item {
  const sk = ordem(e);
  return {
    pk: AUDITORIA_PARTITION,
    sk,
    ...indexKeys(INDEX.byLookup, porEntidade(e.entidade), sk),
    ...indexKeys(INDEX.byName, porUsuario(e.usuario.email), sk),
    type: 'AUDITORIA',
    id: e.id,
    em: e.em,
    idUsuario: e.usuario.idUsuario,
    nomeUsuario: e.usuario.nome,
    email: e.usuario.email,
    acao: e.acao,
    entidade: e.entidade,
    idEntidade: e.idEntidade,
    ...(e.descricao ? { descricao: e.descricao } : {}),
    // As JSON: values of any shape round-trip exactly (DynamoDB has no empty sets, no undefined).
    alteracoes: JSON.stringify(e.alteracoes),
    [TABLE_TTL_ATTRIBUTE]: expiraEm(nowMs),
  };
}

export function fromAuditoriaItem(i: Item): EntradaAuditoria {
  return {
    id: String(i.id),
    em: String(i.em),
    usuario: { idUsuario: String(i.idUsuario), nome: String(i.nomeUsuario ?? ''), email: String(i.email) },
    acao: i.acao as EntradaAuditoria['acao'],
    entidade: i.entidade as EntradaAuditoria['entidade'],
    idEntidade: String(i.idEntidade),
    ...(i.descricao ? { descricao: String(i.descricao) } : {}),
    alteracoes: JSON.parse(String(i.alteracoes ?? '[]')) as EntradaAuditoria['alteracoes'],
  };
}

/** The entry's Put, for the write's own transaction (the id is new: a Put that never overwrites). */
export const auditoriaPut = (db: Db, e: EntradaAuditoria): TxItem => ({
  Put: { TableName: db.table, Item: auditoriaItem(e), ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * The removal of an entry whose write was undone (an account change Cognito refused: contas.ts
 * undoes the table's transaction with another one, which takes this too). The only Delete of an entry.
 */
export function desfazerAuditoria(put: TxItem): TxItem {
  const item = put.Put!.Item!;
  return { Delete: { TableName: put.Put!.TableName, Key: { pk: item.pk, sk: item.sk } } };
}

/** Which key a list reads, from its filters. */
export interface AuditoriaFiltro {
  entidade?: AuditoriaEntidade;
  idEntidade?: string;
  usuario?: string;
  /** ISO instants: from `desde` (inclusive) to `antesDe` (exclusive). */
  desde?: string;
  antesDe?: string;
}

export interface AuditoriaPlano {
  index?: typeof INDEX.byLookup | typeof INDEX.byName;
  pk: string;
  filter?: { expression: string; values: Item };
  between?: [string, string];
}

/**
 * The Query a list runs: an entity's partition when one is asked (with the id and the user as a
 * filter), else the user's, else all entries; the date range always a key condition on the time.
 */
export function planoAuditoria(f: AuditoriaFiltro): AuditoriaPlano {
  const conds: string[] = [];
  const values: Item = {};
  const filtrar = (attr: string, value: string | undefined) => {
    if (value === undefined) return;
    conds.push(`${attr} = :${attr}`);
    values[`:${attr}`] = value;
  };
  let plano: AuditoriaPlano;
  if (f.entidade) {
    plano = { index: INDEX.byLookup, pk: porEntidade(f.entidade) };
    filtrar('idEntidade', f.idEntidade);
    filtrar('email', f.usuario?.toLowerCase());
  } else if (f.usuario) {
    plano = { index: INDEX.byName, pk: porUsuario(f.usuario) };
    filtrar('idEntidade', f.idEntidade);
  } else {
    plano = { pk: AUDITORIA_PARTITION };
    filtrar('idEntidade', f.idEntidade);
  }
  if (conds.length) plano.filter = { expression: conds.join(' AND '), values };
  // '0' sorts before and '~' after every `{ISO}#{id}`; `antesDe` itself sorts before any `{antesDe}#{id}`.
  if (f.desde || f.antesDe) plano.between = [f.desde ?? '0', f.antesDe ?? '~'];
  return plano;
}

/**
 * One page of entries, newest first: Queries of at most the page's remaining size (so a filter never
 * reads far past the page) until the page is full, the partition ends, or `maxLeituras` Queries ran.
 */
export async function listarAuditoria(db: Db, plano: AuditoriaPlano, pagina: { tamanho: number; start?: Item; maxLeituras?: number }) {
  const itens: EntradaAuditoria[] = [];
  let start = pagina.start;
  for (let leitura = 0; leitura < (pagina.maxLeituras ?? 4); leitura++) {
    const page = await queryPage(db, { index: plano.index, pk: plano.pk, filter: plano.filter, between: plano.between, descending: true }, { limit: pagina.tamanho - itens.length, start });
    itens.push(...page.items.map(fromAuditoriaItem));
    start = page.lastKey;
    if (!start || itens.length >= pagina.tamanho) break;
  }
  return { itens, lastKey: start };
}
