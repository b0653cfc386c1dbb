import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BatchWriteItemCommand, DeleteTableCommand, DynamoDBClient, paginateScan, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { CopyObjectCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  DeleteUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { ensureBucket, ensureTable, ensureUserPool } from './bootstrap';
import { NAMES, clockOffsetFor, repoRoot } from './config';
import { startDynamoDb, startS3, startSes, type Processo } from './emulators';
import { iniciarProxyFalhas, type ProxyFalhas, type RegraFalha } from './falhas-dynamo';
import { CONSUMIDORES } from './consumidores';
import { iniciarFluxo, type Fluxo } from './fluxo-da-tabela';
import { lambdaContext } from './gateway';
import { SAIDA_TYPE } from '@emc/functions/lib/db/saida';
import { freePort } from './ports';

/**
 * Test worlds: a test file that can't share the stack's data (it asserts over the whole table,
 * moves the business date, or makes every e-mail fail) asks the shared stack for a world of its own
 * instead of starting a second stack. A world is a table, a bucket and a user pool of its own in the
 * same emulators, filled with a copy of the demo data as the seed left it; a mailbox of its own (the
 * SES emulator keeps one store for everything, so each world starts one, in this process); and the
 * same function bundles loaded in a thread of their own with the world's environment. Requests choose
 * a world with the `x-emc-mundo` header. Only a stack started with `mundos` (the tests' global setup)
 * has them: npm start ignores the header, and the bundles deployed to AWS never read it
 * (tests/integration/mundos.test.ts).
 */
export const MUNDO_HEADER = 'x-emc-mundo';
export const MUNDOS_PATH = '/__local/mundos';

export interface OpcoesMundo {
  /** The test file's name, part of the world's id. */
  nome: string;
  /** Today (YYYY-MM-DD, São Paulo) for the world's functions; time runs on from there. */
  hoje?: string;
  /** Every e-mail the world's functions send fails (SES endpoint where nothing listens). */
  sesIndisponivel?: boolean;
  /**
   * The world's table in a DynamoDB Local of its own, with the table's stream and the outbox's feed:
   * its e-mails are sent as in the app. Without it the world's table has no stream (bootstrap.ts says
   * why), and its outbox items stay pending.
   */
  dynamoProprio?: boolean;
  /** The world's bucket in an s3rver process of its own, which the test can stop or pause (`POST /{id}/emuladores/s3`). */
  s3Proprio?: boolean;
  /** The world's functions reach DynamoDB through a fault proxy (falhas-dynamo.ts) the test can tell to throttle or to kill them mid-request. */
  falhasDynamo?: boolean;
  /** The most rows a report is written with in its request (RELATORIO_LINHAS_DIRETO, functions/src/lib/relatorios/tarefa.ts): lowered, the demo data's reports become jobs. */
  relatorioLinhasDireto?: number;
  /** How long a call of the attendance import starts batches for (PRESENCA_PRAZO_MS, functions/src/relatorios/importar-presenca.ts): 0, one batch per call. */
  presencaPrazoMs?: number;
}

/** The world's own emulators a test can stop (`parado`), pause (`pausado`: SIGSTOP) and start or resume (`ligado`). */
export type EmuladorDoMundo = 'ses' | 's3' | 'dynamodb';
export type EstadoEmulador = 'ligado' | 'parado' | 'pausado';

export interface MundoCriado {
  id: string;
  /** The environment the world's functions run with, for the test's own imports of functions/. */
  env: Record<string, string>;
  /** A file with everything the world's functions print (JSON logs, EMF metrics), this world's alone. */
  saida: string;
}

interface CognitoUser {
  Username: string;
  Password: string;
  Attributes: { Name: string; Value: string }[];
  Enabled: boolean;
  UserStatus: string;
}

/** The shared stack's data right after the seed: what every world starts from. */
interface Retrato {
  itens: Record<string, AttributeValue>[];
  objetos: string[];
  usuarios: CognitoUser[];
  grupos: { GroupName: string; members?: string[] }[];
}

interface Mundo {
  id: string;
  env: Record<string, string>;
  /** The environment the world's worker runs with: `env`, with the fault proxy's endpoint when there is one. */
  envFuncoes: Record<string, string>;
  worker: Worker;
  ses?: Processo;
  /** Where the world's SES listens (or, while it is off, nothing does). */
  sesPort: number;
  /** The world's own s3rver (OpcoesMundo.s3Proprio), its port and folder; undefined while stopped. */
  s3?: Processo;
  s3Proprio?: { port: number; dir: string };
  proxy?: ProxyFalhas;
  pausados: Set<EmuladorDoMundo>;
  /** The world's table's stream, feeding the world's outbox sender (only with a DynamoDB Local of its own). */
  fluxo?: Fluxo;
  /** The world's own DynamoDB Local (OpcoesMundo.dynamoProprio). */
  dynamo?: Processo;
  /** The current worker's invocations not answered yet. */
  pendentes: Pendentes;
  /** The file with what the world's functions print. */
  saida: string;
}

type Pendentes = Map<number, { resolve(v: unknown): void; reject(e: Error): void }>;

export interface MundosDeps {
  /** The shared stack's function environment (endpoints, names, pool). */
  env: Record<string, string>;
  functionsDist: string;
  /** The stack's data folder (cognito-local keeps its pools there). */
  dataDir: string;
  /** The app's origin, for the bucket's CORS rule. */
  url: string;
}

const sdkOptions = { region: NAMES.region, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } };

