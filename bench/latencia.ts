import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { RouteId } from '@emc/shared/routes';
import { cronometrar, envNumber, mediana, tabela } from './estatistica';
import { benchStack, type BenchStack } from './pilha';
import { enviar, medicoLimpo, pedidos, type Pedido } from './rotas';

/** Writes timed too (not in the ≤ 3× target, which is about reads): the cost model needs their durations. */
export const ESCRITAS_MEDIDAS: RouteId[] = ['login.logon', 'participacao.create', 'participacao.update', 'analise.aprovar', 'anexo.upload'];

export interface LatenciaRota {
  id: RouteId;
  group: string;
  method: string;
  p50: number;
  n: number;
  /** Generates a file (xlsx or PDF): timed, but outside the reads' target. */
  arquivo: boolean;
  /** Answers that were not the declared status (should be 0). */
  inesperadas: number;
}

export interface Latencia {
  getItemP50: number;
  rotas: LatenciaRota[];
}

/** The report group writes a file on every call: its own target is quality.md's xlsx one. */
const geraArquivo = (p: Pedido) => p.group === 'relatorios';

let memo: Promise<Latencia> | undefined;

/**
 * Waits (at most 3 minutes) until the outbox has nothing left to send: the seed's decisions queue
 * e-mails that the stack's stream consumer sends, in this process, for the first seconds after the
 * start, and the routes timed meanwhile (the secretaries', first in the manifest) paid for them.
 */
async function esperarSaidaVazia(b: BenchStack, client: DynamoDBDocumentClient): Promise<void> {
  const { SAIDA_TYPE } = await import('@emc/functions/lib/db/saida');
  const t0 = Date.now();
  for (;;) {
    let pendentes = 0;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new ScanCommand({
          TableName: b.stack.env.TABLE_NAME,
          FilterExpression: '#t = :t AND #e IN (:p, :e)',
          ExpressionAttributeNames: { '#t': 'type', '#e': 'estado' },
          ExpressionAttributeValues: { ':t': SAIDA_TYPE, ':p': 'pendente', ':e': 'enviando' },
          Select: 'COUNT',
          ExclusiveStartKey,
        }),
      );
      pendentes += page.Count ?? 0;
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    if (!pendentes || Date.now() - t0 > 180_000) {
      console.log(`[bench] latency: ${pendentes ? `${pendentes} e-mails still queued after` : 'the outbox was empty after'} ${Math.round((Date.now() - t0) / 1000)} s`);
      return;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * The warm p50 of each read route through the local gateway (BENCH_LATENCIA_N calls one after the
 * other, default 100, after BENCH_LATENCIA_AQUECIMENTO warm-up calls, default 10), and the p50 of one
 * DynamoDB Local GetItem from this process, measured before and after the routes. Once per process:
 * the cost model reuses it.
 */
export function medirLatencia(): Promise<Latencia> {
  memo ??= (async () => {
    const n = envNumber('BENCH_LATENCIA_N', 100);
    const aquecimento = envNumber('BENCH_LATENCIA_AQUECIMENTO', 10);
    const b = await benchStack();
    // Reads about a doctor whose history is the seed's alone (rotas.ts medicoLimpo); writes as medico@.
    const todos = await pedidos(b, await medicoLimpo(b));
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: b.stack.env.AWS_ENDPOINT_URL_DYNAMODB, region: b.stack.env.AWS_REGION }));
    await esperarSaidaVazia(b, client);
    const { usuarioKey } = await import('@emc/functions/lib/db/usuarios');
    const getItem = () => client.send(new GetCommand({ TableName: b.stack.env.TABLE_NAME, Key: usuarioKey(b.claims.medico.idUsuario) }));
    await cronometrar(50, getItem);
    const getItemTimes = await cronometrar(Math.ceil(n / 2), getItem);

    const rotas: LatenciaRota[] = [];
    const medidos = todos.filter((p) => p.method === 'GET' || ESCRITAS_MEDIDAS.includes(p.id));
    for (const p of medidos) {
      const token = p.conta ? b.tokens[p.conta] : undefined;
      const leitura = p.method === 'GET';
      const vezes = geraArquivo(p) ? Math.min(n, 10) : leitura ? n : Math.min(n, 30);
      // A read repeats one request (the same warm read); a write needs a fresh one each time, built untimed.
      const fixo = leitura ? await p.montar() : undefined;
      let inesperadas = 0;
      let exemplo = '';
      const uma = async () => {
        const r = await enviar(b.url, token, fixo ?? (await p.montar()));
        if (r.status !== p.esperado) {
          inesperadas++;
          exemplo ||= `${r.status} ${r.body.slice(0, 200)}`;
        }
        return r.ms;
      };
      for (let i = 0; i < Math.min(aquecimento, vezes); i++) await uma();
      const tempos: number[] = [];
      for (let i = 0; i < vezes; i++) tempos.push(await uma());
      if (inesperadas) console.log(`  ${p.id}: ${inesperadas} answers other than ${p.esperado}, e.g. ${exemplo}`);
      rotas.push({ id: p.id, group: p.group, method: p.method, p50: mediana(tempos), n: vezes, arquivo: geraArquivo(p), inesperadas });
    }
    getItemTimes.push(...(await cronometrar(Math.floor(n / 2), getItem)));
    client.destroy();
    return { getItemP50: mediana(getItemTimes), rotas };
  })();
  return memo;
}

export async function benchLatencia(): Promise<boolean> {
  const { getItemP50, rotas } = await medirLatencia();
  const leituras = rotas.filter((r) => r.method === 'GET');
  console.log(`\nWarm latency per read route through the local gateway, against one DynamoDB Local GetItem (p50 ${getItemP50.toFixed(2)} ms, same run).`);
  const linha = (r: LatenciaRota) => [r.id, r.p50.toFixed(2), (r.p50 / getItemP50).toFixed(2), String(r.n), r.arquivo ? 'file, not in target' : r.method === 'GET' ? '' : 'write, not in target'];
  console.log(tabela(['route', 'p50 ms', 'ratio', 'calls', ''], [...leituras, ...rotas.filter((r) => r.method !== 'GET')].map(linha), [1, 2, 3]));
  const alvo = leituras.filter((r) => !r.arquivo);
  const acima = alvo.filter((r) => r.p50 / getItemP50 > 3);
  const ruins = rotas.filter((r) => r.inesperadas);
  console.log(`\n${alvo.length} read routes in the target (≤ 3× GetItem): ${acima.length ? `${acima.length} over: ${acima.map((r) => `${r.id} ${(r.p50 / getItemP50).toFixed(1)}×`).join(', ')}` : 'none over'}.`);
  console.log(`Not in the target: the report group's ${leituras.length - alvo.length} GET routes (each writes an xlsx or PDF to S3; quality.md's xlsx target covers them).`);
  if (ruins.length) console.log(`Routes that answered other than their declared status: ${ruins.map((r) => r.id).join(', ')}`);
  return acima.length === 0 && ruins.length === 0;
}
