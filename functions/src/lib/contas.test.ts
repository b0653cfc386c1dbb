import { SENHA_REGRAS } from '@emc/shared/senha';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adicionarPapel, alterarConta, criarConta, gerarSenhaTemporaria, type ContaDeps } from './contas';
import { VALIDADE_SENHA_TEMPORARIA_DIAS } from './convites';
import type { Db } from './db/client';
import { medicoKey } from './db/medicos';
import { saidaKey, type SaidaItem } from './db/saida';
import { unicoKey } from './db/unicos';
import { SECRETARIAS, emailPartition, subLinkKey, usuarioKey, type Usuario } from './db/usuarios';
import { logger } from './logger';

/**
 * The accounts module keeps DynamoDB and Cognito in agreement: each test makes one side fail (a stub
 * Cognito client, a table that cancels its transaction) and checks the other side was rolled back.
 */

const APP = 'https://emc.hospital.example';
beforeAll(() => {
  vi.stubEnv('APP_URL', APP);
  vi.stubEnv('MAIL_FROM', 'nao-responda@hospital.example');
  // The refusals below are logged as errors on purpose.
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});

interface Chamada {
  nome: string;
  input: Record<string, unknown>;
}

/** A Cognito client that records every command, and throws an error named by `falhas` for a command (by its name). */
function cognitoFalso(falhas: Record<string, string> = {}, extra: Partial<Record<string, unknown>> = {}) {
  const chamadas: Chamada[] = [];
  const client = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const nome = command.constructor.name.replace(/Command$/, '');
      chamadas.push({ nome, input: command.input });
      if (falhas[nome]) throw Object.assign(new Error(falhas[nome]), { name: falhas[nome] });
      if (nome === 'AdminCreateUser') return { User: { Attributes: [{ Name: 'sub', Value: 'sub-novo' }] } };
      return extra[nome] ?? {};
    },
  };
  return { client: client as unknown as ContaDeps['cognito'], chamadas, nomes: () => chamadas.map((c) => c.nome) };
}

type Tx = { Put?: { Item: Record<string, unknown> }; Update?: { UpdateExpression: string; ExpressionAttributeValues?: Record<string, unknown> }; Delete?: unknown };

/** A table that records each TransactWriteItems and cancels the n-th ones (1-based) on the condition of the item at `indice`. */
function tabelaFalsa(cancelar: Record<number, number> = {}) {
  const transacoes: Tx[][] = [];
  const db = {
    table: 't',
    client: {
      send: async (command: { constructor: { name: string }; input: { TransactItems?: Tx[] } }) => {
        const nome = command.constructor.name;
        if (nome === 'TransactWriteCommand') {
          const itens = command.input.TransactItems!;
          transacoes.push(itens);
          const indice = cancelar[transacoes.length];
          if (indice !== undefined) {
            throw Object.assign(new Error('cancelled'), {
              name: 'TransactionCanceledException',
              CancellationReasons: itens.map((_, i) => ({ Code: i === indice ? 'ConditionalCheckFailed' : 'None' })),
            });
          }
          return {};
        }
        if (nome === 'QueryCommand') return { Items: [] };
        return {};
      },
    },
  };
  return { db: db as unknown as Db, transacoes };
}

const conta = (over: Partial<Usuario> = {}): Usuario => ({
  idUsuario: 'u1',
  email: 'ana@hospital.example',
  nome: 'Ana Souza',
  roles: ['Medicos'],
  idMedico: 'm1',
  crm: '123456',
  ativo: true,
  sub: 'sub-1',
  ...over,
});

describe('temporary passwords', () => {
  it('meet every rule of the pool policy, and differ', () => {
    const senhas = Array.from({ length: 300 }, () => gerarSenhaTemporaria());
    for (const s of senhas) for (const regra of SENHA_REGRAS) expect(regra.ok(s), `${regra.texto}: ${s}`).toBe(true);
    expect(new Set(senhas).size).toBe(senhas.length);
  });
});

