import { closedCicloError, dateErrors } from '@emc/shared/ciclo';
import { NAO_ENCONTRADO, PARTICIPACAO_MSG, TABELA_MSG } from '@emc/shared/messages';
import type { AtualizarParticipacao, CriarParticipacao } from '@emc/shared/participacao';
import { STATUS_NOME, type StatusCode } from '@emc/shared/status';
import { assertCanActForMedico, assertCanWriteForMedico } from '../access';
import { now as clockNow } from '../clock';
import { cicloOfDate, isCicloOpen, todayInSaoPaulo, yearOfCiclo } from '../ciclo';
import { anexoKey } from '../db/anexos';
import { atividadeExists } from '../db/atividades';
import type { Db } from '../db/client';
import type { TxItem } from '../db/items';
import { getMedico } from '../db/medicos';
import { getParticipacao, type ParticipacaoItem } from '../db/participacoes';
import { getCategoria, getForma } from '../db/tabela';
import { withRetry } from '../db/transactions';
import { AppError, ValidationError, conflict, notFound } from '../errors';
import { newId } from '../ids';
import { hasRole, type Principal } from '../principal';
import { apagarObjetos } from '../s3';
import { EDITABLE, camposDoMedico, camposDoRegistro } from './model';
import { STALE, commitChange } from './store';

/**
 * The owner side's writes of a participation (the doctor, or a linked secretary): register, edit,
 * delete, and the reads that check who may. The administrators' decisions are in decisoes.ts.
 */

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
  if (!categoria?.ativo) push('idCategoria', TABELA_MSG.categoriaInvalida);
  if (!forma?.ativo) push('idForma', TABELA_MSG.formaInvalida);
  if (input.idAtividade && !(await atividadeExists(db, input.idAtividade))) push('idAtividade', 'A atividade escolhida não existe mais no catálogo.');
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { categoria: categoria!, forma: forma! };
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
  if (!medico) throw notFound(NAO_ENCONTRADO.medico);
  const { categoria, forma } = await checkFields(db, input, now);
  const em = now.toISOString();
  const item: ParticipacaoItem = {
    id: newId(),
    ...camposDoMedico(medico),
    status: 1,
    ...camposDoRegistro(input, categoria, forma),
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
    const { categoria, forma } = await checkFields(db, input, now, before.ciclo);
    const em = now.toISOString();
    const status: StatusCode = 1;
    const after: ParticipacaoItem = {
      ...before,
      ...camposDoRegistro(input, categoria, forma),
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

/** Deletes the participation and its certificates' items; their files go from S3 once that committed (a failure is logged, not answered). */
export async function excluirParticipacao(db: Db, p: Principal, id: string): Promise<void> {
  const apagado = await withRetry(async () => {
    const before = await ownParticipacao(db, p, id, 'excluir');
    const anexos = before.anexos.map((a) => ({ Delete: { TableName: db.table, Key: anexoKey(a.id) } }));
    await commitChange(db, before, null, anexos);
    return before;
  });
  await apagarObjetos(apagado.anexos.map((a) => a.key));
}
