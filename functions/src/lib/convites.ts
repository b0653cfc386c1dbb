import type { Role } from '@emc/shared/roles';
import { SENHA_REGRAS } from '@emc/shared/senha';
import type { Db } from './db/client';
import type { TxItem } from './db/items';
import { saidaPut } from './db/saida';
import { RODAPE_AUTOMATICO } from './email-texto';
import { nonEmpty, readEnv } from './env';

/**
 * The invitation of a new account (decisions.md, "Accounts lifecycle"): Cognito creates the user
 * with a temporary password and sends nothing; the application sends this Portuguese e-mail, with
 * the login, the temporary password, the link to the login page and the password rules, through the
 * outbox (written with the account's record) and SES. The same path runs locally (aws-ses-v2-local's
 * mailbox) and on AWS.
 */

export interface Convite {
  nome: string;
  email: string;
  senhaTemporaria: string;
  roles: readonly Role[];
}

/** How long Cognito accepts the temporary password (the user pool's setting, infra/lib/auth.ts). */
export const VALIDADE_SENHA_TEMPORARIA_DIAS = 7;

/** Read on the first invitation, so that a function that never invites does not need it. */
let appUrl: string | undefined;
const appUrlAgora = () => (appUrl ??= readEnv({ APP_URL: nonEmpty }).APP_URL);

const linha = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** The link of the login page. */
export const linkDoLogin = (url: string) => `${url.replace(/\/+$/, '')}/login`;

function comoQue(roles: readonly Role[]): string {
  const papeis = [
    ...(roles.includes('Medicos') ? ['médico(a) do corpo clínico'] : []),
    ...(roles.includes('Secretarias') ? ['secretário(a)'] : []),
    ...(roles.includes('Administradores') ? ['administrador(a)'] : []),
  ];
  return papeis.length ? ` como ${papeis.join(' e ')}` : '';
}

/** Subject and body of the invitation. */
export function mensagemDoConvite(c: Convite, url: string): { assunto: string; texto: string } {
  const texto = [
    `Olá, ${linha(c.nome)}.`,
    '',
    `Seu acesso ao Programa de Educação Médica Continuada (EMC) do hospital foi criado${comoQue(c.roles)}.`,
    '',
    `Endereço: ${linkDoLogin(url)}`,
    `Login (e-mail): ${c.email}`,
    `Senha temporária: ${c.senhaTemporaria}`,
    '',
    `No primeiro acesso, entre com a senha temporária: será pedido que você defina uma nova senha. A senha temporária vale por ${VALIDADE_SENHA_TEMPORARIA_DIAS} dias; depois disso, use "Esqueci minha senha" na página de login.`,
    '',
    'A nova senha deve ter:',
    ...SENHA_REGRAS.map((r) => `- ${r.texto}`),
    '',
    'Se você não esperava este convite, ignore esta mensagem ou procure o suporte do Programa de EMC.',
    '',
    RODAPE_AUTOMATICO,
  ].join('\n');
  return { assunto: 'Seu acesso ao Programa de Educação Médica Continuada', texto };
}

/**
 * The invitation as an outbox item (db/saida.ts), for the account's own transaction: the sender mails
 * it after the commit. The temporary password is in the item's text only until it is sent (the
 * sender then drops the text), and the item expires when the password does, sent or not.
 */
export function conviteNaSaida(db: Db, c: Convite & { idUsuario: string }, agora: Date): TxItem {
  return saidaPut(db, {
    id: `convite-${c.idUsuario}`,
    tipo: 'convite',
    ref: { idUsuario: c.idUsuario },
    mensagem: { para: [c.email], cc: [], ...mensagemDoConvite(c, appUrlAgora()) },
    criadaEm: agora.toISOString(),
    expiraEm: Math.ceil(agora.getTime() / 1000) + VALIDADE_SENHA_TEMPORARIA_DIAS * 86_400,
  });
}
