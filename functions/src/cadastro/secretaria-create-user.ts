import type { UsuarioCriado } from '@emc/shared/pessoas';
import { criarConta, type ContaDeps } from '../lib/contas';
import { auditoria } from '../lib/auditoria';
import type { ActionInput, RouteOf } from '../lib/http';
import { idempotencyScope } from '../lib/idempotency';
import type { Principal } from '../lib/principal';
import { retratoDaSecretaria, SECRETARIAS } from './secretaria-comum';
import { criarUmaVez } from './uma-vez';

/**
 * POST /api/secretarias/create-user { nome, email }: the secretary's account (Cognito user in group
 * Secretarias, account record, e-mail marker, audit entry) and her invitation. An e-mail that has an account is
 * 409: the screen reuses that account (get-user-by-email, then create).
 */
export async function secretariaCreateUser(input: ActionInput<RouteOf<'cadastro.secretariaCreateUser'>>, p: Principal, deps: ContaDeps): Promise<UsuarioCriado> {
  const { nome, email } = input.body;
  const scope = idempotencyScope(p, 'cadastro.secretariaCreateUser', input.idempotencyKey, input.body);
  return criarUmaVez<UsuarioCriado>(deps.db, scope, async (claim) => {
    let resposta: UsuarioCriado | undefined;
    const conta = await criarConta(
      deps,
      { email, nome, roles: [SECRETARIAS] },
      {
        extra: (u) => {
          resposta = { id: u.idUsuario, nome: u.nome, email: u.email, conviteEnviado: true };
          const entrada = auditoria(deps.db, p, { acao: 'criacao', entidade: 'secretaria', idEntidade: u.idUsuario, descricao: u.nome, depois: retratoDaSecretaria(u) });
          return [...(claim ? [claim(resposta)] : []), ...entrada.map((item) => ({ item }))];
        },
      },
    );
    return { ...resposta!, conviteEnviado: conta.conviteEnviado };
  });
}
