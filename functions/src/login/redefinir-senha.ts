import { AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SENHA_MSG, type MensagemResposta } from '@emc/shared/senha';
import { consumirCodigo, getRedefinicao, registrarTentativa, restaurarCodigo } from '../lib/db/redefinicoes';
import { ValidationError } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { CODIGO, hashCodigo, mesmoHash } from './codigo';
import type { LoginDeps } from './deps';
import { contaAtiva } from './logon';

type RedefinirRoute = RouteOf<'login.redefinirSenha'>;

const codigoInvalido = () => ValidationError.field('codigo', SENHA_MSG.codigoInvalido);

/**
 * POST /api/login/redefinir-senha: the e-mailed code sets a new password. A wrong, expired, used or
 * exhausted code, an unknown e-mail and an inactive account all get the same 400 on `codigo`. The code
 * is compared in constant time; a wrong one counts an attempt; the right one is used up by one
 * conditional write before the password is set, so parallel requests with it set the password once.
 */
export async function redefinirSenha(input: ActionInput<RedefinirRoute>, _principal: unknown, deps: LoginDeps): Promise<MensagemResposta> {
  const { email, codigo, novaSenha } = input.body;
  const usuario = await contaAtiva(deps.db, email);
  const pedido = usuario && (await getRedefinicao(deps.db, usuario.idUsuario));
  const agora = deps.agora();
  if (!usuario || !pedido?.hash || pedido.validoAte <= agora || pedido.tentativas >= CODIGO.maxTentativas) throw codigoInvalido();

  if (!mesmoHash(hashCodigo(usuario.idUsuario, codigo), pedido.hash)) {
    await registrarTentativa(deps.db, usuario.idUsuario, pedido.hash);
    throw codigoInvalido();
  }
  if (!(await consumirCodigo(deps.db, usuario.idUsuario, pedido.hash, agora, CODIGO.maxTentativas))) throw codigoInvalido();

  try {
    await deps.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: deps.userPoolId, Username: usuario.sub ?? usuario.email, Password: novaSenha, Permanent: true }));
  } catch (error) {
    // The code was not spent on anything: it works again for a password Cognito accepts.
    await restaurarCodigo(deps.db, { ...pedido, hash: pedido.hash });
    const name = (error as { name?: string })?.name;
    if (name === 'InvalidPasswordException') throw ValidationError.field('novaSenha', SENHA_MSG.fraca);
    if (name === 'UserNotFoundException') throw codigoInvalido();
    throw error;
  }
  return { mensagem: SENHA_MSG.redefinida };
}