/** Runs `fn` over `items`, at most `n` at a time. */
async function emLotes<T>(items: T[], n: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  }));
}

export class Mundos {
  private readonly mundos = new Map<string, Mundo>();
  private readonly porPool = new Map<string, Mundo>();
  private readonly dynamo: DynamoDBClient;
  private readonly s3: S3Client;
  private readonly cognito: CognitoIdentityProviderClient;
  private seq = 0;

  private constructor(private readonly deps: MundosDeps, private readonly retrato: Retrato) {
    this.dynamo = new DynamoDBClient({ ...sdkOptions, endpoint: deps.env.AWS_ENDPOINT_URL_DYNAMODB });
    this.s3 = new S3Client({ ...sdkOptions, endpoint: deps.env.AWS_ENDPOINT_URL_S3, forcePathStyle: true });
    this.cognito = new CognitoIdentityProviderClient({ ...sdkOptions, endpoint: deps.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER });
  }

  /** Takes the picture of the seeded data every world starts from; call it before any test runs. */
  static async retratar(deps: MundosDeps): Promise<Mundos> {
    const dynamo = new DynamoDBClient({ ...sdkOptions, endpoint: deps.env.AWS_ENDPOINT_URL_DYNAMODB });
    const s3 = new S3Client({ ...sdkOptions, endpoint: deps.env.AWS_ENDPOINT_URL_S3, forcePathStyle: true });
    const itens: Record<string, AttributeValue>[] = [];
    // Without the outbox: the seed's e-mails are the shared stack's to send, not every world's again.
    for await (const page of paginateScan({ client: dynamo }, { TableName: deps.env.TABLE_NAME })) itens.push(...(page.Items ?? []).filter((i) => i.type?.S !== SAIDA_TYPE));
    const objetos: string[] = [];
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: deps.env.BUCKET_NAME })) objetos.push(...(page.Contents ?? []).map((o) => o.Key!));
    dynamo.destroy();
    s3.destroy();
    // cognito-local keeps a pool as one JSON file; its users' passwords are only there.
    const pool = JSON.parse(readFileSync(join(deps.dataDir, 'cognito', '.cognito', 'db', `${deps.env.USER_POOL_ID}.json`), 'utf8')) as {
      Users?: Record<string, CognitoUser>;
      Groups?: Record<string, { GroupName: string; members?: string[] }>;
    };
    return new Mundos(deps, { itens, objetos, usuarios: Object.values(pool.Users ?? {}), grupos: Object.values(pool.Groups ?? {}) });
  }

  async criar(opts: OpcoesMundo): Promise<MundoCriado> {
    const slug = opts.nome.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 30) || 'mundo';
    const id = `${slug}-${++this.seq}-${randomBytes(3).toString('hex')}`;
    const nome = `emc-m-${id}`;
    // A world on another date is seeded on that date, as the demo data's dates follow the clock;
    // the others copy the shared stack's seed, which is much quicker.
    const semear = opts.hoje !== undefined;
    const proprio = opts.dynamoProprio ? await this.dynamoProprio(id) : undefined;
    const s3 = opts.s3Proprio ? await this.s3Proprio(id) : undefined;
    const dynamoEndpoint = proprio?.endpoint ?? this.deps.env.AWS_ENDPOINT_URL_DYNAMODB!;
    let pool: { userPoolId: string; clientId: string };
    try {
      [, , pool] = await Promise.all([this.criarTabela(proprio?.client ?? this.dynamo, nome, !semear, !!proprio), this.criarBucket(nome, !semear, s3?.client), this.criarPool(nome, !semear)]);
    } catch (error) {
      await proprio?.running.stop();
      await s3?.running.stop();
      throw error;
    } finally {
      proprio?.client.destroy();
      s3?.client.destroy();
    }
    const cognitoUrl = this.deps.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!;
    const env: Record<string, string> = {
      ...this.deps.env,
      AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
      ...(s3 ? { AWS_ENDPOINT_URL_S3: s3.endpoint } : {}),
      TABLE_NAME: nome,
      BUCKET_NAME: nome,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      JWT_ISSUER: `${cognitoUrl}/${pool.userPoolId}`,
      JWKS_JSON: await (await fetch(`${cognitoUrl}/${pool.userPoolId}/.well-known/jwks.json`)).text(),
    };
    if (opts.hoje !== undefined) env.CLOCK_OFFSET_MS = String(clockOffsetFor(opts.hoje));
    if (opts.relatorioLinhasDireto !== undefined) env.RELATORIO_LINHAS_DIRETO = String(Math.max(0, Math.floor(opts.relatorioLinhasDireto)));
    if (opts.presencaPrazoMs !== undefined) env.PRESENCA_PRAZO_MS = String(Math.max(0, Math.floor(opts.presencaPrazoMs)));
    if (semear) await semearMundo({ ...process.env, ...env });
    // A mailbox of its own (the SES emulator keeps one for everything), or an endpoint where nothing listens.
    const sesPort = await freePort();
    const ses = opts.sesIndisponivel ? undefined : await startSes(sesPort);
    env.AWS_ENDPOINT_URL_SESV2 = `http://127.0.0.1:${sesPort}`;

    const saida = join(this.deps.dataDir, 'mundos', `${id}.log`);
    mkdirSync(dirname(saida), { recursive: true });
    writeFileSync(saida, '');
    const proxy = opts.falhasDynamo ? await iniciarProxyFalhas(dynamoEndpoint, (enquanto) => this.matarFuncoes(id, enquanto)) : undefined;
    const envFuncoes = proxy ? { ...env, AWS_ENDPOINT_URL_DYNAMODB: proxy.endpoint } : env;
    const mundo: Mundo = { id, env, envFuncoes, saida, ses, sesPort, s3: s3?.running, s3Proprio: s3 && { port: s3.port, dir: s3.dir }, proxy, pausados: new Set(), dynamo: proprio?.running, ...this.novoWorker(envFuncoes, saida) };
    this.mundos.set(id, mundo);
    this.porPool.set(pool.userPoolId, mundo);
    if (proprio) mundo.fluxo = iniciarFluxo({
      endpoint: dynamoEndpoint,
      table: nome,
      consumidores: CONSUMIDORES.map((c) => ({ ...c, invocar: (event: DynamoDBStreamEvent) => this.invocar(id, c.nome, event, lambdaContext(c.nome)) as Promise<DynamoDBBatchResponse> })),
      log: (s) => process.stderr.write(`[emc] ${s}\n`),
    });
    return { id, env, saida };
  }

  async remover(id: string): Promise<boolean> {
    const mundo = this.mundos.get(id);
    if (!mundo) return false;
    this.mundos.delete(id);
    this.porPool.delete(mundo.env.USER_POOL_ID!);
    mundo.fluxo?.parar();
    await mundo.worker.terminate();
    // An invocation the worker will never answer now (the feed's, say) fails instead of waiting forever.
    for (const p of mundo.pendentes.values()) p.reject(new Error(`world ${id} removed`));
    mundo.pendentes.clear();
    await Promise.all([mundo.ses?.stop(), mundo.s3?.stop(), mundo.proxy?.parar()]);
    if (mundo.s3Proprio) rmSync(mundo.s3Proprio.dir, { recursive: true, force: true });
    if (mundo.dynamo) await mundo.dynamo.stop();
    else await this.dynamo.send(new DeleteTableCommand({ TableName: mundo.env.TABLE_NAME }));
    await this.cognito.send(new DeleteUserPoolCommand({ UserPoolId: mundo.env.USER_POOL_ID }));
    return true;
  }

  /** Starts or stops the world's SES on its port (a fault the tests inject): false for an unknown world. */
  async ligarSes(id: string, ligado: boolean): Promise<boolean> {
    const mundo = this.mundos.get(id);
    if (!mundo) return false;
    if (ligado && !mundo.ses) mundo.ses = await startSes(mundo.sesPort);
    if (!ligado && mundo.ses) {
      const ses = mundo.ses;
      mundo.ses = undefined;
      await ses.stop();
    }
    return true;
  }

  /** The world's functions: the bundles in a thread of their own with the world's environment, and the invocations it owes. */
  private novoWorker(env: Record<string, string>, saida: string): { worker: Worker; pendentes: Pendentes } {
    const worker = new Worker(new URL('./mundo-worker.mjs', import.meta.url), { env: { ...process.env, ...env }, workerData: { functionsDist: this.deps.functionsDist } });
    const pendentes: Pendentes = new Map();
    worker.on('message', (m: { saida: 'stdout' | 'stderr'; texto: string } | { id: number; result?: unknown; error?: string }) => {
      if ('saida' in m) {
        appendFileSync(saida, m.texto);
        process[m.saida].write(m.texto);
        return;
      }
      const p = pendentes.get(m.id);
      pendentes.delete(m.id);
      if (m.error !== undefined) p?.reject(new Error(m.error));
      else p?.resolve(m.result);
    });
    worker.on('error', (error) => {
      for (const p of pendentes.values()) p.reject(error);
      pendentes.clear();
    });
    return { worker, pendentes };
  }

  /**
   * A function killed mid-request (falhas-dynamo.ts, RegraMatar): the world's worker is terminated
   * with its invocations in flight, which fail as a crashed Lambda's do, and a new one (a new
   * container, cold) takes the next requests.
   */
  private async matarFuncoes(id: string, enquanto: () => Promise<unknown>): Promise<void> {
    const mundo = this.mundos.get(id);
    if (!mundo) return;
    const { worker, pendentes } = mundo;
    Object.assign(mundo, this.novoWorker(mundo.envFuncoes, mundo.saida));
    await worker.terminate();
    await enquanto();
    for (const p of pendentes.values()) p.reject(new Error(`world ${id}: function killed (fault injected)`));
    pendentes.clear();
  }

  /** Stops, pauses or starts one of the world's own emulators: false for an unknown world or an emulator it does not have. */
  async mudarEmulador(id: string, nome: EmuladorDoMundo, estado: EstadoEmulador): Promise<boolean> {
    const mundo = this.mundos.get(id);
    if (!mundo) return false;
    if (nome === 'ses') {
      if (estado === 'pausado') mundo.ses?.pausar();
      else if (mundo.pausados.has('ses') && estado === 'ligado') mundo.ses?.retomar();
      else await this.ligarSes(id, estado === 'ligado');
    } else if (nome === 's3') {
      const proprio = mundo.s3Proprio;
      if (!proprio) return false;
      if (estado === 'pausado') mundo.s3?.pausar();
      else if (mundo.pausados.has('s3') && estado === 'ligado') mundo.s3?.retomar();
      else if (estado === 'ligado' && !mundo.s3) mundo.s3 = await startS3(proprio.dir, proprio.port);
      else if (estado === 'parado' && mundo.s3) {
        const s3 = mundo.s3;
        mundo.s3 = undefined;
        await s3.stop();
      }
    } else {
      // In memory: stopped, it would lose the world's table, so it can only be paused.
      if (!mundo.dynamo || estado === 'parado') return false;
      if (estado === 'pausado') mundo.dynamo.pausar();
      else mundo.dynamo.retomar();
    }
    if (estado === 'pausado') mundo.pausados.add(nome);
    else mundo.pausados.delete(nome);
    return true;
  }

  /** Whether `id` names a live world. */
  existe(id: string): boolean {
    return this.mundos.has(id);
  }

  /** The world whose user pool is `userPoolId` (for Cognito's trigger), if any. */
  mundoDoPool(userPoolId: string | undefined): string | undefined {
    return userPoolId ? this.porPool.get(userPoolId)?.id : undefined;
  }

  /** Runs the function `name` (a route group, or pre-token) of world `id` with this event. */
  invocar(id: string, name: string, event: unknown, context: Context): Promise<unknown> {
    const mundo = this.mundos.get(id);
    if (!mundo) return Promise.reject(new Error(`unknown world ${id}`));
    const n = ++this.seq;
    const { getRemainingTimeInMillis, done: _d, fail: _f, succeed: _s, ...rest } = context;
    return new Promise((resolve, reject) => {
      mundo.pendentes.set(n, { resolve, reject });
      mundo.worker.postMessage({ id: n, name, event, context: { ...rest, remainingMs: getRemainingTimeInMillis() } });
    });
  }

  /** The control routes the tests call: POST creates a world, DELETE /{id} removes one, POST /{id}/ses {ligado} starts or stops its SES. */
  async controlar(req: IncomingMessage, res: ServerResponse, pathname: string, body: Buffer): Promise<void> {
    const send = (status: number, value?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(value === undefined ? undefined : JSON.stringify(value));
    };
    if (req.method === 'POST' && pathname === MUNDOS_PATH) {
      const opts = JSON.parse(body.toString('utf8') || '{}') as OpcoesMundo;
      if (typeof opts.nome !== 'string') return send(400, { title: 'nome is required' });
      return send(200, await this.criar(opts));
    }
    const m = new RegExp(`^${MUNDOS_PATH}/([^/]+)$`).exec(pathname);
    if (req.method === 'DELETE' && m) return send((await this.remover(decodeURIComponent(m[1]!))) ? 204 : 404);
    const ses = new RegExp(`^${MUNDOS_PATH}/([^/]+)/ses$`).exec(pathname);
    if (req.method === 'POST' && ses) {
      const { ligado } = JSON.parse(body.toString('utf8') || '{}') as { ligado?: unknown };
      if (typeof ligado !== 'boolean') return send(400, { title: 'ligado must be a boolean' });
      return send((await this.ligarSes(decodeURIComponent(ses[1]!), ligado)) ? 204 : 404);
    }
    const emulador = new RegExp(`^${MUNDOS_PATH}/([^/]+)/emuladores/(ses|s3|dynamodb)$`).exec(pathname);
    if (req.method === 'POST' && emulador) {
      const { estado } = JSON.parse(body.toString('utf8') || '{}') as { estado?: unknown };
      if (estado !== 'ligado' && estado !== 'parado' && estado !== 'pausado') return send(400, { title: 'estado must be ligado, parado or pausado' });
      return send((await this.mudarEmulador(decodeURIComponent(emulador[1]!), emulador[2] as EmuladorDoMundo, estado)) ? 204 : 404);
    }
    const falhas = new RegExp(`^${MUNDOS_PATH}/([^/]+)/falhas-dynamo$`).exec(pathname);
    const proxy = falhas ? this.mundos.get(decodeURIComponent(falhas[1]!))?.proxy : undefined;
    if (falhas && !proxy) return send(404, { title: 'no such world, or it has no fault proxy (falhasDynamo)' });
    if (req.method === 'POST' && proxy) {
      const { regras } = JSON.parse(body.toString('utf8') || '{}') as { regras?: RegraFalha[] };
      if (!Array.isArray(regras)) return send(400, { title: 'regras must be a list' });
      proxy.definir(regras);
      return send(204);
    }
    if (req.method === 'GET' && proxy) return send(200, proxy.estado());
    send(404, { title: 'not found' });
  }

  async parar(): Promise<void> {
    for (const m of this.mundos.values()) m.fluxo?.parar();
    await Promise.all([...this.mundos.values()].flatMap((m) => [m.worker.terminate(), m.ses?.stop(), m.s3?.stop(), m.proxy?.parar(), m.dynamo?.stop()]));
    this.mundos.clear();
    this.porPool.clear();
    this.dynamo.destroy();
    this.s3.destroy();
    this.cognito.destroy();
  }

  /** A DynamoDB Local of the world's own, in memory, on a free port. */
  private async dynamoProprio(id: string): Promise<{ running: Processo; endpoint: string; client: DynamoDBClient }> {
    const port = await freePort();
    const running = await startDynamoDb(join(this.deps.dataDir, 'mundos', id), port, true);
    const endpoint = `http://127.0.0.1:${port}`;
    return { running, endpoint, client: new DynamoDBClient({ ...sdkOptions, endpoint }) };
  }

  /** An s3rver of the world's own, on a free port, its files in a folder removed with the world. */
  private async s3Proprio(id: string): Promise<{ running: Processo; endpoint: string; client: S3Client; port: number; dir: string }> {
    const port = await freePort();
    const dir = join(this.deps.dataDir, 'mundos', id);
    const running = await startS3(dir, port);
    const endpoint = `http://127.0.0.1:${port}`;
    return { running, endpoint, port, dir, client: new S3Client({ ...sdkOptions, endpoint, forcePathStyle: true }) };
  }

  private async criarTabela(dynamo: DynamoDBClient, nome: string, copiar: boolean, stream: boolean): Promise<void> {
    await ensureTable(dynamo, () => undefined, nome, { stream });
    if (!copiar) return;
    const lotes: Record<string, AttributeValue>[][] = [];
    for (let i = 0; i < this.retrato.itens.length; i += 25) lotes.push(this.retrato.itens.slice(i, i + 25));
    await emLotes(lotes, 4, async (lote) => {
      let pedidos = lote.map((Item) => ({ PutRequest: { Item } }));
      while (pedidos.length) {
        const out = await dynamo.send(new BatchWriteItemCommand({ RequestItems: { [nome]: pedidos } }));
        pedidos = (out.UnprocessedItems?.[nome] ?? []) as typeof pedidos;
      }
    });
  }

  /** `proprio`: the world's own s3rver, which the shared one cannot copy into. */
  private async criarBucket(nome: string, copiar: boolean, proprio?: S3Client): Promise<void> {
    await ensureBucket(proprio ?? this.s3, this.deps.url, () => undefined, nome);
    if (!copiar) return;
    const origem = this.deps.env.BUCKET_NAME!;
    if (proprio) {
      return emLotes(this.retrato.objetos, 4, async (key) => {
        const obj = await this.s3.send(new GetObjectCommand({ Bucket: origem, Key: key }));
        await proprio.send(new PutObjectCommand({ Bucket: nome, Key: key, Body: await obj.Body!.transformToByteArray(), ContentType: obj.ContentType }));
      });
    }
    await emLotes(this.retrato.objetos, 4, (key) =>
      this.s3.send(new CopyObjectCommand({ Bucket: nome, Key: key, CopySource: `${origem}/${key.split('/').map(encodeURIComponent).join('/')}` })),
    );
  }

  /** A pool of its own with the seed's accounts: the same sub (the tables' accounts name it), password, status and groups. */
  private async criarPool(nome: string, copiar: boolean): Promise<{ userPoolId: string; clientId: string }> {
    const ids = await ensureUserPool(this.cognito, () => undefined, nome);
    if (!copiar) return ids;
    const UserPoolId = ids.userPoolId;
    await emLotes(this.retrato.usuarios, 2, async (u) => {
      await this.cognito.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: u.Attributes.find((a) => a.Name === 'email')!.Value,
          UserAttributes: u.Attributes,
          TemporaryPassword: u.Password,
          MessageAction: 'SUPPRESS',
        }),
      );
      if (u.UserStatus === 'CONFIRMED') await this.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: u.Username, Password: u.Password, Permanent: true }));
      if (!u.Enabled) await this.cognito.send(new AdminDisableUserCommand({ UserPoolId, Username: u.Username }));
      for (const g of this.retrato.grupos.filter((g) => g.members?.includes(u.Username))) {
        await this.cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: u.Username, GroupName: g.GroupName }));
      }
    });
    return ids;
  }
}

/** Runs the demo seed (scripts/local/seed) into a world's table, bucket and pool, on its date, in a node of its own with its environment. */
async function semearMundo(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./seed/seed-mundo.ts', import.meta.url))], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let saida = '';
  child.stdout.on('data', (c: Buffer) => (saida = (saida + c.toString()).slice(-4000)));
  child.stderr.on('data', (c: Buffer) => (saida = (saida + c.toString()).slice(-4000)));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding a world failed (exit ${code}): ${saida}`);
}
