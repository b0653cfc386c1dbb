import { SENHA_MSG, type MensagemResposta } from '@emc/shared/senha';
import { getRedefinicao, putRedefinicao } from '../lib/db/redefinicoes';
import type { Usuario } from '../lib/db/usuarios';
import type { ActionInput, RouteOf } from '../lib/http';
import { logger } from '../lib/logger';
import { CODIGO, gerarCodigo, hashCodigo } from './codigo';
import type { LoginDeps } from './deps';
import { contaAtiva } from './logon';
import { RODAPE_AUTOMATICO } from '../lib/email-texto';

type EsqueciRoute = RouteOf<'login.esqueciSenha'>;

/**
 * The least time esqueci-senha takes, whether or not it sends a code: it is longer than storing a
 * code and sending the e-mail take, so the time does not tell which e-mails have an account.
 */
export const ESQUECI_TEMPO_MINIMO_MS = 800;

/** The page the e-mail links to, with the e-mail filled in. */
export const linkRedefinir = (appUrl: string, email: string) => `${appUrl.replace(/\/+$/, '')}/redefinir-senha?email=${encodeURIComponent(email)}`;

/** Subject and body of the e-mail that carries a reset code. */
export function mensagemDoCodigo(u: Pick<Usuario, 'nome' | 'email'>, codigo: string, appUrl: string): { assunto: string; texto: string } {
  const minutos = CODIGO.validadeMs / 60_000;
  const texto = [
    `Olá, ${u.nome.replace(/[\r\n]+/g, ' ').trim()}.`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no Programa de Educação Médica Continuada.',
    '',
    `Seu código: ${codigo}`,
    '',
    `O código vale por ${minutos} minutos e pode ser usado uma única vez. Um novo pedido substitui este código.`,
    '',
    `Para definir a nova senha, acesse: ${linkRedefinir(appUrl, u.email)}`,
    '',
    'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
    '',
    RODAPE_AUTOMATICO,
  ].join('\n');
  return { assunto: 'Código para redefinir sua senha – Programa de EMC', texto };
}

/**
 * Issues a code for an active account, unless it already had `maxPorJanela` in the last hour: stores
 * its hash (replacing the previous code) and e-mails it. Answers what happened, for the log only.
 */
async function emitir(deps: LoginDeps, email: string): Promise<'sem-conta' | 'limite' | 'concorrente' | 'enviado'> {
  const usuario = await contaAtiva(deps.db, email);
  if (!usuario) return 'sem-conta';
  const agora = deps.agora();
  const anterior = await getRedefinicao(deps.db, usuario.idUsuario);
  const recentes = (anterior?.emitidos ?? []).filter((t) => agora - t < CODIGO.janelaMs);
  if (recentes.length >= CODIGO.maxPorJanela) return 'limite';
  const codigo = gerarCodigo();
  const guardado = await putRedefinicao(
    deps.db,
    { idUsuario: usuario.idUsuario, hash: hashCodigo(usuario.idUsuario, codigo), validoAte: agora + CODIGO.validadeMs, tentativas: 0, emitidos: [...recentes, agora] },
    anterior,
    Math.ceil((agora + CODIGO.janelaMs) / 1000),
  );
  if (!guardado) return 'concorrente';
  await deps.enviar({ para: [usuario.email], cc: [], ...mensagemDoCodigo(usuario, codigo, deps.appUrl()) });
  return 'enviado';
}

/**
 * POST /api/login/esqueci-senha: always the same answer, in about the same time, whether the e-mail
 * has an account or not (decisions.md, "Accounts lifecycle"); a failure to send is logged, not told.
 */
export async function esqueciSenha(input: ActionInput<EsqueciRoute>, _principal: unknown, deps: LoginDeps): Promise<MensagemResposta> {
  const inicio = deps.agora();
  try {
    const resultado = await emitir(deps, input.body.email);
    logger.info('esqueci-senha', { resultado });
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    logger.error('Código de redefinição não enviado', { erro: e.name, httpStatus: e.$metadata?.httpStatusCode });
  }
  const restante = inicio + ESQUECI_TEMPO_MINIMO_MS - deps.agora();
  if (restante > 0) await deps.esperar(restante);
  return { mensagem: SENHA_MSG.esqueciEnviado };
}
