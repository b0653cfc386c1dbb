import { CONTATO_MSG, type ContatoBody, type ContatoEnviado, type MensagemContato } from '@emc/shared/comunicacao';
import type { Role } from '@emc/shared/roles';
import { now as clockNow } from '../lib/clock';
import type { Db } from '../lib/db/client';
import { devolverEnvio, getContato, putContato, reservarEnvio } from '../lib/db/contatos';
import { getMedico } from '../lib/db/medicos';
import { getUsuario } from '../lib/db/usuarios';
import { nonEmpty, readEnv } from '../lib/env';
import { AppError, tooManyRequests } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { newId } from '../lib/ids';
import { logger } from '../lib/logger';
import { hasRole, type Principal } from '../lib/principal';

/** At most this many messages per account in any hour (checked before storing). */
export const CONTATO_LIMITE = { max: 10, janelaMs: 60 * 60 * 1000 } as const;

let caixa: string | undefined;
/** The program's mailbox (CONTACT_MAILBOX), read on the first message. */
const contactMailbox = () => (caixa ??= readEnv({ CONTACT_MAILBOX: nonEmpty }).CONTACT_MAILBOX);

const PAPEL: Record<Role, string> = { Administradores: 'Administrador', Medicos: 'Médico', Secretarias: 'Secretária' };
const linha = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** Subject and plain-text body of the e-mail a contact message becomes. */
export function mensagemDoContato(m: Pick<MensagemContato, 'assunto' | 'mensagem' | 'remetente'>): { assunto: string; texto: string } {
  const r = m.remetente;
  const texto = [
    'Mensagem recebida pelo formulário de Contato do Programa de Educação Médica Continuada.',
    '',
    `Remetente: ${linha(r.nome)}`,
    `E-mail: ${r.email}`,
    ...(r.crm ? [`CRM: ${r.crm}`] : []),
    `Perfis: ${r.papeis.map((p) => PAPEL[p as Role] ?? p).join(', ') || '-'}`,
    '',
    `Assunto: ${m.assunto}`,
    '',
    'Mensagem:',
    m.mensagem,
    '',
    `Para responder, responda a este e-mail: a resposta vai para ${r.email}.`,
  ].join('\n');
  return { assunto: `Contato: ${m.assunto}`, texto };
}

/** Who sends it: the caller's account as stored (name, e-mail, roles), and their CRM when a doctor. */
async function remetenteDe(db: Db, p: Principal): Promise<{ remetente: MensagemContato['remetente']; idMedico?: string }> {
  const idMedico = hasRole(p, 'Medicos') ? p.idMedico : undefined;
  const [conta, medico] = await Promise.all([getUsuario(db, p.idUsuario), idMedico ? getMedico(db, idMedico) : undefined]);
  const crm = medico?.crm ?? (idMedico ? p.crm : undefined);
  return {
    remetente: { idUsuario: p.idUsuario, nome: conta?.nome ?? p.name, email: conta?.email ?? p.email, ...(crm ? { crm } : {}), papeis: [...(conta?.roles ?? p.roles)] },
    idMedico,
  };
}

/**
 * POST /api/medico/contato: stores the message with its mail to the program's mailbox (Reply-To the
 * sender) as an outbox item, in one transaction (db/contatos.ts); the outbox's sender mails it after
 * the commit, and retries while SES is down. A store failure answers 503 with the spec's text and
 * leaves nothing; more than CONTATO_LIMITE.max messages of one account in an hour are refused (429)
 * before anything is stored.
 */
export async function contato(input: ActionInput<RouteOf<'comunicacao.contato'>>, p: Principal, db: Db): Promise<ContatoEnviado> {
  const body: ContatoBody = input.body;
  const para = contactMailbox();
  const { remetente, idMedico } = await remetenteDe(db, p);
  // Real time, like the TTL that ends the window (never the business clock, which tests may shift).
  const agora = Date.now();
  if (!(await reservarEnvio(db, p.idUsuario, agora, CONTATO_LIMITE.max, CONTATO_LIMITE.janelaMs))) throw tooManyRequests(CONTATO_MSG.muitasMensagens);

  const mensagem: MensagemContato = { id: newId(), assunto: body.assunto, mensagem: body.mensagem, remetente, enviadaEm: clockNow().toISOString(), respondida: false };
  try {
    await putContato(db, mensagem, { para: [para], cc: [], responderPara: [remetente.email], ...mensagemDoContato(mensagem) }, idMedico);
  } catch (error) {
    // An answer lost after the commit: the message and its mail are stored, so it was sent (a retry would send it twice).
    if (await getContato(db, mensagem.id).catch(() => undefined)) return { id: mensagem.id, enviadaEm: mensagem.enviadaEm };
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    logger.error('Mensagem de contato não gravada', { idUsuario: p.idUsuario, erro: e.name, httpStatus: e.$metadata?.httpStatusCode });
    await devolverEnvio(db, p.idUsuario, agora, CONTATO_LIMITE.janelaMs).catch(() => undefined);
    throw new AppError(503, CONTATO_MSG.falha);
  }
  return { id: mensagem.id, enviadaEm: mensagem.enviadaEm };
}
