import { describe, expect, it } from 'vitest';
import { SENHA_MSG } from '@emc/shared/senha';
import { usuarioPartition } from '../lib/db/usuarios';
import type { Aviso } from '../lib/notificacoes';
import { gerarCodigo, hashCodigo, mesmoHash } from './codigo';
import type { LoginDeps } from './deps';
import { ESQUECI_TEMPO_MINIMO_MS, esqueciSenha, mensagemDoCodigo } from './esqueci-senha';
import { mapDesafioError, novaSenha } from './nova-senha';

const cognitoError = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('the reset code', () => {
  it('has 8 digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(gerarCodigo()).toMatch(/^\d{8}$/);
  });

  it('is stored as a hash bound to the account, compared in constant time', () => {
    const h = hashCodigo('u1', '01234567');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain('01234567');
    expect(hashCodigo('u2', '01234567')).not.toBe(h);
    expect(mesmoHash(h, hashCodigo('u1', '01234567'))).toBe(true);
    expect(mesmoHash(h, hashCodigo('u1', '01234568'))).toBe(false);
    expect(mesmoHash(h, 'abc')).toBe(false);
  });

  it('goes by e-mail in Portuguese with its validity and the link to the reset page', () => {
    const { assunto, texto } = mensagemDoCodigo({ nome: 'Ana\r\nSouza', email: 'ana+x@hospital.example' }, '00123456', 'https://emc.hospital.example/');
    expect(assunto).toBe('Código para redefinir sua senha – Programa de EMC');
    expect(texto).toContain('Olá, Ana Souza.');
    expect(texto).toContain('Seu código: 00123456');
    expect(texto).toContain('vale por 30 minutos');
    expect(texto).toContain('https://emc.hospital.example/redefinir-senha?email=ana%2Bx%40hospital.example');
  });
});

describe('mapDesafioError', () => {
  it.each([
    ['InvalidPasswordException', 'Password does not conform to policy', 400, { novaSenha: [SENHA_MSG.fraca] }],
    ['NotAuthorizedException', 'Invalid session for the user, session is expired.', 400, { session: [SENHA_MSG.sessaoExpirada] }],
    ['CodeMismatchException', 'Invalid code or auth state for the user.', 400, { session: [SENHA_MSG.sessaoExpirada] }],
    ['ExpiredCodeException', 'Invalid session', 400, { session: [SENHA_MSG.sessaoExpirada] }],
    ['InvalidParameterException', 'Invalid session provided', 400, { session: [SENHA_MSG.sessaoExpirada] }],
    ['NotAuthorizedException', 'User is disabled.', 403, undefined],
    ['TooManyRequestsException', 'Rate exceeded', 429, undefined],
  ])('%s "%s" becomes %i', (name, message, status, errors) => {
    const mapped = mapDesafioError(cognitoError(name, message)) as { status?: number; errors?: unknown };
    expect(mapped.status).toBe(status);
    expect(mapped.errors).toEqual(errors);
  });

  it('leaves unknown failures to the generic 500', () => {
    const e = cognitoError('InternalErrorException');
    expect(mapDesafioError(e)).toBe(e);
  });
});

/** A table with one account (or none) and no reset yet; it records the commands it gets. */
function deps(conta: Record<string, unknown> | undefined, enviar: (a: Aviso) => Promise<void>, redefinicao?: (agora: number) => Record<string, unknown>) {
  let t = 1_000_000;
  const esperas: number[] = [];
  const comandos: string[] = [];
  const client = {
    send: async (cmd: { constructor: { name: string } }) => {
      comandos.push(cmd.constructor.name);
      t += 5;
      if (cmd.constructor.name === 'QueryCommand') return { Items: conta ? [conta] : [] };
      const { Key } = (cmd as unknown as { input: { Key?: { pk: string } } }).input;
      if (cmd.constructor.name === 'GetCommand') return { Item: Key?.pk.startsWith(usuarioPartition('')) ? conta : redefinicao?.(t) };
      return {};
    },
  };
  const d: LoginDeps = {
    cognito: { send: async () => ({}) } as never,
    clientId: 'c',
    userPoolId: 'p',
    db: { client: client as never, table: 't' },
    enviar,
    appUrl: () => 'https://app',
    agora: () => t,
    esperar: async (ms) => {
      esperas.push(ms);
      t += ms;
    },
  };
  return { d, esperas, comandos, inicio: t };
}
const input = (email: string) => ({ params: {}, query: {}, headers: {}, files: [], body: { email } }) as never;
const CONTA = { idUsuario: 'u1', email: 'ana@hospital.example', nome: 'Ana', roles: ['Medicos'], ativo: true, sub: 's1' };

