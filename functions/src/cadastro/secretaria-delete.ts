import type { ContaDeps } from '../lib/contas';
import { listMedicosOfSecretaria } from '../lib/db/secretarias';
import { getUsuario, type Usuario } from '../lib/db/usuarios';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { PESSOAS_MSG } from '../lib/pessoas';
import type { Principal } from '../lib/principal';
import { gravarComConta, parDaAuditoria, paresDosVinculos, retratoDaSecretaria, SECRETARIAS } from './secretaria-comum';

/**
 * DELETE /api/secretarias/delete/{id}: removes all her links and her role (she leaves the list), with
 * the audit entry, in the account's transaction (links past the first 90 right after); an account
 * left with no role is disabled and signed out everywhere. Her record stays, so the history keeps her
 * name; creating her again with the same e-mail re-enables the same account.
 */
export async function secretariaDelete(input: ActionInput<RouteOf<'cadastro.secretariaDelete'>>, p: Principal, deps: ContaDeps): Promise<{ id: string }> {
  const { db } = deps;
  const { id } = input.params;
  const conta = await getUsuario(db, id, true);
  if (!conta?.roles.includes(SECRETARIAS)) throw notFound(PESSOAS_MSG.secretariaNaoEncontrada);
  const atuais = await listMedicosOfSecretaria(db, id, true);
  // As contas.ts removerPapel: an account left with no role is disabled.
  const roles = conta.roles.filter((r) => r !== SECRETARIAS);
  const depois: Usuario = { ...conta, roles, ativo: roles.length ? conta.ativo : false };
  const auditada = parDaAuditoria(db, p, 'exclusao', id, retratoDaSecretaria(conta, atuais), retratoDaSecretaria(depois, []));
  await gravarComConta(deps, conta, depois, [...auditada, ...paresDosVinculos(db, id, atuais, [])], atuais.length);
  return { id };
}
