import { closedCicloError, dateErrors } from '@emc/shared/ciclo';
import { PARTICIPACAO_MSG } from '@emc/shared/messages';
import type { AtualizarParticipacao, CriarParticipacao } from '@emc/shared/participacao';
import { STATUS_NOME, type StatusCode } from '@emc/shared/status';
import { assertCanActForMedico, assertCanWriteForMedico } from '../access';
import { now as clockNow } from '../clock';
import { cicloOfDate, isCicloOpen, todayInSaoPaulo, yearOfCiclo } from '../ciclo';
import { anexoKey } from '../db/anexos';
import { atividadeExists } from '../db/atividades';
import type { Db } from '../db/client';
import { getClassificacaoPontos } from '../db/contadores';
import type { TxItem } from '../db/items';
import { getMedico } from '../db/medicos';
import { getParticipacao } from '../db/participacoes';
import { getCategoria, getClassificacao, getForma } from '../db/tabela';
import { AppError, ValidationError, conflict, forbidden, notFound } from '../errors';
import { newId } from '../ids';
import { hasRole, type Principal } from '../principal';
import { EDITABLE, type ParticipacaoItem } from './model';
import { STALE, commitChange, withRetry } from './store';

/** A participation the caller may read (admins: any; doctors: their own; secretaries: linked doctors'). */
export async function readParticipacao(db: Db, p: Principal, id: string): Promise<ParticipacaoItem> {
  const item = await getParticipacao(db, id);
  if (!item) throw notFound(PARTICIPACAO_MSG.naoEncontrada);
  await assertCanActForMedico(db, p, item.idMedico);
  return item;
}

/** A participation the caller may change as its owner side, in an editable status. */
export async function ownParticipacao(db: Db, p: Principal, id: string, action: 'alterar' | 'excluir' | 'anexar'): Promise<ParticipacaoItem> {
  const item = await getParticipacao(db, id);
  if (!item) throw notFound(PARTICIPACAO_MSG.naoEncontrada);
  await assertCanWriteForMedico(db, p, item.idMedico);
  if (!EDITABLE.includes(item.status)) {
    const verbo = { alterar: 'alterada', excluir: 'excluída', anexar: 'receber comprovantes' }[action];
    throw conflict(
      action === 'anexar'
        ? `Uma participação ${STATUS_NOME[item.status].toLowerCase()} não pode receber comprovantes.`
        : `Uma participação ${STATUS_NOME[item.status].toLowerCase()} não pode ser ${verbo}.`,
    );
  }
  return item;
}

function actor(p: Principal, item: { nomeMedico: string; idMedico: string }) {
  const emNomeDe = hasRole(p, 'Secretarias') && p.idMedico !== item.idMedico ? item.nomeMedico : undefined;
  return { por: p.name, porId: p.idUsuario, ...(emNomeDe ? { emNomeDe } : {}) };
}

/** Checks the fields against the rules that need the clock and the table (the schema checked the shapes). */
async function checkFields(db: Db, input: CriarParticipacao | AtualizarParticipacao, now: Date, cicloAtual?: number) {
  const errors: Record<string, string[]> = {};
  const push = (f: string, m: string) => (errors[f] ??= []).push(m);
  for (const [field, message] of Object.entries(dateErrors(input, todayInSaoPaulo(now)))) push(field, message);
  const ciclo = cicloOfDate(input.dataInicio);
  // An edit may keep the participation's own cycle, closed or not (decisions.md).
  const fechado = closedCicloError({ ciclo, ano: yearOfCiclo(ciclo), aberto: ciclo === cicloAtual || isCicloOpen(ciclo, now) });
  if (fechado) push('dataInicio', fechado);
  const [categoria, forma] = await Promise.all([getCategoria(db, input.idCategoria), getForma(db, input.idForma)]);
  if (!categoria?.ativo) push('idCategoria', 'Selecione uma categoria válida.');
  if (!forma?.ativo) push('idForma', 'Selecione uma forma de participação válida.');
  if (input.idAtividade && !(await atividadeExists(db, input.idAtividade))) push('idAtividade', 'A atividade escolhida não existe mais no catálogo.');
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { ciclo, categoria: categoria!, forma: forma! };
}