describe('esqueciSenha', () => {
  it('answers the same, after the same least time, for an unknown e-mail, an inactive account and an active one', async () => {
    const enviados: Aviso[] = [];
    const enviar = async (a: Aviso) => void enviados.push(a);
    for (const conta of [undefined, { ...CONTA, ativo: false }, CONTA]) {
      const { d, esperas, inicio } = deps(conta, enviar);
      await expect(esqueciSenha(input('ana@hospital.example'), null, d)).resolves.toEqual({ mensagem: SENHA_MSG.esqueciEnviado });
      expect(d.agora() - inicio).toBe(ESQUECI_TEMPO_MINIMO_MS);
      expect(esperas).toHaveLength(1);
    }
    expect(enviados).toHaveLength(1);
    expect(enviados[0]!.para).toEqual(['ana@hospital.example']);
    expect(enviados[0]!.texto).toMatch(/Seu código: \d{8}\n/);
  });

  it('answers the same when sending fails', async () => {
    const { d, comandos } = deps(CONTA, async () => {
      throw cognitoError('MessageRejected');
    });
    await expect(esqueciSenha(input('ana@hospital.example'), null, d)).resolves.toEqual({ mensagem: SENHA_MSG.esqueciEnviado });
    expect(comandos).toEqual(['QueryCommand', 'GetCommand', 'GetCommand', 'PutCommand']);
  });

  it('sends nothing, and answers the same, once the account had 5 codes in the last hour', async () => {
    const enviados: Aviso[] = [];
    const emitidos = (agora: number, idades: number[]) => ({ ...CONTA, hash: 'ab', validoAte: agora, tentativas: 0, emitidos: idades.map((m) => agora - m * 60_000) });
    const cheio = deps(CONTA, async (a) => void enviados.push(a), (agora) => emitidos(agora, [59, 40, 30, 20, 1]));
    await expect(esqueciSenha(input('ana@hospital.example'), null, cheio.d)).resolves.toEqual({ mensagem: SENHA_MSG.esqueciEnviado });
    expect(cheio.comandos).toEqual(['QueryCommand', 'GetCommand', 'GetCommand']);
    expect(enviados).toHaveLength(0);
    // One of the five is older than an hour: a new code goes.
    const livre = deps(CONTA, async (a) => void enviados.push(a), (agora) => emitidos(agora, [61, 40, 30, 20, 1]));
    await esqueciSenha(input('ana@hospital.example'), null, livre.d);
    expect(livre.comandos).toEqual(['QueryCommand', 'GetCommand', 'GetCommand', 'PutCommand']);
    expect(enviados).toHaveLength(1);
  });
});

describe('novaSenha', () => {
  it("answers the challenge under Cognito's own username (the account's sub) and answers the ID token", async () => {
    const enviados: unknown[] = [];
    const { d } = deps(CONTA, async () => undefined);
    d.cognito = { send: async (cmd: { input: unknown }) => (enviados.push(cmd.input), { AuthenticationResult: { IdToken: 'id.token' } }) } as never;
    const body = { email: 'ana@hospital.example', session: 'sessao', novaSenha: 'Senha-Boa-123!' };
    await expect(novaSenha({ params: {}, query: {}, headers: {}, files: [], body } as never, null, d)).resolves.toBe('id.token');
    expect(enviados).toEqual([{ ChallengeName: 'NEW_PASSWORD_REQUIRED', ClientId: 'c', Session: 'sessao', ChallengeResponses: { USERNAME: 's1', NEW_PASSWORD: 'Senha-Boa-123!' } }]);
  });

  it('an e-mail with no active account gets the bad-session 400 and Cognito is not called', async () => {
    const { d } = deps({ ...CONTA, ativo: false }, async () => undefined);
    let chamado = false;
    d.cognito = { send: async () => ((chamado = true), {}) } as never;
    const body = { email: 'ana@hospital.example', session: 'sessao', novaSenha: 'Senha-Boa-123!' };
    await expect(novaSenha({ params: {}, query: {}, headers: {}, files: [], body } as never, null, d)).rejects.toMatchObject({ status: 400, errors: { session: [SENHA_MSG.sessaoExpirada] } });
    expect(chamado).toBe(false);
  });
});
