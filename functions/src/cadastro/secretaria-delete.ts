import { removerPapel, transactEmLotes, type AccountDeps } from '../lib/accounts';
import { listMedicosOfSecretaria, vinculoDelete } from '../lib/db/secretarias';
import { getUsuario } from '../lib/db/usuarios';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { PESSOAS_MSG } from '../lib/pessoas';
import { SECRETARIAS } from './secretaria-comum';

/**
 * DELETE /api/secretarias/delete/{id}: removes all her links, then her role (she leaves the list);
 * an account left with no role is disabled and signed out everywhere. Her record stays, so the
 * history keeps her name; creating her again with the same e-mail re-enables the same account.
 */
export async function secretariaDelete(input: ActionInput<RouteOf<'cadastro.secretariaDelete'>>, _p: unknown, deps: AccountDeps): Promise<{ id: string }> {
  const { db } = deps;
  const { id } = input.params;
  const conta = await getUsuario(db, id, true);
  if (!conta?.roles.includes(SECRETARIAS)) throw notFound(PESSOAS_MSG.secretariaNaoEncontrada);
  const atuais = await listMedicosOfSecretaria(db, id);
  await transactEmLotes(
    db,
    atuais.map((m) => ({ item: vinculoDelete(db, id, m.id) })),
  );
  await removerPapel(deps, conta, SECRETARIAS);
  return { id };
}