const clean = (s: string | null | undefined) => (s && s.trim() ? s.trim() : undefined);

/** The owner-side fields of a participation, from checked input and the credit table's names. */
function camposDe(input: CriarParticipacao | AtualizarParticipacao, checked: Awaited<ReturnType<typeof checkFields>>) {
  const { ciclo, categoria, forma } = checked;
  return {
    ciclo,
    titulo: input.titulo,
    idCategoria: categoria.id,
    categoria: categoria.nome,
    categoriaTipo: categoria.tipo,
    idForma: forma.id,
    forma: forma.nome,
    idAtividade: clean(input.idAtividade),
    instituicao: input.instituicao,
    dataInicio: input.dataInicio,
    dataFim: input.dataFim,
    cargaHoraria: input.cargaHoraria,
    descricao: clean(input.descricao),
  };
}

export interface Clock {
  now?: Date;
}

/** Registers a participation in status Pendente for the doctor (decisions.md: who may create for whom). */
export async function criarParticipacao(
  db: Db,
  p: Principal,
  input: CriarParticipacao,
  clock: Clock = {},
  /** An idempotent create's claim for the new participation, written in the same transaction. */
  claimFor?: (item: ParticipacaoItem) => TxItem,
): Promise<ParticipacaoItem> {
  const now = clock.now ?? clockNow();
  let idMedico = input.idMedico;
  if (!idMedico) {
    if (!hasRole(p, 'Medicos') || !p.idMedico) throw ValidationError.field('idMedico', 'Informe o médico da participação.');
    idMedico = p.idMedico;
  }
  await assertCanWriteForMedico(db, p, idMedico);
  const medico = await getMedico(db, idMedico);
  if (!medico) throw notFound('Médico não encontrado.');
  const campos = camposDe(input, await checkFields(db, input, now));
  const em = now.toISOString();
  const item: ParticipacaoItem = {
    id: newId(),
    idMedico,
    nomeMedico: medico.nome,
    crmMedico: medico.crm,
    tipoMedico: medico.tipo,
    idArea: medico.idArea,
    status: 1,
    ...campos,
    credito: 0,
    versao: 1,
    criadaEm: em,
    criadaPor: p.idUsuario,
    anexos: [],
    historico: [],
  };
  item.historico.push({ em, ...actor(p, item), de: null, para: 1, texto: 'Participação registrada.' });
  await withRetry(() => commitChange(db, null, item, [], undefined, claimFor?.(item)));
  return item;
}

/** Owner-side edit in Pendente or Em ajuste; an edit in Em ajuste sends it back to Pendente. */
export async function atualizarParticipacao(db: Db, p: Principal, input: AtualizarParticipacao, clock: Clock = {}): Promise<ParticipacaoItem> {
  const now = clock.now ?? clockNow();
  return withRetry(async () => {
    const before = await ownParticipacao(db, p, input.id, 'alterar');
    if (before.versao !== input.versao) throw new AppError(409, STALE);
    const campos = camposDe(input, await checkFields(db, input, now, before.ciclo));
    const em = now.toISOString();
    const status: StatusCode = 1;
    const after: ParticipacaoItem = {
      ...before,
      ...campos,
      status,
      versao: before.versao + 1,
      historico: [
        ...before.historico,
        { em, ...actor(p, before), de: before.status, para: status, texto: before.status === 4 ? 'Participação ajustada e reenviada para análise.' : 'Participação alterada.' },
      ],
    };
    await commitChange(db, before, after);
    return after;
  });
}

export async function excluirParticipacao(db: Db, p: Principal, id: string): Promise<void> {
  await withRetry(async () => {
    const before = await ownParticipacao(db, p, id, 'excluir');
    const anexos = before.anexos.map((a) => ({ Delete: { TableName: db.table, Key: anexoKey(a.id) } }));
    await commitChange(db, before, null, anexos);
  });
}

