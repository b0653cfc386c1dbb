import { PARTICIPACAO_MSG, TABELA_MSG } from '@emc/shared/messages';
import { STATUS_NOME, type StatusCode } from '@emc/shared/status';
import { auditoria } from '../auditoria';
import { now as clockNow } from '../clock';
import type { Db } from '../db/client';
import { getClassificacaoPontos } from '../db/contadores';
import type { TxItem } from '../db/items';
import { getParticipacao, participacoesDoCiclo, type ParticipacaoItem } from '../db/participacoes';
import { getCategoria, getClassificacao, tetoInalteradoTx, type Classificacao } from '../db/tabela';
import { retryLater, withRetry } from '../db/transactions';
import { AppError, ValidationError, conflict, forbidden, notFound } from '../errors';
import { avisoDaDecisao } from '../notificacoes';
import { hasRole, type Principal } from '../principal';
import { creditoComTeto, recalcularLinha } from './credito';
import { EDITABLE, clean } from './model';
import { STALE, commitChange, commitChanges, type CapRead } from './store';

/**
 * The administrators' decisions on a participation (decisions.md, "Analysis"): approve, reject,
 * send back with a comment, reopen; under a capped credit-table row, the recount of the doctor's
 * other approvals of that row in the cycle. Each decision is read, decided and written again while
 * a concurrent change gets there first (withRetry); the doctor's e-mail is an outbox item of the same
 * transaction (notificacoes.ts), sent once it commits.
 */

/**
 * The participation an administrator decides on, as of the version they saw (when they say which).
 * Segregation of duties: never their own (decisions.md, "Analysis").
 */
async function toDecide(db: Db, p: Principal, input: { id: string; versao?: number }): Promise<ParticipacaoItem> {
  const before = await getParticipacao(db, input.id);
  if (!before) throw notFound(PARTICIPACAO_MSG.naoEncontrada);
  if (p.idMedico && p.idMedico === before.idMedico) throw forbidden(PARTICIPACAO_MSG.propriaParticipacao);
  if (input.versao !== undefined && input.versao !== before.versao) throw new AppError(409, STALE);
  return before;
}

/** A decision's options: the clock. */
export interface DecisaoOpcoes {
  now?: Date;
}

