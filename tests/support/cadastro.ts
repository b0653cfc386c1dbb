import { randomBytes, randomInt } from 'node:crypto';
import { AdminGetUserCommand, AdminListGroupsForUserCommand, type AdminGetUserCommandOutput } from '@aws-sdk/client-cognito-identity-provider';
import type { MedicoCadastro } from '@emc/shared/pessoas';
import { DEMO, api, tokenFor } from './api';
import { domain } from './direct';
import { stackEnv } from './target';
import { until } from './until';

/**
 * People made through the administrators' routes (Corpo Clínico, Gerenciar Secretárias), each with
 * its own unique name, CRM and e-mail, and what the stack did with them: the Cognito user and the
 * mail in aws-ses-v2-local's mailbox.
 */

export const sufixo = () => randomBytes(4).toString('hex');
/** A CRM no demo doctor has (the demo's are 5 and 6 digits). */
export const crmNovo = () => String(randomInt(10_000_000, 99_999_999));
export const CPF_VALIDO = '529.982.247-25';

let areaAtiva: Promise<{ idArea: string; nome: string }> | undefined;

/** An area of this test file's own (so no other file's deactivation touches it); `ativo: false` makes an inactive one. */
export async function novaArea(ativo = true): Promise<{ idArea: string; nome: string }> {
  const d = await domain();
  const [{ putArea }, { newId }] = await Promise.all([import('@emc/functions/lib/db/areas'), import('@emc/functions/lib/ids')]);
  const area = { idArea: newId(), nome: `Área Cadastro ${sufixo()}`, ativo };
  await putArea(d.db, area);
  return area;
}

/** The file's active area. */
export function umaArea(): Promise<{ idArea: string; nome: string }> {
  areaAtiva ??= novaArea();
  return areaAtiva;
}

/** A complete `medico/create` body, unique in name, CRM and e-mail. */
export async function cadastroMedico(overrides: Record<string, unknown> = {}) {
  const s = sufixo();
  return {
    nome: `Médica Cadastro ${s}`,
    crm: crmNovo(),
    cpf: CPF_VALIDO,
    email: `cadastro-${s}@hospital.example`,
    idArea: (await umaArea()).idArea,
    tipo: 'Funcionário',
    sexo: 'Feminino',
    dataNascimento: '1984-05-17',
    estadoCivil: 'Casado(a)',
    especialidade: 'Pediatria',
    especialidadesSecundarias: ['Neonatologia'],
    categoriaProfissional: 'Associado',
    telefone: '(11) 3222-4455',
    celular: '(11) 98888-7766',
    ...overrides,
  };
}

export const adminToken = () => tokenFor(DEMO.admin);

export async function criarMedico(overrides: Record<string, unknown> = {}): Promise<MedicoCadastro & { conviteEnviado: boolean }> {
  const res = await api('/api/medico/create', { method: 'POST', token: await adminToken(), json: await cadastroMedico(overrides) });
  if (res.status !== 200) throw new Error(`medico/create: ${res.status} ${res.text}`);
  return res.data;
}

/** A secretary's account (create-user) linked to the doctors (create); answers its SecretariaDetalhe. */
export async function criarSecretaria(idsMedicos: string[], nome = `Secretária Cadastro ${sufixo()}`) {
  const token = await adminToken();
  const email = `secretaria-cadastro-${sufixo()}@hospital.example`;
  const user = await api('/api/secretarias/create-user', { method: 'POST', token, json: { nome, email } });
  if (user.status !== 200) throw new Error(`create-user: ${user.status} ${user.text}`);
  const res = await api('/api/secretarias/create', { method: 'POST', token, json: { nome, email, idsMedicos } });
  if (res.status !== 200) throw new Error(`secretarias/create: ${res.status} ${res.text}`);
  return res.data as { id: string; nome: string; email: string; ativo: boolean; quantidadeMedicos: number; medicos: { id: string; nome: string; crm: string }[] };
}

/** The Cognito user with this e-mail, or undefined when there is none. */
export async function usuarioCognito(email: string): Promise<(AdminGetUserCommandOutput & { grupos: string[] }) | undefined> {
  const d = await domain();
  try {
    const user = await d.cognito.send(new AdminGetUserCommand({ UserPoolId: d.userPoolId, Username: email }));
    const grupos = await d.cognito.send(new AdminListGroupsForUserCommand({ UserPoolId: d.userPoolId, Username: user.Username! }));
    return { ...user, grupos: (grupos.Groups ?? []).map((g) => g.GroupName!) };
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

export const atributo = (user: AdminGetUserCommandOutput | undefined, name: string) => user?.UserAttributes?.find((a) => a.Name === name)?.Value;

export interface Email {
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** Mail sent so far, as aws-ses-v2-local keeps it (GET /store). */
export async function emails(): Promise<Email[]> {
  const res = await fetch(`${stackEnv().AWS_ENDPOINT_URL_SESV2}/store`);
  return ((await res.json()) as { emails: Email[] }).emails;
}

/** The invitations sent to this address. */
export const convitesPara = async (email: string) => (await emails()).filter((e) => e.destination.to.includes(email) && e.subject.startsWith('Seu acesso'));

/**
 * The invitations to this address once `n` have arrived (or after `timeoutMs`): the outbox's sender
 * mails an invitation after the account's transaction commits, not within the request.
 */
export async function convitesQuandoChegarem(email: string, n = 1, timeoutMs = 30_000): Promise<Email[]> {
  return (await until(() => convitesPara(email), (l) => l.length >= n, timeoutMs)).value;
}

/** The temporary password an invitation carries. */
export const senhaDoConvite = (e: Email) => /Senha temporária: (\S+)/.exec(e.body.text ?? '')?.[1];