/** The participation an administrator decides on, as of the version they saw (when they say which). */
async function toDecide(db: Db, input: { id: string; versao?: number }): Promise<ParticipacaoItem> {
  const before = await getParticipacao(db, input.id);
  if (!before) throw notFound(PARTICIPACAO_MSG.naoEncontrada);
  if (input.versao !== undefined && input.versao !== before.versao) throw new AppError(409, STALE);
  return before;
}

export interface AprovarInput {
  id: string;
  idClassificacao: string;
  observacao?: string;
  versao?: number;
}

/** Administrator approval: 1 or 4 → 2, with the credits of the credit-table row, capped per cycle. */
export async function aprovarParticipacao(db: Db, p: Principal, input: AprovarInput, clock: Clock = {}): Promise<ParticipacaoItem> {
  if (!hasRole(p, 'Administradores')) throw forbidden();
  const now = clock.now ?? clockNow();
  return withRetry(async () => {
    const before = await toDecide(db, input);
    if (!EDITABLE.includes(before.status)) throw conflict(`Uma participação ${STATUS_NOME[before.status].toLowerCase()} não pode ser aprovada.`);
    const row = await getClassificacao(db, input.idClassificacao);
    if (!row?.ativo) throw ValidationError.field('idClassificacao', 'Selecione uma classificação válida da tabela de créditos.');
    const categoria = await getCategoria(db, row.idCategoria);
    const calculado = Math.round(row.pontos * (row.unidade === 'hora' ? before.cargaHoraria : 1) * 100) / 100;
    let credito = calculado;
    let motivoTeto: string | undefined;
    let capRead: { ciclo: number; idClassificacao: string; usado: number } | undefined;
    if (row.tetoCiclo !== undefined) {
      const usado = await getClassificacaoPontos(db, before.idMedico, before.ciclo, row.id);
      capRead = { ciclo: before.ciclo, idClassificacao: row.id, usado };
      const disponivel = Math.max(0, Math.round((row.tetoCiclo - usado) * 100) / 100);
      if (calculado > disponivel) {
        credito = disponivel;
        motivoTeto = `O item "${row.descricao}" vale no máximo ${row.tetoCiclo} créditos por ciclo; ${usado} já foram contabilizados em outras participações deste ciclo, por isso esta conta ${disponivel} de ${calculado}.`;
      }
    }
    const em = now.toISOString();
    const after: ParticipacaoItem = {
      ...before,
      status: 2,
      idClassificacao: row.id,
      classificacao: row.descricao,
      valor: row.valor,
      ...(categoria ? { idCategoria: categoria.id, categoria: categoria.nome, categoriaTipo: categoria.tipo } : {}),
      creditoCalculado: calculado,
      credito,
      motivoTeto,
      observacao: clean(input.observacao),
      motivo: undefined,
      decididaEm: em,
      decididaPor: p.name,
      versao: before.versao + 1,
      historico: [...before.historico, { em, por: p.name, porId: p.idUsuario, de: before.status, para: 2, texto: clean(input.observacao) }],
    };
    await commitChange(db, before, after, [], capRead);
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
export async function reprovarComentarParticipacao(db: Db, p: Principal, input: ReprovarComentarInput, clock: Clock = {}): Promise<ParticipacaoItem> {
  if (!hasRole(p, 'Administradores')) throw forbidden();
  const now = clock.now ?? clockNow();
  const para: StatusCode = input.reprovar ? 3 : 4;
  if (input.status !== para) throw ValidationError.field('status', `Com reprovar = ${input.reprovar}, o status deve ser ${para} (${STATUS_NOME[para]}).`);
  if (!clean(input.motivo)) throw ValidationError.field('motivo', input.reprovar ? 'Informe o motivo da reprovação.' : 'Informe o comentário para o médico.');
  return withRetry(async () => {
    const before = await toDecide(db, input);
    const allowed: StatusCode[] = input.reprovar ? [1, 4] : [1, 2, 3];
    if (!allowed.includes(before.status)) {
      throw conflict(`Uma participação ${STATUS_NOME[before.status].toLowerCase()} não pode ir para ${STATUS_NOME[para].toLowerCase()}.`);
    }
    const em = now.toISOString();
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
    await commitChange(db, before, after);
    return after;
  });
}
