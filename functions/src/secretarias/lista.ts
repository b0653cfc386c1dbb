import { normalizeSearch } from '@emc/shared/normalize';
import type { Paginated } from '@emc/shared/participacao';
import type { SecretariaItem, UsuarioPorEmail } from '@emc/shared/pessoas';
import { PAGE_SIZE } from '@emc/shared/status';
import type { Db } from '../lib/db/client';
import { quantidadeMedicos } from '../lib/db/secretarias';
import { donoDoUnico } from '../lib/db/unicos';
import { getUsuario, getUsuarioPorEmailAgora, listSecretarias, type Usuario } from '../lib/db/usuarios';
import { forbidden, notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { PESSOAS_MSG, secretariaItem } from '../lib/pessoas';
import { hasRole, type Principal } from '../lib/principal';

/**
 * GET /api/secretarias/get-all-pagination?page&filter: the secretaries in name order, filtered by name
 * or e-mail (accent- and case-insensitive). They are tens: the list's partition is read whole, and
 * each row carries her link counter (an account from before it counts its links).
 */
export async function getAllPagination(input: ActionInput<RouteOf<'secretarias.getAllPagination'>>, _p: unknown, db: Db): Promise<Paginated<SecretariaItem>> {
  const { page } = input.query;
  const texto = normalizeSearch(input.query.filter ?? '');
  const todas = (await listSecretarias(db)).filter((s) => !texto || normalizeSearch(`${s.nome} ${s.email}`).includes(texto));
  const pagina = todas.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const quantidades = await Promise.all(pagina.map((s) => quantidadeMedicos(db, s)));
  return {
    responseList: pagina.map((s, i) => secretariaItem(s, quantidades[i]!)),
    page,
    pageSize: PAGE_SIZE,
    totalItems: todas.length,
    totalPages: Math.max(1, Math.ceil(todas.length / PAGE_SIZE)),
  };
}

/**
 * GET /api/secretarias/get-by-login/{login}: a secretary reads her own record, an administrator
 * anyone's. Another login is 403 before anything is read, so the answer never tells whether it exists.
 * The account is known before it is read (her own login is the token's account; else the e-mail's
 * marker names it, or named it for this container before), and it carries her link counter. An
 * account from before the markers, or an e-mail changed since the token, is found through the e-mail index.
 */
export async function getByLogin(input: ActionInput<RouteOf<'secretarias.getByLogin'>>, p: Principal, db: Db): Promise<SecretariaItem> {
  const { login } = input.params;
  const admin = hasRole(p, 'Administradores');
  const proprio = login === p.email.trim().toLowerCase();
  if (!admin && !proprio) throw forbidden();
  const lembrada = `${db.table}\u0000${login}`;
  const conhecido = proprio ? p.idUsuario : donosPorEmail.get(lembrada);
  let conta = conhecido ? await getUsuario(db, conhecido, true) : undefined;
  if (!proprio && conta?.email !== login) {
    const id = await donoDoUnico(db, 'EMAIL', login);
    conta = id ? await getUsuario(db, id, true) : undefined;
  }
  if (conta?.email === login) {
    if (!proprio) lembrar(lembrada, conta.idUsuario);
    const secretaria = daSecretaria(conta);
    return secretariaItem(secretaria, await quantidadeMedicos(db, secretaria));
  }
  conta = await getUsuarioPorEmailAgora(db, login);
  if (!admin && conta && conta.idUsuario !== p.idUsuario) throw forbidden();
  const secretaria = daSecretaria(conta);
  return secretariaItem(secretaria, await quantidadeMedicos(db, secretaria));
}

/**
 * The account an e-mail's marker named, remembered by a warm container (by table and e-mail, at most
 * DONOS_MAX): the account is still read strongly consistent and must still have the e-mail (its marker
 * moves with it, in the same transaction), else the marker is read again, so the answer is as fresh.
 */
const donosPorEmail = new Map<string, string>();
const DONOS_MAX = 1000;
function lembrar(chave: string, idUsuario: string): void {
  donosPorEmail.delete(chave);
  if (donosPorEmail.size >= DONOS_MAX) donosPorEmail.delete(donosPorEmail.keys().next().value!);
  donosPorEmail.set(chave, idUsuario);
}

/** The account, when it is a secretary's; else the 404. */
function daSecretaria(conta: Usuario | undefined): Usuario {
  if (!conta?.roles.includes('Secretarias')) throw notFound(PESSOAS_MSG.secretariaNaoEncontrada);
  return conta;
}

/** GET /api/secretarias/get-user-by-email/{email}: whether an account has the e-mail, so the screen reuses it. */
export async function getUserByEmail(input: ActionInput<RouteOf<'secretarias.getUserByEmail'>>, _p: unknown, db: Db): Promise<UsuarioPorEmail> {
  const conta = await getUsuarioPorEmailAgora(db, input.params.email);
  if (!conta) return { existe: false };
  return { existe: true, id: conta.idUsuario, nome: conta.nome, email: conta.email, roles: conta.roles, ativo: conta.ativo };
}