/** The doctor's other approved participations of a credit-table row in a cycle (every one without `exceto`: a cap's recount, lib/tarefas/teto.ts). */
export async function aprovadasDaLinha(db: Db, idMedico: string, ciclo: number, idClassificacao: string, exceto?: string): Promise<ParticipacaoItem[]> {
  return (await participacoesDoCiclo(db, idMedico, ciclo, [2])).filter((i) => i.status === 2 && i.idClassificacao === idClassificacao && i.id !== exceto);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * For a decision under a capped row: the credits the cap counter holds (its read guards the write),
 * and the doctor's other approved participations of the row in the cycle. Their credits must add up to
 * the counter (less what `proprio` counts there): otherwise the index has not caught up yet, so retry.
 */
async function linhaComTeto(db: Db, row: Classificacao, part: ParticipacaoItem, proprio: number): Promise<{ capRead: CapRead; outras: ParticipacaoItem[] }> {
  const [usado, outras] = await Promise.all([
    getClassificacaoPontos(db, part.idMedico, part.ciclo, row.id),
    aprovadasDaLinha(db, part.idMedico, part.ciclo, row.id, part.id),
  ]);
  if (round2(outras.reduce((a, o) => a + o.credito, 0) + proprio) !== round2(usado)) throw retryLater();
  return { capRead: { ciclo: part.ciclo, idClassificacao: row.id, usado }, outras };
}

export interface AprovarInput {
  id: string;
  idClassificacao: string;
  observacao?: string;
  versao?: number;
}

/** The fields of a decision the audit trail records (the history and version are the trail's own). */
const CAMPOS_DA_DECISAO = ['status', 'idCategoria', 'categoria', 'idClassificacao', 'classificacao', 'valor', 'creditoCalculado', 'credito', 'motivoTeto', 'motivo', 'observacao'] as const;
const decisao = (p: ParticipacaoItem) => Object.fromEntries(CAMPOS_DA_DECISAO.map((c) => [c, p[c]]));

/**
 * The decision's audit entry, for its transaction: this participation's fields before and after (the
 * credits it recomputes on the doctor's other approvals of a capped row are its consequence, not entries).
 */
function auditoriaDaDecisao(db: Db, p: Principal, before: ParticipacaoItem, after: ParticipacaoItem): TxItem[] {
  return auditoria(db, p, {
    acao: after.status === 2 ? 'aprovacao' : after.status === 3 ? 'reprovacao' : 'alteracao',
    entidade: 'participacao',
    idEntidade: before.id,
    descricao: `${before.titulo} — ${before.nomeMedico}`,
    antes: decisao(before),
    depois: decisao(after),
  });
}

/** What the decision's transaction writes beside the participations: its audit entry and its e-mail's outbox item. */
async function registrosDaDecisao(db: Db, p: Principal, before: ParticipacaoItem, after: ParticipacaoItem): Promise<TxItem[]> {
  const aviso = await avisoDaDecisao(db, after);
  return [...auditoriaDaDecisao(db, p, before, after), ...(aviso ? [aviso] : [])];
}

/** Administrator approval: 1 or 4 → 2, with the credits of the credit-table row, capped per cycle. */
export async function aprovarParticipacao(db: Db, p: Principal, input: AprovarInput, opcoes: DecisaoOpcoes = {}): Promise<ParticipacaoItem> {
  if (!hasRole(p, 'Administradores')) throw forbidden();
  return withRetry(async () => {
    const before = await toDecide(db, p, input);
    if (!EDITABLE.includes(before.status)) throw conflict(`Uma participação ${STATUS_NOME[before.status].toLowerCase()} não pode ser aprovada.`);
    const row = await getClassificacao(db, input.idClassificacao);
    if (!row?.ativo) throw ValidationError.field('idClassificacao', TABELA_MSG.classificacaoInvalida);
    const categoria = await getCategoria(db, row.idCategoria);
    // Under a cap, the row's approvals of the cycle are counted again in approval order, this one
    // last: its time is after theirs even if a concurrent approval committed while this one was read.
    const teto = row.tetoCiclo === undefined ? undefined : await linhaComTeto(db, row, before, 0);
    const ultima = Math.max(0, ...(teto?.outras ?? []).map((o) => Date.parse(o.decididaEm ?? '')).filter(Number.isFinite));
    const em = new Date(Math.max((opcoes.now ?? clockNow()).getTime(), ultima + 1)).toISOString();
    const semTeto = creditoComTeto(row, before.cargaHoraria, 0);
    const aprovada: ParticipacaoItem = {
      ...before,
      status: 2,
      idClassificacao: row.id,
      classificacao: row.descricao,
      valor: row.valor,
      ...(categoria ? { idCategoria: categoria.id, categoria: categoria.nome, categoriaTipo: categoria.tipo } : {}),
      creditoCalculado: semTeto.calculado,
      credito: semTeto.credito,
      motivoTeto: undefined,
      observacao: clean(input.observacao),
      motivo: undefined,
      decididaEm: em,
      decididaPor: p.name,
      versao: before.versao + 1,
      historico: [...before.historico, { em, por: p.name, porId: p.idUsuario, de: before.status, para: 2, texto: clean(input.observacao) }],
    };
    // The row's cap is checked in the transaction: a cap changed meanwhile (its recount job may have passed this doctor) makes this read again.
    if (!teto) {
      await commitChange(db, before, aprovada, [...(await registrosDaDecisao(db, p, before, aprovada)), tetoInalteradoTx(db, row)]);
      return aprovada;
    }
    const { capRead, outras } = teto;
    const { itens, mudancas } = recalcularLinha(row, [...outras, aprovada]);
    const after = itens.get(before.id)!;
    await commitChanges(db, [{ before, after }, ...mudancas.filter((c) => c.before!.id !== before.id)], { capRead, extra: [...(await registrosDaDecisao(db, p, before, after)), tetoInalteradoTx(db, row)] });
    return after;
  });
}

export interface ReprovarComentarInput {
  id: string;
  motivo: string;
  status: number;
  observacao?: string;
  reprovar: boolean;
  idClassificacao?: string;
  versao?: number;
}

/** Administrator decision: reject (1|4 → 3) or send back with a comment / reopen (1|2|3 → 4). */
export async function reprovarComentarParticipacao(db: Db, p: Principal, input: ReprovarComentarInput, opcoes: DecisaoOpcoes = {}): Promise<ParticipacaoItem> {
  if (!hasRole(p, 'Administradores')) throw forbidden();
  const para: StatusCode = input.reprovar ? 3 : 4;
  if (input.status !== para) throw ValidationError.field('status', `Com reprovar = ${input.reprovar}, o status deve ser ${para} (${STATUS_NOME[para]}).`);
  if (!clean(input.motivo)) throw ValidationError.field('motivo', input.reprovar ? 'Informe o motivo da reprovação.' : 'Informe o comentário para o médico.');
  return withRetry(async () => {
    const before = await toDecide(db, p, input);
    const allowed: StatusCode[] = input.reprovar ? [1, 4] : [1, 2, 3];
    if (!allowed.includes(before.status)) {
      throw conflict(`Uma participação ${STATUS_NOME[before.status].toLowerCase()} não pode ir para ${STATUS_NOME[para].toLowerCase()}.`);
    }
    const em = (opcoes.now ?? clockNow()).toISOString();
    const after: ParticipacaoItem = {
      ...before,
      status: para,
      credito: 0,
      creditoCalculado: undefined,
      motivoTeto: undefined,
      valor: undefined,
      idClassificacao: input.idClassificacao ?? before.idClassificacao,
      classificacao: input.idClassificacao ? (await getClassificacao(db, input.idClassificacao))?.descricao : before.classificacao,
      motivo: clean(input.motivo),
      observacao: clean(input.observacao),
      decididaEm: em,
      decididaPor: p.name,
      versao: before.versao + 1,
      historico: [...before.historico, { em, por: p.name, porId: p.idUsuario, de: before.status, para, texto: clean(input.motivo) }],
    };
    // Reopening an approval under a capped row frees credits: the row's later approvals of the cycle may count more.
    const row = before.status === 2 && before.idClassificacao ? await getClassificacao(db, before.idClassificacao) : undefined;
    const teto = row ? [tetoInalteradoTx(db, row)] : [];
    if (row?.tetoCiclo === undefined) {
      await commitChange(db, before, after, [...(await registrosDaDecisao(db, p, before, after)), ...teto]);
      return after;
    }
    const { capRead, outras } = await linhaComTeto(db, row, before, before.credito);
    await commitChanges(db, [{ before, after }, ...recalcularLinha(row, outras).mudancas], { capRead, extra: [...(await registrosDaDecisao(db, p, before, after)), ...teto] });
    return after;
  });
}
