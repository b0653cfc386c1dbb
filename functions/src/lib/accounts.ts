import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@emc/shared/roles';
import type { Db } from './db/client';
import { getUsuario, putUsuario, setUsuarioInativo, type Usuario } from './db/usuarios';
import { notFound } from './errors';
import { newId } from './ids';

export interface AccountDeps {
  db: Db;
  cognito: Pick<CognitoIdentityProviderClient, 'send'>;
  userPoolId: string;
}

export interface NewAccount {
  email: string;
  nome: string;
  roles: Role[];
  idMedico?: string;
  crm?: string;
  /** A permanent password (demo data). Without one, Cognito's invitation email carries a temporary password. */
  password?: string;
}

/** Creates the Cognito user (email as username, in the role groups) and the account record the token claims come from. */
export async function createAccount(deps: AccountDeps, input: NewAccount): Promise<Usuario> {
  const email = input.email.trim().toLowerCase();
  const created = await deps.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: deps.userPoolId,
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: input.nome },
      ],
      ...(input.password ? { MessageAction: 'SUPPRESS' as const } : { DesiredDeliveryMediums: ['EMAIL' as const] }),
    }),
  );
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito created a user without a sub');
  if (input.password) {
    await deps.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: deps.userPoolId, Username: sub, Password: input.password, Permanent: true }));
  }
  for (const role of input.roles) {
    await deps.cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: deps.userPoolId, Username: sub, GroupName: role }));
  }
  const usuario: Usuario = { idUsuario: newId(), email, nome: input.nome, roles: input.roles, idMedico: input.idMedico, crm: input.crm, ativo: true, sub };
  await putUsuario(deps.db, usuario);
  return usuario;
}

/**
 * Deactivates an account at once: the record (which every request and every token refresh
 * checks), the Cognito user (no new login) and its sessions (refresh and access tokens revoked).
 * Nothing is deleted; the history keeps pointing at the account.
 */
export async function deactivateAccount(deps: AccountDeps, idUsuario: string): Promise<void> {
  const usuario = await getUsuario(deps.db, idUsuario, true);
  if (!usuario) throw notFound('Usuário não encontrado.');
  await setUsuarioInativo(deps.db, idUsuario);
  const Username = usuario.sub ?? usuario.email;
  await deps.cognito.send(new AdminDisableUserCommand({ UserPoolId: deps.userPoolId, Username }));
  await deps.cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: deps.userPoolId, Username }));
}
