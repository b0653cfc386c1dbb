import type { Server } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RouteId } from '@emc/shared/routes';
import { startGateway } from '../scripts/local/gateway';
import { freePort } from '../scripts/local/ports';
import { benchStack } from './pilha';
import { enviar, medicoLimpo, pedidos } from './rotas';
import { unidadesIndices } from './unidades-indices';

/** What one warm call of a route consumes, besides time. */
export interface CapacidadeRota {
  id: RouteId;
  /** DynamoDB read and write request units (ReturnConsumedCapacity TOTAL against DynamoDB Local, plus the index writes of transactions, which it leaves out: unidades-indices.ts). */
  rru: number;
  wru: number;
  /** Bytes the function logs at the deployed level (INFO). */
  logBytes: number;
  /** E-mails sent (counted in the SES emulator's mailbox). */
  emails: number;
  /** Size of the file a report route wrote (fetched from its answer's URL), else 0. */
  arquivoBytes: number;
}

const READS = /^(Get|BatchGet|TransactGet|Query|Scan)/;

/** The table keys a transaction writes (its condition checks write nothing). */
function chavesEscritas(input: TransactWriteCommandInput): { TableName: string; Key: Record<string, unknown> }[] {
  return (input.TransactItems ?? []).flatMap((t) => {
    const op = t.Put ? { TableName: t.Put.TableName!, Key: { pk: t.Put.Item!.pk, sk: t.Put.Item!.sk } } : (t.Update ?? t.Delete);
    return op ? [{ TableName: op.TableName!, Key: op.Key! }] : [];
  });
}

/**
 * One warm call of each route through a second gateway on a free port that runs the groups' source
 * handlers (functions/src/<group>/handler.ts, what the bundles are built from) in this process, so
 * an SDK middleware on their one DynamoDB client (lib/db/client.ts) can ask every call for
 * ReturnConsumedCapacity. The bundles carry their own SDK copy, out of reach, and the latency is
 * measured on them, never here. Logs are counted at INFO (CDK's POWERTOOLS_LOG_LEVEL), mails in the
 * SES emulator's store.
 */
export async function medirCapacidade(ids: RouteId[]): Promise<Map<RouteId, CapacidadeRota>> {
  const b = await benchStack();
  const todos = new Map((await pedidos(b, await medicoLimpo(b))).map((p) => [p.id, p]));
  const { db } = await import('@emc/functions/lib/db/client');
  let medindo = false;
  let rru = 0;
  let wru = 0;
  // The items a transaction writes, read before and after it (uncounted) for its index units.
  const leitor = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: b.stack.env.AWS_ENDPOINT_URL_DYNAMODB, region: b.stack.env.AWS_REGION }));
  const imagens = (chaves: { TableName: string; Key: Record<string, unknown> }[]) =>
    Promise.all(chaves.map(async (c) => (await leitor.send(new GetCommand({ ...c, ConsistentRead: true }))).Item));
  db.middlewareStack.add(
    (next, context) => async (args) => {
      if (!medindo) return next(args);
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const chaves = context.commandName === 'TransactWriteItemsCommand' ? chavesEscritas(args.input as TransactWriteCommandInput) : [];
      const antes = await imagens(chaves);
      const out = await next(args);
      const cc = (out.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
      const units = (Array.isArray(cc) ? cc : cc ? [cc] : []).reduce((a, c) => a + (c.CapacityUnits ?? 0), 0);
      if (READS.test(context.commandName ?? '')) rru += units;
      else wru += units;
      if (chaves.length) {
        const depois = await imagens(chaves);
        wru += chaves.reduce((a, _, i) => a + unidadesIndices(antes[i], depois[i]), 0);
      }
      return out;
    },
    { step: 'initialize', name: 'benchConsumedCapacity' },
  );
  const groups = [...new Set(ids.map((id) => todos.get(id)!.group))];
  const handlers = new Map(
    await Promise.all(groups.map(async (g) => [g, ((await import(`@emc/functions/${g}/handler`)) as { handler: (e: unknown, c: unknown) => Promise<unknown> }).handler] as const)),
  );
  const port = await freePort();
  const server: Server = await startGateway({ port, webDist: '', handlers: handlers as never });
  const url = `http://127.0.0.1:${port}`;
  const mailbox = `http://127.0.0.1:${b.stack.ports.ses}/store`;
  const mails = async () => ((await (await fetch(mailbox)).json()) as { emails: unknown[] }).emails.length;
  const out = new Map<RouteId, CapacidadeRota>();
  const nivel = process.env.POWERTOOLS_LOG_LEVEL;
  const write = process.stdout.write.bind(process.stdout);
  try {
    for (const id of ids) {
      const p = todos.get(id)!;
      const token = p.conta ? b.tokens[p.conta] : undefined;
      await enviar(url, token, await p.montar()); // warm: the account check and the modules load once per container
      const req = await p.montar();
      const antes = await mails();
      let logBytes = 0;
      process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
      process.stdout.write = ((chunk: string | Uint8Array) => {
        logBytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
        return true;
      }) as typeof process.stdout.write;
      rru = 0;
      wru = 0;
      medindo = true;
      let r: Awaited<ReturnType<typeof enviar>>;
      try {
        r = await enviar(url, token, req);
      } finally {
        medindo = false;
        process.stdout.write = write;
        if (nivel === undefined) delete process.env.POWERTOOLS_LOG_LEVEL;
        else process.env.POWERTOOLS_LOG_LEVEL = nivel;
      }
      if (r.status !== p.esperado) console.log(`  [capacity] ${id}: ${r.status} (expected ${p.esperado}) ${r.body.slice(0, 160)}`);
      let arquivoBytes = 0;
      if (p.group === 'relatorios' && p.method === 'GET' && r.status === 200) {
        const link = JSON.parse(r.body) as string;
        if (link.startsWith('http')) arquivoBytes = (await (await fetch(link)).arrayBuffer()).byteLength;
      }
      out.set(id, { id, rru, wru, logBytes, emails: (await mails()) - antes, arquivoBytes });
    }
  } finally {
    leitor.destroy();
    await new Promise<void>((r) => server.close(() => r()));
  }
  return out;
}
