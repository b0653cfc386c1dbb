import type { AuditoriaAcao } from '@emc/shared/auditoria';
import type { Role } from '@emc/shared/roles';
import type { SecretariaDetalhe } from '@emc/shared/pessoas';
import type { MedicoSecretaria } from '@emc/shared/schemas';
import { alterarConta, type ContaDeps } from '../lib/contas';
import { transact, type Escrita } from '../lib/db/transactions';
import { auditoria } from '../lib/auditoria';
import { desfazerAuditoria } from '../lib/db/auditoria';
import type { Db } from '../lib/db/client';
import type { TxItem } from '../lib/db/items';
import { getMedicos, type MedicoRegistro } from '../lib/db/medicos';
import { quantidadeMedicosTx, vinculoDelete, vinculoPut } from '../lib/db/secretarias';
import type { Usuario } from '../lib/db/usuarios';
import { ValidationError } from '../lib/errors';
import { secretariaItem } from '../lib/pessoas';
import type { Principal } from '../lib/principal';

/** What the secretaries' writes share: the doctors to link, the link writes, and writing them with the account. */

export const SECRETARIAS: Role = 'Secretarias';

/** A write and the item that undoes it; a link's moves her link counter by `delta`. */
export interface Par {
  fazer: Escrita;
  desfazer: TxItem;
  delta?: 1 | -1;
}

/**
 * The doctors asked for, each once: every one must exist, and a doctor not linked yet must be
 * active (an inactive doctor already linked may stay).
 */
export async function medicosParaVincular(db: Db, ids: readonly string[], jaVinculados: ReadonlySet<string>): Promise<MedicoRegistro[]> {
  const unicos = [...new Set(ids)];
  const encontrados = new Map((await getMedicos(db, unicos)).map((m) => [m.idMedico, m]));
  const faltam = unicos.filter((id) => !encontrados.has(id));
  if (faltam.length) throw ValidationError.field('idsMedicos', faltam.length === 1 ? 'Um dos médicos escolhidos não foi encontrado.' : `${faltam.length} dos médicos escolhidos não foram encontrados.`);
  const inativo = unicos.map((id) => encontrados.get(id)!).find((m) => !m.ativo && !jaVinculados.has(m.idMedico));
  if (inativo) throw ValidationError.field('idsMedicos', `${inativo.nome} está inativo(a) e não pode ser vinculado(a).`);
  return unicos.map((id) => encontrados.get(id)!);
}

/** The link writes that take the secretary from her current doctors to `novos`: removed ones deleted, new ones put. */
export function paresDosVinculos(db: Db, idSecretaria: string, atuais: readonly MedicoSecretaria[], novos: readonly MedicoRegistro[]): Par[] {
  const querido = new Set(novos.map((m) => m.idMedico));
  const atual = new Set(atuais.map((m) => m.id));
  return [
    ...atuais
      .filter((m) => !querido.has(m.id))
      .map((m): Par => ({ fazer: { item: vinculoDelete(db, idSecretaria, m.id) }, desfazer: vinculoPut(db, idSecretaria, { idMedico: m.id, nome: m.nome, crm: m.crm }), delta: -1 })),
    ...novos.filter((m) => !atual.has(m.idMedico)).map((m): Par => ({ fazer: { item: vinculoPut(db, idSecretaria, m) }, desfazer: vinculoDelete(db, idSecretaria, m.idMedico), delta: 1 })),
  ];
}

/**
 * What the trail records of a secretary (one entry per write, entidade 'secretaria', her account's
 * id): her account's name, e-mail, roles and status, and her doctors as "Nome (CRM n)" in name order,
 * so a change of links shows the list before and after.
 */
export function retratoDaSecretaria(u: Usuario, medicos?: readonly { nome: string; crm: string }[]) {
  return {
    nome: u.nome,
    email: u.email.trim().toLowerCase(),
    papeis: [...u.roles].sort(),
    ativo: u.ativo,
    ...(medicos ? { medicos: medicos.map((m) => `${m.nome} (CRM ${m.crm})`).sort((a, b) => a.localeCompare(b, 'pt-BR')) } : {}),
  };
}

/**
 * The entry of a secretary's write, as a pair for gravarComConta: it goes in the first transaction
 * (the account's, or the links' first) and is undone with it. None when nothing changed.
 */
export function parDaAuditoria(db: Db, p: Principal, acao: AuditoriaAcao, idSecretaria: string, antes: object | undefined, depois: object): Par[] {
  const nome = (depois as { nome?: string }).nome;
  return auditoria(db, p, { acao, entidade: 'secretaria', idEntidade: idSecretaria, descricao: nome, antes, depois }).map((item) => ({ fazer: { item }, desfazer: desfazerAuditoria(item) }));
}

/** Undoes a Put (an idempotency claim): deletes the item it wrote. */
export function desfazerPut(item: TxItem): TxItem {
  const put = item.Put!;
  return { Delete: { TableName: put.TableName, Key: { pk: put.Item!.pk, sk: put.Item!.sk } } };
}

const mesmaConta = (a: Usuario, b: Usuario) => JSON.stringify([a.email, a.nome, [...a.roles].sort(), a.ativo]) === JSON.stringify([b.email, b.nome, [...b.roles].sort(), b.ativo]);

/** Links at most this many go in the transaction of the account's change (which has a few items of its own). */
const NA_TRANSACAO_DA_CONTA = 90;
/** Writes per later transaction, beside the counter's Update (at most 100 items). */
const POR_TRANSACAO = 99;

const somaDe = (pares: readonly Par[]) => pares.reduce((a, p) => a + (p.delta ?? 0), 0);

/**
 * Writes the account's change (through the accounts module, with Cognito) together with the first
 * link writes, then the other links in transactions of at most 100 items. Without a change to the
 * account, only the links. The first pairs (a claim, the audit entry) are in the first transaction.
 * Each transaction moves her link counter by its own links (`vinculosAntes`: the links she had, read
 * consistently, which start it on an account from before it): in the account's Update when the
 * account is in it, else in an Update of its own.
 */
export async function gravarComConta(deps: ContaDeps, antes: Usuario, depois: Usuario, pares: readonly Par[], vinculosAntes: number): Promise<void> {
  const { db } = deps;
  let quantidade = antes.quantidadeMedicos ?? vinculosAntes;
  let resto = pares;
  if (!mesmaConta(antes, depois)) {
    const primeiros = pares.slice(0, NA_TRANSACAO_DA_CONTA);
    quantidade += somaDe(primeiros);
    await alterarConta(deps, antes, { ...depois, quantidadeMedicos: quantidade }, { fazer: primeiros.map((p) => p.fazer), desfazer: primeiros.map((p) => p.desfazer) });
    resto = pares.slice(NA_TRANSACAO_DA_CONTA);
  }
  for (let i = 0; i < resto.length; i += POR_TRANSACAO) {
    const lote = resto.slice(i, i + POR_TRANSACAO);
    const delta = somaDe(lote);
    await transact(db, [...lote.map((p) => p.fazer), ...(delta ? [{ item: quantidadeMedicosTx(db, antes.idUsuario, delta, quantidade) }] : [])]);
    quantidade += delta;
  }
}

/** The secretary with her doctors, in name order. */
export function secretariaDetalhe(u: Usuario, medicos: readonly MedicoRegistro[]): SecretariaDetalhe {
  const lista = medicos.map((m) => ({ id: m.idMedico, nome: m.nome, crm: m.crm })).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  return { ...secretariaItem(u, lista.length), medicos: lista };
}
