import type { SecretariaDetalhe } from '@emc/shared/pessoas';
import type { ContaDeps } from '../lib/contas';
import { listMedicosOfSecretaria } from '../lib/db/secretarias';
import { getUsuarioPorEmailAgora, type Usuario } from '../lib/db/usuarios';
import { conflict, ValidationError } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { idempotencyScope } from '../lib/idempotency';
import type { Principal } from '../lib/principal';
import { desfazerPut, gravarComConta, medicosParaVincular, parDaAuditoria, paresDosVinculos, retratoDaSecretaria, SECRETARIAS, secretariaDetalhe, type Par } from './secretaria-comum';
import { criarUmaVez } from './uma-vez';

/**
 * POST /api/secretarias/create { nome, email, idsMedicos }: makes the account with that e-mail a
 * secretary of these doctors. The account must exist (create-user makes it). Her role is added if
 * the account lacks it, and an account disabled when she was removed is re-enabled, the same account.
 */
export async function secretariaCreate(input: ActionInput<RouteOf<'cadastro.secretariaCreate'>>, p: Principal, deps: ContaDeps): Promise<SecretariaDetalhe> {
  const { db } = deps;
  const { nome, email, idsMedicos } = input.body;
  const scope = idempotencyScope(p, 'cadastro.secretariaCreate', input.idempotencyKey, input.body);
  return criarUmaVez<SecretariaDetalhe>(db, scope, async (claim) => {
    const conta = await getUsuarioPorEmailAgora(db, email);
    if (!conta) throw ValidationError.field('email', 'Crie o acesso da secretária antes de vinculá-la.');
    const jaSecretaria = conta.roles.includes(SECRETARIAS);
    const atuais = jaSecretaria ? await listMedicosOfSecretaria(db, conta.idUsuario, true) : [];
    if (jaSecretaria && conta.ativo && atuais.length) throw conflict('Esta secretária já está cadastrada. Altere os vínculos dela em Gerenciar Secretárias.');
    // A disabled account of someone else (a deactivated doctor) is not brought back through here.
    if (!conta.ativo && conta.roles.some((r) => r !== SECRETARIAS)) throw conflict('A conta com este e-mail está desativada. Reative-a antes de vinculá-la como secretária.');
    const medicos = await medicosParaVincular(db, idsMedicos, new Set(atuais.map((m) => m.id)));
    // The name is the account's when it is someone else's too (a doctor's, an administrator's).
    const soSecretaria = !conta.idMedico && conta.roles.every((r) => r === SECRETARIAS);
    const depois: Usuario = { ...conta, nome: soSecretaria ? nome : conta.nome, roles: jaSecretaria ? conta.roles : [...conta.roles, SECRETARIAS], ativo: true };
    const resposta = secretariaDetalhe(depois, medicos);
    const pares: Par[] = [
      ...parDaAuditoria(db, p, 'criacao', conta.idUsuario, retratoDaSecretaria(conta, atuais), retratoDaSecretaria(depois, medicos)),
      ...paresDosVinculos(db, conta.idUsuario, atuais, medicos),
    ];
    if (claim) {
      const escrita = claim(resposta);
      pares.unshift({ fazer: escrita, desfazer: desfazerPut(escrita.item) });
    }
    await gravarComConta(deps, conta, depois, pares, atuais.length);
    return resposta;
  });
}
