import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { METRICA } from '@emc/shared/metricas';
import { STATUS_NOME } from '@emc/shared/status';
import type { Db } from './db/client';
import { getMedico } from './db/medicos';
import type { TxItem } from './db/items';
import type { ParticipacaoItem } from './db/participacoes';
import { saidaPut, type Mensagem } from './db/saida';
import { secretariasDoMedico } from './db/secretarias';
import { getUsuario } from './db/usuarios';
import { nonEmpty, readEnv } from './env';
import { logger } from './logger';
import { contar } from './metricas';
import { newId } from './ids';
import { RODAPE_AUTOMATICO } from './email-texto';

/**
 * The e-mail every administrator's decision sends the doctor and their linked secretaries
 * (decisions.md, "Analysis"): the title, the new status, the reason or observation, and a link to
 * the participation. Written to the outbox in the decision's transaction (db/saida.ts) and sent
 * after it commits: a slow or failing SES neither slows nor undoes the decision.
 */

/** A message to send (db/saida.ts keeps it as the outbox item's `mensagem`). */
export type Aviso = Mensagem;

/** Sends one message; throws when it could not. */
export type Enviar = (aviso: Aviso) => Promise<void>;

/** Read on the first send, so that a function that never mails does not need these settings. */
let settings: { MAIL_FROM: string; APP_URL: string } | undefined;
const mailSettings = () => (settings ??= readEnv({ MAIL_FROM: nonEmpty, APP_URL: nonEmpty }));
let remetente: string | undefined;
/** The From of every message, alone: a group whose mail carries no link (Contato) needs no APP_URL. */
const mailFrom = () => (remetente ??= readEnv({ MAIL_FROM: nonEmpty }).MAIL_FROM);

/** A call to SES that has not answered after this fails (and its retries with it): the outbox's claims rely on it (db/saida.ts). */
export const SES_TIMEOUT_MS = 10_000;

let client: Promise<{ ses: SESv2Client; sdk: typeof import('@aws-sdk/client-sesv2') }> | undefined;

/**
 * One SES client per container, created on first use so that importing a function does not load the
 * SES SDK (the Lambda runtime ships it; functions/bundling.ts keeps it out of the bundles).
 * AWS_ENDPOINT_URL_SESV2 points it at aws-ses-v2-local on the local stack.
 */
function ses() {
  client ??= import('@aws-sdk/client-sesv2').then((sdk) => ({ sdk, ses: new sdk.SESv2Client({ requestHandler: { connectionTimeout: 3_000, requestTimeout: SES_TIMEOUT_MS, throwOnRequestTimeout: true } }) }));
  return client;
}

/** Sends through SES; counts the message sent, or failed when SES (or reaching it) refused it. */
export const enviarPorSes: Enviar = async (aviso) => {
  try {
    const { ses: c, sdk } = await ses();
    await c.send(
      new sdk.SendEmailCommand({
        FromEmailAddress: mailFrom(),
        Destination: { ToAddresses: aviso.para, ...(aviso.cc.length ? { CcAddresses: aviso.cc } : {}) },
        ...(aviso.responderPara?.length ? { ReplyToAddresses: aviso.responderPara } : {}),
        Content: { Simple: { Subject: { Data: aviso.assunto, Charset: 'UTF-8' }, Body: { Text: { Data: aviso.texto, Charset: 'UTF-8' } } } },
      }),
    );
  } catch (error) {
    contar(METRICA.emailsFalhados);
    throw error;
  }
  contar(METRICA.emailsEnviados);
};

const linha = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** The link the doctor (or a secretary acting for them) opens the participation with. */
export const linkDaParticipacao = (appUrl: string, id: string) => `${appUrl.replace(/\/+$/, '')}/participacao-medico/editar/${encodeURIComponent(id)}`;

/** Subject and body of the notice of the participation's last decision. */
export function mensagemDaDecisao(p: ParticipacaoItem, appUrl: string): { assunto: string; texto: string } {
  const de = p.historico.at(-1)?.de;
  const titulo = linha(p.titulo);
  const assunto =
    p.status === 2
      ? `Sua participação foi aprovada: ${titulo}`
      : p.status === 3
        ? `Sua participação foi reprovada: ${titulo}`
        : de === 2 || de === 3
          ? `Sua participação foi reaberta para ajuste: ${titulo}`
          : `Sua participação precisa de ajuste: ${titulo}`;
  const partes = [
    `Olá, ${p.nomeMedico}.`,
    '',
    `A participação "${titulo}" (${p.ciclo}º ciclo) foi analisada pela coordenação do Programa de EMC.`,
    '',
    `Novo status: ${STATUS_NOME[p.status]}`,
  ];
  if (p.status === 2) {
    partes.push(`Créditos contabilizados: ${String(p.credito).replace('.', ',')}`);
    if (p.motivoTeto) partes.push(p.motivoTeto);
  }
  if (p.status !== 2 && p.motivo) partes.push(`${p.status === 3 ? 'Motivo' : 'Comentário'}: ${p.motivo}`);
  if (p.observacao) partes.push(`Observação: ${p.observacao}`);
  partes.push('', `Veja a participação: ${linkDaParticipacao(appUrl, p.id)}`, '', RODAPE_AUTOMATICO);
  return { assunto, texto: partes.join('\n') };
}

/** The doctor's e-mail, and the active linked secretaries' (Cc). */
export async function destinatarios(db: Db, idMedico: string): Promise<{ para: string[]; cc: string[] }> {
  const [medico, ids] = await Promise.all([getMedico(db, idMedico), secretariasDoMedico(db, idMedico)]);
  const secretarias = await Promise.all(ids.map((id) => getUsuario(db, id)));
  const para = medico?.email ? [medico.email] : [];
  const cc = [...new Set(secretarias.flatMap((s) => (s?.ativo && s.email ? [s.email] : [])))].filter((e) => !para.includes(e));
  return { para, cc };
}

/**
 * The outbox item of the notice of a decision (`after`, as the decision's transaction writes it), or
 * undefined when neither the doctor nor a secretary has an e-mail (logged with ids only). The sender
 * (functions/src/saida/) mails it once the transaction has committed.
 */
export async function avisoDaDecisao(db: Db, after: ParticipacaoItem): Promise<TxItem | undefined> {
  const { para, cc } = await destinatarios(db, after.idMedico);
  if (!para.length && !cc.length) {
    logger.warn('Aviso da decisão sem destinatários', { idParticipacao: after.id, idMedico: after.idMedico });
    return undefined;
  }
  const mensagem = { para: para.length ? para : cc, cc: para.length ? cc : [], ...mensagemDaDecisao(after, mailSettings().APP_URL) };
  const ref = { idParticipacao: after.id, versao: after.versao, historico: after.historico.length };
  return saidaPut(db, { id: newId(), tipo: 'decisao', ref, mensagem, criadaEm: after.decididaEm ?? new Date().toISOString() });
}
