import type { MeusDados, MeusDadosParticipacao } from '@emc/shared/comunicacao';
import { STATUS_NOME } from '@emc/shared/status';
import { assertCanActForMedico } from '../lib/access';
import { now as clockNow } from '../lib/clock';
import type { Db } from '../lib/db/client';
import { contatosDoMedico } from '../lib/db/contatos';
import { lembretesDoMedico } from '../lib/db/lembretes';
import { participacoesDoMedico, type ParticipacaoItem } from '../lib/db/participacoes';
import type { ActionInput, RouteOf } from '../lib/http';
import type { Principal } from '../lib/principal';
import { presignDownload } from '../lib/s3';
import { perfil } from './perfil';

/** How long the certificate links of "Meus dados" open the files: an hour. */
export const LINKS_VALIDADE_S = 60 * 60;

async function participacaoDe(p: ParticipacaoItem): Promise<MeusDadosParticipacao> {
  return {
    id: p.id,
    titulo: p.titulo,
    ...(p.instituicao ? { instituicao: p.instituicao } : {}),
    ciclo: p.ciclo,
    dataInicio: p.dataInicio,
    dataFim: p.dataFim,
    cargaHoraria: p.cargaHoraria,
    categoria: p.categoria,
    forma: p.forma,
    ...(p.classificacao ? { classificacao: p.classificacao } : {}),
    status: p.status,
    statusNome: STATUS_NOME[p.status],
    ...(p.status === 2 ? { credito: p.credito } : {}),
    registradaEm: p.criadaEm,
    historico: p.historico.map(({ porId: _porId, ...h }) => h),
    anexos: await Promise.all(
      p.anexos.map(async (a) => ({ id: a.id, nomeArquivo: a.nomeOriginal, tipo: a.tipo, tamanho: a.tamanho, link: await presignDownload(a.key, a.nomeOriginal, a.tipo, LINKS_VALIDADE_S) })),
    ),
  };
}

/**
 * GET /api/medico/meus-dados/{id} (decisions.md "Privacy (LGPD)"): everything the program keeps about
 * the doctor, for the doctor, a linked secretary or an administrator. The profile is medico/perfil's
 * answer for the same caller (a secretary sees the CPF masked); then every participation with its
 * history and certificate links (presigned, an hour), the reminders sent, and the contact messages
 * the doctor's own accounts sent. Queries of the doctor's partitions only, never a Scan.
 */
export async function meusDados(input: ActionInput<RouteOf<'medico.meusDados'>>, p: Principal, db: Db): Promise<MeusDados> {
  const idMedico = input.params.id;
  // Who may ask is checked before anything is read; then the profile (a 404 for no such doctor) and the rest are read together.
  await assertCanActForMedico(db, p, idMedico);
  const [dadosPerfil, participacoes, lembretes, mensagens] = await Promise.all([
    perfil({ ...input, params: { id: idMedico } }, p, db),
    participacoesDoMedico(db, idMedico),
    lembretesDoMedico(db, idMedico),
    contatosDoMedico(db, idMedico),
  ]);
  const linksValidosAte = new Date(Date.now() + LINKS_VALIDADE_S * 1000).toISOString();
  return {
    geradoEm: clockNow().toISOString(),
    linksValidosAte,
    perfil: dadosPerfil,
    receberLembretes: dadosPerfil.receberLembretes,
    participacoes: await Promise.all(participacoes.map(participacaoDe)),
    lembretes,
    mensagensContato: mensagens.map(({ id, assunto, mensagem, enviadaEm, respondida }) => ({ id, assunto, mensagem, enviadaEm, respondida })),
  };
}
