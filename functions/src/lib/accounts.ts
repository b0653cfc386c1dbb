import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@emc/shared/roles';
import type { Db } from './db/client';
import { putUsuario, type Usuario } from './db/usuarios';
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
  await deps.cognito.send(
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
  if (input.password) {
    await deps.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: deps.userPoolId, Username: email, Password: input.password, Permanent: true }));
  }
  for (const role of input.roles) {
    await deps.cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: deps.userPoolId, Username: email, GroupName: role }));
  }
  const usuario: Usuario = { idUsuario: newId(), email, nome: input.nome, roles: input.roles, idMedico: input.idMedico, crm: input.crm, ativo: true };
  await putUsuario(deps.db, usuario);
  return usuario;
}