describe('criarConta', () => {
  it("creates the Cognito user with a temporary password and no Cognito message, and writes the record, its e-mail marker, its sign-in link and the app's invitation (an outbox item) together", async () => {
    const cognito = cognitoFalso();
    const { db, transacoes } = tabelaFalsa();
    const antes = Date.now();
    const u = await criarConta({ db, cognito: cognito.client, userPoolId: 'pool' }, { email: ' Ana@Hospital.example ', nome: 'Ana Souza', roles: ['Medicos'] });

    expect(cognito.nomes()).toEqual(['AdminCreateUser', 'AdminAddUserToGroup']);
    const criar = cognito.chamadas[0]!.input;
    expect(criar).toMatchObject({ Username: 'ana@hospital.example', MessageAction: 'SUPPRESS' });
    const senha = String(criar.TemporaryPassword);
    for (const regra of SENHA_REGRAS) expect(regra.ok(senha)).toBe(true);

    expect(transacoes).toHaveLength(1);
    const pks = transacoes[0]!.map((t) => t.Put?.Item.pk);
    expect(pks).toEqual([usuarioKey(u.idUsuario).pk, unicoKey('EMAIL', 'ana@hospital.example').pk, subLinkKey('sub-novo').pk, saidaKey(`convite-${u.idUsuario}`).pk]);
    expect(u).toMatchObject({ email: 'ana@hospital.example', sub: 'sub-novo', ativo: true, conviteEnviado: true });

    const convite = transacoes[0]![3]!.Put!.Item as unknown as SaidaItem & { expiraEm: number };
    expect(convite).toMatchObject({ type: 'SAIDA', tipo: 'convite', ref: { idUsuario: u.idUsuario }, estado: 'pendente', tentativas: 0 });
    // Unsent, it goes when the temporary password stops working.
    expect(convite.expiraEm).toBeGreaterThanOrEqual(Math.floor(antes / 1000) + VALIDADE_SENHA_TEMPORARIA_DIAS * 86_400);
    expect(convite.expiraEm).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + VALIDADE_SENHA_TEMPORARIA_DIAS * 86_400);
    const mensagem = convite.mensagem!;
    expect(mensagem.para).toEqual(['ana@hospital.example']);
    expect(mensagem.texto).toContain(`Senha temporária: ${senha}`);
    expect(mensagem.texto).toContain('Login (e-mail): ana@hospital.example');
    expect(mensagem.texto).toContain(`${APP}/login`);
    for (const regra of SENHA_REGRAS) expect(mensagem.texto).toContain(regra.texto);
  });

  it('queues no invitation for an account made with a permanent password, nor for one whose invitation Cognito sends', async () => {
    const semConvite = tabelaFalsa();
    const u = await criarConta({ db: semConvite.db, cognito: cognitoFalso().client, userPoolId: 'pool' }, { email: 'b@hospital.example', nome: 'Beatriz', roles: ['Secretarias'], password: 'Senha-Demo-2026!' });
    expect(u.conviteEnviado).toBe(false);
    expect(semConvite.transacoes[0]!.map((t) => t.Put?.Item.type)).not.toContain('SAIDA');

    const peloCognito = tabelaFalsa();
    const cognito = cognitoFalso();
    const v = await criarConta({ db: peloCognito.db, cognito: cognito.client, userPoolId: 'pool' }, { email: 'b2@hospital.example', nome: 'Bia', roles: ['Administradores'], convite: 'cognito' });
    expect(v.conviteEnviado).toBe(true);
    expect(cognito.chamadas[0]!.input).toMatchObject({ DesiredDeliveryMediums: ['EMAIL'] });
    expect(peloCognito.transacoes[0]!.map((t) => t.Put?.Item.type)).not.toContain('SAIDA');
  });

  it('deletes the Cognito user it just made when the DynamoDB transaction is refused (a duplicate e-mail): the invitation, in that transaction, is never queued', async () => {
    const cognito = cognitoFalso();
    const { db, transacoes } = tabelaFalsa({ 1: 1 });
    await expect(criarConta({ db, cognito: cognito.client, userPoolId: 'pool' }, { email: 'c@hospital.example', nome: 'Carla', roles: ['Medicos'] })).rejects.toMatchObject({
      status: 409,
      title: 'Já existe uma conta com este e-mail.',
    });
    expect(cognito.nomes()).toEqual(['AdminCreateUser', 'AdminAddUserToGroup', 'AdminDeleteUser']);
    expect(cognito.chamadas.at(-1)!.input.Username).toBe('sub-novo');
    expect(transacoes).toHaveLength(1);
    expect(transacoes[0]!.at(-1)!.Put!.Item.type).toBe('SAIDA');
  });

  it("throws a refused extra item's own error (a duplicate CRM), after deleting the Cognito user", async () => {
    const cognito = cognitoFalso();
    const { db } = tabelaFalsa({ 1: 4 });
    const crm = new Error('Já existe um médico com este CRM.');
    const extra = () => [{ item: { Put: { TableName: 't', Item: medicoKey('m1') } } }, { item: { Put: { TableName: 't', Item: unicoKey('CRM', '1') } }, recusa: () => crm }];
    await expect(criarConta({ db, cognito: cognito.client, userPoolId: 'pool' }, { email: 'd@hospital.example', nome: 'Dora', roles: ['Medicos'] }, { extra })).rejects.toBe(crm);
    expect(cognito.nomes().at(-1)).toBe('AdminDeleteUser');
  });

  it('deletes the Cognito user and writes nothing when Cognito refuses its group', async () => {
    const cognito = cognitoFalso({ AdminAddUserToGroup: 'ResourceNotFoundException' });
    const { db, transacoes } = tabelaFalsa();
    await expect(criarConta({ db, cognito: cognito.client, userPoolId: 'pool' }, { email: 'e@hospital.example', nome: 'Eva', roles: ['Medicos'] })).rejects.toMatchObject({ status: 503 });
    expect(cognito.nomes()).toEqual(['AdminCreateUser', 'AdminAddUserToGroup', 'AdminDeleteUser']);
    expect(transacoes).toHaveLength(0);
  });

  it('answers 503 (try again) for an e-mail Cognito already has with no account, while that user is recent: it may be a create still running', async () => {
    const cognito = cognitoFalso({ AdminCreateUser: 'UsernameExistsException' }, {
      AdminGetUser: { UserStatus: 'FORCE_CHANGE_PASSWORD', UserCreateDate: new Date(), UserAttributes: [{ Name: 'sub', Value: 'sub-velho' }] },
    });
    const { db, transacoes } = tabelaFalsa();
    await expect(criarConta({ db, cognito: cognito.client, userPoolId: 'pool' }, { email: 'f@hospital.example', nome: 'Fábio', roles: ['Medicos'] })).rejects.toMatchObject({ status: 503 });
    expect(cognito.nomes()).toEqual(['AdminCreateUser', 'AdminGetUser']);
    expect(transacoes).toHaveLength(0);
  });
});

