import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * The load's client, in a process of its own (bench/carga.ts starts it) so autocannon does not share
 * the gateway's event loop. Reads its plan from the JSON file named by argv[2]; prints one JSON line.
 */
export interface ItemCarga {
  rota: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** criar: a new participation (fresh Idempotency-Key and title each time); decidir: the next pending one of the pool. */
  tipo?: 'criar' | 'decidir';
}

export interface PlanoCarga {
  url: string;
  conexoes: number;
  segundos: number;
  itens: ItemCarga[];
  /** Bodies of approvals of pending participations, one per decision. */
  decisoes: string[];
  /** What a decision turns into once the pool is spent (a read of the queue). */
  depoisDasDecisoes: { path: string };
}

export interface ResultadoCarga {
  requisicoesPorSegundo: number;
  total: number;
  p50: number;
  p99: number;
  porStatus: Record<string, number>;
  porRota: Record<string, Record<string, number>>;
  exemplos: Record<string, string>;
  erros: number;
  timeouts: number;
  criadas: number;
  decididas: number;
}

const plano = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as PlanoCarga;
const porRota: Record<string, Record<string, number>> = {};
/** The first answer of each route and non-2xx status, to say why. */
const exemplos: Record<string, string> = {};
let criadas = 0;
let decididas = 0;
const decisoes = [...plano.decisoes];

const requests = plano.itens.map((item) => ({
  method: item.method,
  path: item.path,
  headers: item.headers,
  body: item.body,
  // The context is per connection, and a connection sends one request at a time (no pipelining).
  setupRequest: (req: autocannon.Request, context: Record<string, unknown>) => {
    context.gasto = false;
    if (item.tipo === 'criar') {
      criadas++;
      const body = JSON.parse(item.body!) as Record<string, unknown>;
      return { ...req, headers: { ...item.headers, 'idempotency-key': randomUUID() }, body: JSON.stringify({ ...body, titulo: `Participação da carga ${criadas}` }) };
    }
    if (item.tipo === 'decidir') {
      const body = decisoes.shift();
      context.gasto = !body;
      if (!body) return { ...req, method: 'GET', path: plano.depoisDasDecisoes.path, body: undefined, headers: { authorization: item.headers.authorization! } };
      decididas++;
      return { ...req, body };
    }
    return req;
  },
  onResponse: (status: number, body: string, context: Record<string, unknown>) => {
    const rota = context.gasto ? `${item.rota} (pool spent: a queue read instead)` : item.rota;
    const s = (porRota[rota] ??= {});
    s[status] = (s[status] ?? 0) + 1;
    if (status >= 300) exemplos[`${rota} ${status}`] ??= body.slice(0, 200);
  },
}));

const result = await autocannon({ url: plano.url, connections: plano.conexoes, duration: plano.segundos, requests: requests as autocannon.Request[], timeout: 30 });
const porStatus: Record<string, number> = {};
for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) porStatus[code] = count ?? 0;
const saida: ResultadoCarga = {
  requisicoesPorSegundo: result.requests.average,
  total: result.requests.total,
  p50: result.latency.p50,
  p99: result.latency.p99,
  porStatus,
  porRota,
  exemplos,
  erros: result.errors,
  timeouts: result.timeouts,
  criadas,
  decididas,
};
console.log(JSON.stringify(saida));
