import { randomBytes } from 'node:crypto';
import type { Role } from '@emc/shared/roles';
import { domain } from './direct';
import { novoMedico } from './participacoes';
import { stackEnv } from './target';

/**
 * The password flows' arrangements: an invited account (a Cognito user with a temporary password,
 * made directly, as an administrator's invitation makes it) and the local mailbox.
 */

export interface Convidado {
  email: string;
  nome: string;
  idUsuario: string;
  senhaTemporaria: string;
  idMedico?: string;
  crm?: string;
}

export const sufixo = () => randomBytes(5).toString('hex');

/** A password that meets SENHA_REGRAS, different each call. */
export const senhaForte = () => `Nova-Senha-${sufixo()}A1!`;

/**
 * A new account in FORCE_CHANGE_PASSWORD: AdminCreateUser with a temporary password and no Cognito
 * message, then its record. A doctor (the default) gets a doctor of its own, made by novoMedico.
 */
export async function convidado(nome: string, papel: 'Medicos' | 'Secretarias' = 'Medicos'): Promise<Convidado> {
  const d = await domain();
  const { AdminCreateUserCommand } = await import('@aws-sdk/client-cognito-identity-provider');
  const { newId } = await import('@emc/functions/lib/ids');
  const medico = papel === 'Medicos' ? await novoMedico(nome) : undefined;
  const email = `convidado-${sufixo()}@hospital.example`;
  const senhaTemporaria = `Temp-${sufixo()}a1!`;
  const created = await d.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: d.userPoolId,
      Username: email,
      TemporaryPassword: senhaTemporaria,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: nome },
      ],
    }),
  );
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  const idUsuario = newId();
  const roles: Role[] = [papel];
  await d.putUsuario(d.db, { idUsuario, email, nome, roles, idMedico: medico?.idMedico, crm: medico?.crm, ativo: true, sub });
  return { email, nome, idUsuario, senhaTemporaria, idMedico: medico?.idMedico, crm: medico?.crm };
}

/** A ready account with a permanent password (criarConta), for the forgotten-password tests. */
export async function contaComSenha(nome: string, senha: string): Promise<{ email: string; idUsuario: string }> {
  const d = await domain();
  const email = `esqueceu-${sufixo()}@hospital.example`;
  const u = await d.criarConta({ db: d.db, cognito: d.cognito, userPoolId: d.userPoolId }, { email, nome, roles: ['Secretarias'], password: senha });
  return { email, idUsuario: u.idUsuario };
}

/**
 * Marks an account's record inactive, which is what the login, the pre-token trigger and the reset
 * read (the accounts module's deactivation also disables the Cognito user, which cognito-local ignores).
 */
export async function desativarRegistro(idUsuario: string): Promise<void> {
  const d = await domain();
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  await d.db.client.send(new UpdateCommand({ TableName: d.db.table, Key: d.usuarioKey(idUsuario), UpdateExpression: 'SET ativo = :f', ExpressionAttributeValues: { ':f': false } }));
}

export interface Email {
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** The mail sent so far to an address, oldest first, as aws-ses-v2-local keeps it (GET /store). */
export async function emailsPara(email: string): Promise<Email[]> {
  const res = await fetch(`${stackEnv().AWS_ENDPOINT_URL_SESV2}/store`);
  const { emails } = (await res.json()) as { emails: Email[] };
  return emails.filter((e) => e.destination.to.includes(email));
}

/** The code of the last reset e-mail to an address. */
export async function ultimoCodigo(email: string): Promise<string> {
  const last = (await emailsPara(email)).at(-1);
  const codigo = last?.body.text?.match(/Seu código: (\d{8})/)?.[1];
  if (!codigo) throw new Error(`no reset code mailed to ${email}`);
  return codigo;
}
