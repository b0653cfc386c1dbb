import { randomInt } from 'node:crypto';
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { CONTA_MSG } from '@emc/shared/messages';
import type { Role } from '@emc/shared/roles';
import { SENHA_POLITICA } from '@emc/shared/senha';
import { conviteNaSaida } from './convites';
import type { Db } from './db/client';
import type { TxItem } from './db/items';
import { transact, type Escrita } from './db/transactions';
import { moveUnico } from './db/unicos';
import { atualizarUsuarioTx, getUsuario, getUsuarioBySub, getUsuarioPorEmailAgora, novaContaTx, type Usuario } from './db/usuarios';
import { AppError, ValidationError, conflict, notFound } from './errors';
import { newId } from './ids';
import { logger } from './logger';

/**
 * The one module that creates accounts, disables and re-enables them and changes their groups,
 * e-mail and name, so that DynamoDB (the account record the token's claims come from) and Cognito
 * (the password and the sign-in) cannot disagree (decisions.md, "Accounts lifecycle"):
 * - a create writes Cognito first (the record needs the user's `sub`), then one DynamoDB
 *   transaction (the record, its e-mail marker, its sign-in link, the caller's own items and the
 *   invitation's outbox item); if
 *   the transaction fails, the Cognito user it just made is deleted (the only AdminDeleteUser);
 * - every other change writes DynamoDB first, conditioned on what was read, then Cognito; if
 *   Cognito refuses, the Cognito steps already made are undone and then the DynamoDB change.
 */

type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');
let sdk: Promise<CognitoSdk> | undefined;

/**
 * Cognito's SDK, loaded on first use: the cadastro function leaves it out of its bundle (the Lambda
 * runtime ships it; functions/bundling.ts), which would otherwise pass 300 KB.
 */
export const cognitoSdk = () => (sdk ??= import('@aws-sdk/client-cognito-identity-provider'));

export interface ContaDeps {
  db: Db;
  cognito: Pick<CognitoIdentityProviderClient, 'send'>;
  userPoolId: string;
}

/** Cognito is unreachable or refused a change it should have accepted: nothing is left half-done. */
const indisponivel = () => new AppError(503, CONTA_MSG.indisponivel);

const nomeDoErro = (error: unknown) => (error as { name?: string })?.name ?? 'Error';

// ---- Temporary passwords ----

const GRUPOS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%&*?+=-'] as const;

/**
 * A temporary password meeting the pool's policy (SENHA_POLITICA): 14 characters with at least one
 * capital, one small letter, one digit and one symbol, from crypto's random numbers; no 0/O or 1/l/I,
 * which are misread when copied from an e-mail.
 */
