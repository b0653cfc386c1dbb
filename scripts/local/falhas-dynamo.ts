import { randomUUID } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';

/**
 * A fault proxy in front of a test world's DynamoDB endpoint (mundos.ts, OpcoesMundo.falhasDynamo):
 * the world's functions send every DynamoDB request through it, and a test tells it what to do
 * (tests/support/mundo.ts, falhaNoMundo). Without rules it passes everything on unchanged.
 */

/** Answers a share of the requests (of some operations, or all) as DynamoDB does when it throttles. */
export interface RegraLimitar {
  tipo: 'limitar';
  /** Share of the matching requests refused, 0 to 1. */
  fracao: number;
  /** Operations (x-amz-target's name: PutItem, TransactWriteItems, …); every one when absent. */
  operacoes?: string[];
  erro?: 'ProvisionedThroughputExceededException' | 'ThrottlingException';
}

/**
 * Kills the world's functions with the `n`-th request of `operacao` (whose body contains `contem`)
 * in flight, as a Lambda container dies: the worker is terminated while the proxy holds the request,
 * then the request reaches DynamoDB (`passar`: it was already on the wire) or never does (`descartar`).
 * One kill per rule.
 */
export interface RegraMatar {
  tipo: 'matar';
  operacao: string;
  contem?: string;
  n?: number;
  depois: 'passar' | 'descartar';
}

export type RegraFalha = RegraLimitar | RegraMatar;

export interface EstadoFalhas {
  /** Requests seen since the rules were last set, by operation. */
  pedidos: Record<string, number>;
  /** Requests answered as throttled. */
  limitados: number;
  /** Kills done. */
  mortes: number;
}

export interface ProxyFalhas {
  endpoint: string;
  definir(regras: RegraFalha[]): void;
  estado(): EstadoFalhas;
  parar(): Promise<void>;
}

const ERROS = {
  ProvisionedThroughputExceededException: {
    type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
    message: 'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.',
  },
  ThrottlingException: { type: 'com.amazon.coral.availability#ThrottlingException', message: 'Rate of requests exceeds the allowed throughput.' },
} as const;

function lerCorpo(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    req.on('data', (c: Buffer) => partes.push(c));
    req.once('end', () => resolve(Buffer.concat(partes)));
    req.once('error', reject);
  });
}

/**
 * `alvo`: the DynamoDB endpoint behind; `matar`: terminates the world's functions (and starts new
 * ones for the next requests), runs `enquanto` while they are dead, and only then fails their
 * invocations, so a caller told of the death sees what the held request did.
 */
export async function iniciarProxyFalhas(alvo: string, matar: (enquanto: () => Promise<unknown>) => Promise<void>): Promise<ProxyFalhas> {
  const destino = new URL(alvo);
  let regras: RegraFalha[] = [];
  let estado: EstadoFalhas = { pedidos: {}, limitados: 0, mortes: 0 };
  const vistos = new Map<RegraMatar, number>();

  const encaminhar = (req: IncomingMessage, corpo: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; corpo: Buffer }>((resolve, reject) => {
      const out = request({ host: destino.hostname, port: destino.port, method: req.method, path: req.url, headers: req.headers }, (res) => {
        void lerCorpo(res).then((c) => resolve({ status: res.statusCode ?? 502, headers: res.headers, corpo: c }), reject);
      });
      out.once('error', reject);
      out.end(corpo);
    });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const corpo = await lerCorpo(req);
      const operacao = String(req.headers['x-amz-target'] ?? '').split('.').pop() ?? '';
      estado.pedidos[operacao] = (estado.pedidos[operacao] ?? 0) + 1;

      const limitar = regras.find((r): r is RegraLimitar => r.tipo === 'limitar' && (!r.operacoes || r.operacoes.includes(operacao)));
      if (limitar && Math.random() < limitar.fracao) {
        estado.limitados++;
        const erro = ERROS[limitar.erro ?? 'ProvisionedThroughputExceededException'];
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() });
        return res.end(JSON.stringify({ __type: erro.type, message: erro.message }));
      }

      const morte = regras.find((r): r is RegraMatar => r.tipo === 'matar' && r.operacao === operacao && (!r.contem || corpo.includes(r.contem)));
      if (morte) {
        const n = (vistos.get(morte) ?? 0) + 1;
        vistos.set(morte, n);
        if (n === (morte.n ?? 1)) {
          regras = regras.filter((r) => r !== morte);
          await matar(async () => {
            estado.mortes++;
            if (morte.depois === 'passar') await encaminhar(req, corpo);
          });
          return res.destroy();
        }
      }

      const resposta = await encaminhar(req, corpo);
      res.writeHead(resposta.status, resposta.headers);
      res.end(resposta.corpo);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    definir(novas) {
      regras = [...novas];
      vistos.clear();
      estado = { pedidos: {}, limitados: 0, mortes: 0 };
    },
    estado: () => structuredClone(estado),
    parar: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