describe('alterarConta: a Cognito refusal undoes the DynamoDB change', () => {
  /** The account fields an Update item sets, by attribute name. */
  function campos(tx: Tx) {
    const u = tx.Update!;
    const names = (u as unknown as { ExpressionAttributeNames: Record<string, string> }).ExpressionAttributeNames;
    const set = u.UpdateExpression.replace(/^SET /, '').split(' REMOVE ')[0]!.split(', ');
    return Object.fromEntries(set.map((s) => s.split(' = ')).map(([n, v]) => [names[n!], u.ExpressionAttributeValues![v!]]));
  }

  it('deactivation: Cognito refuses to disable; the record is written back active and no sign-out is sent', async () => {
    const cognito = cognitoFalso({ AdminDisableUser: 'InternalErrorException' });
    const { db, transacoes } = tabelaFalsa();
    const antes = conta();
    const medico = { item: { Put: { TableName: 't', Item: { ...medicoKey('m1'), ativo: false } } } };
    const desfazMedico = { Put: { TableName: 't', Item: { ...medicoKey('m1'), ativo: true } } };
    await expect(alterarConta({ db, cognito: cognito.client, userPoolId: 'pool' }, antes, { ...antes, ativo: false }, { fazer: [medico], desfazer: [desfazMedico] })).rejects.toMatchObject({
      status: 503,
      title: 'Não foi possível atualizar o acesso no serviço de login. Nada foi alterado; tente novamente em instantes.',
    });
    expect(cognito.nomes()).toEqual(['AdminDisableUser']);
    expect(transacoes).toHaveLength(2);
    expect(campos(transacoes[0]![0]!)).toMatchObject({ ativo: false });
    expect(campos(transacoes[1]![0]!)).toMatchObject({ ativo: true });
    expect(transacoes[1]![1]).toEqual(desfazMedico);
  });

  it('deactivation: the sign-out fails after the disable; the user is enabled again, then the record', async () => {
    const cognito = cognitoFalso({ AdminUserGlobalSignOut: 'TooManyRequestsException' });
    const { db, transacoes } = tabelaFalsa();
    const antes = conta();
    await expect(alterarConta({ db, cognito: cognito.client, userPoolId: 'pool' }, antes, { ...antes, ativo: false })).rejects.toMatchObject({ status: 503 });
    expect(cognito.nomes()).toEqual(['AdminDisableUser', 'AdminUserGlobalSignOut', 'AdminEnableUser']);
    expect(campos(transacoes[1]![0]!)).toMatchObject({ ativo: true });
  });

  it('a new role: Cognito refuses the group; the roles (and the secretaries list keys) are written back', async () => {
    const cognito = cognitoFalso({ AdminAddUserToGroup: 'ResourceNotFoundException' });
    const { db, transacoes } = tabelaFalsa();
    const antes = conta({ roles: [], ativo: false, idMedico: undefined, crm: undefined });
    await expect(adicionarPapel({ db, cognito: cognito.client, userPoolId: 'pool' }, antes, 'Secretarias')).rejects.toMatchObject({ status: 503 });
    expect(cognito.nomes()).toEqual(['AdminAddUserToGroup']);
    expect(campos(transacoes[0]![0]!)).toMatchObject({ roles: ['Secretarias'], ativo: true, gsi2pk: SECRETARIAS });
    const desfeito = transacoes[1]![0]!.Update!;
    expect(campos(transacoes[1]![0]!)).toMatchObject({ roles: [], ativo: false });
    expect(desfeito.UpdateExpression).toMatch(/REMOVE .*#k2/);
  });

  it('an e-mail change: Cognito refuses the attribute; the record and the e-mail marker move back', async () => {
    const cognito = cognitoFalso({ AdminUpdateUserAttributes: 'AliasExistsException' });
    const { db, transacoes } = tabelaFalsa();
    const antes = conta();
    await expect(alterarConta({ db, cognito: cognito.client, userPoolId: 'pool' }, antes, { ...antes, email: 'ana.souza@hospital.example' })).rejects.toMatchObject({ status: 503 });
    const [fez, desfez] = transacoes;
    expect(fez!.map((t) => (t.Put?.Item.pk ?? (t.Delete as { Key?: { pk: string } })?.Key?.pk ?? 'update'))).toEqual(['update', unicoKey('EMAIL', 'ana@hospital.example').pk, unicoKey('EMAIL', 'ana.souza@hospital.example').pk]);
    expect(desfez!.map((t) => (t.Put?.Item.pk ?? (t.Delete as { Key?: { pk: string } })?.Key?.pk ?? 'update'))).toEqual(['update', unicoKey('EMAIL', 'ana.souza@hospital.example').pk, unicoKey('EMAIL', 'ana@hospital.example').pk]);
    expect(campos(desfez![0]!)).toMatchObject({ email: 'ana@hospital.example', gsi1pk: emailPartition('ana@hospital.example') });
  });

  it('a refused DynamoDB change reaches Cognito not at all', async () => {
    const cognito = cognitoFalso();
    const { db } = tabelaFalsa({ 1: 0 });
    const antes = conta();
    await expect(alterarConta({ db, cognito: cognito.client, userPoolId: 'pool' }, antes, { ...antes, ativo: false })).rejects.toMatchObject({
      status: 409,
      title: 'O cadastro foi alterado por outro usuário. Recarregue a página.',
    });
    expect(cognito.chamadas).toHaveLength(0);
  });
});