export function gerarSenhaTemporaria(tamanho = Math.max(14, SENHA_POLITICA.minLength)): string {
  const todos = GRUPOS.join('');
  const chars = [...GRUPOS.map((g) => g[randomInt(g.length)]!), ...Array.from({ length: tamanho - GRUPOS.length }, () => todos[randomInt(todos.length)]!)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

// ---- Create ----

export interface NovaConta {
  email: string;
  nome: string;
  roles: Role[];
  idMedico?: string;
  crm?: string;
  /** A permanent password (demo data): no invitation. */
  password?: string;
  /**
   * Without a password, who sends the invitation: the application through SES (default,
   * decisions.md), or Cognito's own message (scripts/create-admin.ts, before SES is set up).
   */
  convite?: 'app' | 'cognito';
}

/** `conviteEnviado`: an invitation is on its way (the app's, queued with the account, or Cognito's); false for a permanent password. */
export type ContaCriada = Usuario & { conviteEnviado: boolean };

export interface CriarContaOpcoes {
  /** The caller's items for the account's own transaction (a doctor's record, an idempotency claim), built from the new account. */
  extra?: (u: Usuario) => Escrita[];
}

/** A Cognito user older than this with no account is the leftover of a create that died mid-way (API Gateway ends a request at 30 s). */
const ORFAO_APOS_MS = 30_000;

/**
 * Creates the Cognito user (the e-mail as username, in the role groups) and, in one transaction, the
 * account record, its e-mail marker, its sign-in link, `opts.extra` and the invitation with the
 * temporary password (an outbox item: it is sent once the account exists, and never for one that
 * does not). A duplicate e-mail is 409; a refused extra item throws its own refusal; either way the
 * Cognito user just made is deleted. `conviteEnviado`: an invitation is queued (by the app or by Cognito).
 */
export async function criarConta(deps: ContaDeps, input: NovaConta, opts: CriarContaOpcoes = {}): Promise<ContaCriada> {
  const email = input.email.trim().toLowerCase();
  const modo = input.password ? 'senha' : (input.convite ?? 'app');
  const senhaTemporaria = modo === 'app' ? gerarSenhaTemporaria() : undefined;
  const sub = await criarNoCognito(deps, { email, nome: input.nome, modo, senhaTemporaria });
  const c = await cognitoSdk();
  try {
    if (input.password) {
      await deps.cognito.send(new c.AdminSetUserPasswordCommand({ UserPoolId: deps.userPoolId, Username: sub, Password: input.password, Permanent: true }));
    }
    for (const role of input.roles) {
      await deps.cognito.send(new c.AdminAddUserToGroupCommand({ UserPoolId: deps.userPoolId, Username: sub, GroupName: role }));
    }
  } catch (error) {
    logger.error('O Cognito recusou a criação da conta; usuário removido', { erro: nomeDoErro(error) });
    await excluirCriado(deps, sub);
    throw indisponivel();
  }

  const usuario: Usuario = { idUsuario: newId(), email, nome: input.nome, roles: [...input.roles], idMedico: input.idMedico, crm: input.crm, ativo: true, sub };
  const escritas: Escrita[] = [
    ...novaContaTx(deps.db, usuario).map(({ item, recusa }) => ({ item, recusa: recusa === 'email' ? () => conflict(CONTA_MSG.emailDuplicado) : undefined })),
    ...(opts.extra?.(usuario) ?? []),
    ...(senhaTemporaria ? [{ item: conviteNaSaida(deps.db, { idUsuario: usuario.idUsuario, nome: usuario.nome, email, senhaTemporaria, roles: usuario.roles }, new Date()) }] : []),
  ];
  try {
    await transact(deps.db, escritas);
  } catch (error) {
    // An answer lost after the commit must not remove the user of an account that exists.
    const gravada = !(error instanceof AppError) && (await getUsuario(deps.db, usuario.idUsuario, true).catch(() => undefined));
    if (!gravada) {
      await excluirCriado(deps, sub);
      throw error;
    }
  }

  // Committed with the account, the invitation is on its way (the outbox sends it, retrying while SES is down).
  return { ...usuario, conviteEnviado: modo !== 'senha' };
}

async function criarNoCognito(deps: ContaDeps, conta: { email: string; nome: string; modo: 'senha' | 'app' | 'cognito'; senhaTemporaria?: string }): Promise<string> {
  const c = await cognitoSdk();
  const criar = () =>
    deps.cognito.send(
      new c.AdminCreateUserCommand({
        UserPoolId: deps.userPoolId,
        Username: conta.email,
        UserAttributes: [
          { Name: 'email', Value: conta.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: conta.nome },
        ],
        ...(conta.senhaTemporaria ? { TemporaryPassword: conta.senhaTemporaria } : {}),
        ...(conta.modo === 'cognito' ? { DesiredDeliveryMediums: ['EMAIL' as const] } : { MessageAction: 'SUPPRESS' as const }),
      }),
    );
  let created;
  try {
    created = await criar();
  } catch (error) {
    const nome = nomeDoErro(error);
    if (nome === 'InvalidParameterException') throw ValidationError.field('email', CONTA_MSG.emailInvalido);
    if (nome !== 'UsernameExistsException' && nome !== 'AliasExistsException') {
      logger.error('O Cognito recusou a criação da conta', { erro: nome });
      throw indisponivel();
    }
    const orfao = await removerOrfao(deps, conta.email);
    // Too young to tell from a create still running: the retry of a create that died is asked to wait.
    if (orfao === 'recente') throw indisponivel();
    if (orfao !== 'removido') throw conflict(CONTA_MSG.emailDuplicado);
    created = await criar().catch((e: unknown) => {
      logger.error('O Cognito recusou a criação da conta', { erro: nomeDoErro(e) });
      throw indisponivel();
    });
  }
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito created a user without a sub');
  return sub;
}

/** Undoes a create whose other steps failed: deletes the Cognito user just made (it never signed in; nothing points at it). */
async function excluirCriado(deps: ContaDeps, sub: string): Promise<void> {
  const c = await cognitoSdk();
  try {
    await deps.cognito.send(new c.AdminDeleteUserCommand({ UserPoolId: deps.userPoolId, Username: sub }));
  } catch (error) {
    // Left behind, it cannot sign in (no account record); a later create with its e-mail removes it (removerOrfao).
    logger.error('Usuário do Cognito não removido após uma criação desfeita', { erro: nomeDoErro(error) });
  }
}

/**
 * The repair of a create that died between its two sides: a Cognito user with this e-mail that no
 * account points at, that never signed in, and older than any request still running. Deleted, so
 * the e-mail can be used again. Answers whether it was, or that it may be one once older (`recente`).
 */
async function removerOrfao(deps: ContaDeps, email: string): Promise<'removido' | 'recente' | 'nao'> {
  const c = await cognitoSdk();
  const user = await deps.cognito.send(new c.AdminGetUserCommand({ UserPoolId: deps.userPoolId, Username: email })).catch(() => undefined);
  const sub = user?.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  const criado = user?.UserCreateDate ? new Date(user.UserCreateDate).getTime() : Date.now();
  if (!sub || user?.UserStatus !== 'FORCE_CHANGE_PASSWORD') return 'nao';
  if ((await getUsuarioBySub(deps.db, sub)) || (await getUsuarioPorEmailAgora(deps.db, email))) return 'nao';
  if (Date.now() - criado < ORFAO_APOS_MS) return 'recente';
  await deps.cognito.send(new c.AdminDeleteUserCommand({ UserPoolId: deps.userPoolId, Username: sub }));
  logger.warn('Usuário do Cognito sem conta removido antes de criar outra com o mesmo e-mail', {});
  return 'removido';
}

// ---- Changes: status, groups, e-mail and name ----

/** Items of the caller's own to write with an account's change, and the items that undo them. */
export interface ComConta {
  fazer: Escrita[];
  desfazer: TxItem[];
}

interface Passo {
  fazer: () => Promise<unknown>;
  desfazer?: () => Promise<unknown>;
}

/**
 * Moves an account from `antes` (as read) to `depois`: its record (conditioned on `antes`), the
 * e-mail marker when the e-mail changes (a duplicate is 409) and `extra`, in one transaction; then
 * in Cognito the e-mail (verified) and name, the groups added and removed, and enabling or disabling
 * (with a global sign-out, so refresh tokens die too). If Cognito refuses, its steps already made
 * are undone, then the transaction, and the call answers 503.
 */
export async function alterarConta(deps: ContaDeps, antes: Usuario, depois: Usuario, extra: ComConta = { fazer: [], desfazer: [] }): Promise<Usuario> {
  const { db } = deps;
  const final: Usuario = { ...depois, email: depois.email.trim().toLowerCase(), roles: [...new Set(depois.roles)] };
  const emailMove = moveUnico(db, 'EMAIL', antes.email, final.email, antes.idUsuario);
  const fazer: Escrita[] = [
    { item: atualizarUsuarioTx(db, antes, final) },
    ...emailMove.map((item, i) => ({ item, recusa: i === 1 ? () => conflict(CONTA_MSG.emailDuplicado) : undefined })),
    ...extra.fazer,
  ];
  const desfazer: TxItem[] = [atualizarUsuarioTx(db, final, antes), ...moveUnico(db, 'EMAIL', final.email, antes.email, antes.idUsuario), ...extra.desfazer];

  const pool = { UserPoolId: deps.userPoolId };
  const { cognito } = deps;
  const c = await cognitoSdk();
  const antesNome = antes.sub ?? antes.email;
  const depoisNome = antes.sub ?? final.email;
  const passos: Passo[] = [];
  if (final.email !== antes.email || final.nome !== antes.nome) {
    const atributos = (u: Usuario) => [
      { Name: 'email', Value: u.email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: u.nome },
    ];
    passos.push({
      fazer: () => cognito.send(new c.AdminUpdateUserAttributesCommand({ ...pool, Username: antesNome, UserAttributes: atributos(final) })),
      desfazer: () => cognito.send(new c.AdminUpdateUserAttributesCommand({ ...pool, Username: depoisNome, UserAttributes: atributos(antes) })),
    });
  }
  for (const role of final.roles.filter((r) => !antes.roles.includes(r))) {
    passos.push({
      fazer: () => cognito.send(new c.AdminAddUserToGroupCommand({ ...pool, Username: depoisNome, GroupName: role })),
      desfazer: () => cognito.send(new c.AdminRemoveUserFromGroupCommand({ ...pool, Username: depoisNome, GroupName: role })),
    });
  }
  for (const role of antes.roles.filter((r) => !final.roles.includes(r))) {
    passos.push({
      fazer: () => cognito.send(new c.AdminRemoveUserFromGroupCommand({ ...pool, Username: depoisNome, GroupName: role })),
      desfazer: () => cognito.send(new c.AdminAddUserToGroupCommand({ ...pool, Username: depoisNome, GroupName: role })),
    });
  }
  if (final.ativo && !antes.ativo) {
    passos.push({
      fazer: () => cognito.send(new c.AdminEnableUserCommand({ ...pool, Username: depoisNome })),
      desfazer: () => cognito.send(new c.AdminDisableUserCommand({ ...pool, Username: depoisNome })),
    });
  }
  if (!final.ativo && antes.ativo) {
    passos.push(
      {
        fazer: () => cognito.send(new c.AdminDisableUserCommand({ ...pool, Username: depoisNome })),
        desfazer: () => cognito.send(new c.AdminEnableUserCommand({ ...pool, Username: depoisNome })),
      },
      { fazer: () => cognito.send(new c.AdminUserGlobalSignOutCommand({ ...pool, Username: depoisNome })) },
    );
  }

  await transact(db, fazer);
  const feitos: Passo[] = [];
  try {
    for (const passo of passos) {
      await passo.fazer();
      feitos.push(passo);
    }
  } catch (error) {
    logger.error('O Cognito recusou a mudança da conta; desfazendo', { idUsuario: antes.idUsuario, erro: nomeDoErro(error) });
    for (const passo of feitos.reverse()) {
      await passo.desfazer?.().catch((e: unknown) => logger.error('Passo do Cognito não desfeito', { idUsuario: antes.idUsuario, erro: nomeDoErro(e) }));
    }
    await transact(
      db,
      desfazer.map((item) => ({ item })),
    ).catch((e: unknown) => logger.error('Mudança da conta não desfeita no DynamoDB', { idUsuario: antes.idUsuario, erro: nomeDoErro(e) }));
    throw indisponivel();
  }
  return final;
}

async function contaLida(deps: ContaDeps, idUsuario: string): Promise<Usuario> {
  const usuario = await getUsuario(deps.db, idUsuario, true);
  if (!usuario) throw notFound(CONTA_MSG.naoEncontrada);
  return usuario;
}

/**
 * Deactivates an account at once: the record (which every request and every token refresh
 * checks), the Cognito user (no new login) and its sessions (refresh and access tokens revoked).
 * Nothing is deleted; the history keeps pointing at the account.
 */
export async function desativarConta(deps: ContaDeps, idUsuario: string, extra?: ComConta): Promise<Usuario> {
  const usuario = await contaLida(deps, idUsuario);
  return alterarConta(deps, usuario, { ...usuario, ativo: false }, extra);
}

/** Re-enables a deactivated account: the record and the Cognito user; its password is unchanged. */
export async function reativarConta(deps: ContaDeps, idUsuario: string, extra?: ComConta): Promise<Usuario> {
  const usuario = await contaLida(deps, idUsuario);
  return alterarConta(deps, usuario, { ...usuario, ativo: true }, extra);
}

/** Gives the account a role (its group), re-enabling it if it was disabled. */
export function adicionarPapel(deps: ContaDeps, usuario: Usuario, role: Role, mudancas: Partial<Pick<Usuario, 'nome'>> = {}, extra?: ComConta): Promise<Usuario> {
  return alterarConta(deps, usuario, { ...usuario, ...mudancas, roles: [...usuario.roles, role], ativo: true }, extra);
}

/** Takes a role (its group) from the account; an account left with no role is disabled (and signed out everywhere). */
export function removerPapel(deps: ContaDeps, usuario: Usuario, role: Role, extra?: ComConta): Promise<Usuario> {
  const roles = usuario.roles.filter((r) => r !== role);
  return alterarConta(deps, usuario, { ...usuario, roles, ativo: roles.length ? usuario.ativo : false }, extra);
}

/**
 * A Cognito client created on the first call (with the SDK, loaded then): what the cadastro function
 * passes as `cognito`, so that loading the function loads neither.
 */
export function cognitoSobDemanda(): ContaDeps['cognito'] {
  let client: Promise<CognitoIdentityProviderClient> | undefined;
  const get = () => (client ??= cognitoSdk().then((s) => new s.CognitoIdentityProviderClient({})));
  return { send: (async (command: never) => (await get()).send(command)) as ContaDeps['cognito']['send'] };
}
