import { Writable } from 'node:stream';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import type { RelatorioEmTarefa } from '@emc/shared/relatorios';
import { db } from '@emc/functions/lib/db/client';
import { HttpResult } from '@emc/functions/lib/http';
import { logger } from '@emc/functions/lib/logger';
import { paginasDoCiclo } from '@emc/functions/lib/relatorios/detalhado';
import { dataUtc, escreverXlsx, type Linha } from '@emc/functions/lib/relatorios/xlsx';
import type { Principal } from '@emc/functions/lib/principal';
import { actions, handler } from '@emc/functions/relatorios/handler';

/**
 * One measurement of bench/relatorios.ts, in a process of its own so that its peak RSS is the
 * report's alone: bundled with the functions' esbuild options from the relatorios group's handler
 * (the function's own bundle) and run by plain `node` with the function's NODE_OPTIONS. Arguments:
 * `escrita {rows}` (the xlsx writer alone, synthetic rows of the detailed report's shape, into a
 * sink that discards them), `leitura {ciclo}` (the detailed report's reads alone), or
 * `{report} {ciclo|idArea}` (the route's action against DynamoDB Local and s3rver, as the
 * environment says; run twice: cold, then warm; a report the action hands to a job, 202, is then run
 * by the function's stream entry as the table's stream would, and its link read as the screen reads
 * it: the figures are the job's, end to end). Prints one line `RESULT {json}`, with the peaks of
 * the V8 heap and of the memory outside it (Buffers) sampled every 20 ms.
 */

/** Read units, from ReturnConsumedCapacity on every call of the functions' DynamoDB client. */
let rcu = 0;
db.middlewareStack.add(
  (next) => async (args) => {
    (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
    const out = await next(args);
    const cc = (out.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
    for (const c of Array.isArray(cc) ? cc : cc ? [cc] : []) rcu += c.CapacityUnits ?? 0;
    return out;
  },
  { step: 'initialize', name: 'benchCapacity' },
);

/** The rows the report wrote, from its own log line. */
let linhas: number[] = [];
const info = logger.info.bind(logger);
logger.info = (message, extra) => {
  if (message === 'relatorio gerado') linhas = (extra?.linhas as number[]) ?? [];
  else info(message, extra);
};

const picos = { heapMb: 0, externoMb: 0 };
const amostrador = setInterval(() => {
  const m = process.memoryUsage();
  picos.heapMb = Math.max(picos.heapMb, m.heapUsed / 2 ** 20);
  // `external` already counts the ArrayBuffers (Buffers) that `arrayBuffers` names.
  picos.externoMb = Math.max(picos.externoMb, m.external / 2 ** 20);
}, 20);

const admin: Principal = { idUsuario: 'bench', name: 'Bench', email: '', roles: ['Administradores'] };
// From the group's handler, so that the bundle is the function's own (everything its cold start loads).
const acoes = { comparativo: actions['relatorios.comparativo'], geral: actions['relatorios.geral'], area: actions['relatorios.area'], detalhado: actions['relatorios.detalhado'] } as const;

async function* sinteticas(n: number): AsyncGenerator<Linha> {
  for (let i = 0; i < n; i++) {
    const d = dataUtc(`2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`);
    yield [
      `p${String(i).padStart(11, '0')}`, `Médica Sintética ${i % 5000}`, String(100000 + (i % 5000)), 'Cardiologia', `Congresso Brasileiro de Cardiologia ${i}`,
      'Congressos e eventos científicos', 'Congresso nacional', 'Ouvinte', 'Médio valor', d, d, 8, 'Aprovada', 5, d, 'Administradora do Programa', d, i % 10 ? null : 'Certificado legível.',
    ];
    // A Query page's worth of rows at a time, as the report gets them.
    if (i % 2000 === 0) await new Promise((r) => setImmediate(r));
  }
}

async function escrita(n: number) {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _e, cb) {
      bytes += chunk.length;
      cb();
    },
  });
  const colunas = Array.from({ length: 18 }, (_, i) => ({ titulo: `Coluna ${i + 1}`, tipo: [9, 10, 14, 16].includes(i) ? ('data' as const) : [11, 13].includes(i) ? ('decimal' as const) : ('texto' as const) }));
  const t0 = performance.now();
  const [rows] = await escreverXlsx(sink, [{ nome: 'Participações', colunas, linhas: sinteticas(n) }]);
  return { ms: performance.now() - t0, rows, bytes };
}

async function leitura(ciclo: number) {
  const t0 = performance.now();
  let rows = 0;
  for await (const pagina of paginasDoCiclo({ client: db, table: process.env.TABLE_NAME! }, ciclo)) rows += pagina.length;
  return { ms: performance.now() - t0, rows, rcu };
}

async function relatorio(tipo: keyof typeof acoes, valor: string) {
  const query = tipo === 'area' ? { idArea: valor } : { ciclo: Number(valor) };
  const run = async () => {
    rcu = 0;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const deps = { db: { client: db, table: process.env.TABLE_NAME! } };
    const resposta = await acoes[tipo]({ params: {}, query, body: {}, headers: {}, files: [] } as never, admin, deps);
    let link: string;
    let tarefa = false;
    let corridas = 0;
    if (resposta instanceof HttpResult) {
      // 202: the job, run now by the function's other entry, as the table's stream hands it over.
      tarefa = true;
      const { tarefa: t } = JSON.parse(resposta.response.body ?? '{}') as RelatorioEmTarefa;
      const registro = { eventName: 'INSERT', dynamodb: { SequenceNumber: '1', NewImage: { type: { S: 'TAREFA' }, estado: { S: 'pendente' }, tipo: { S: 'relatorio' }, id: { S: t.id } } } };
      // A failed run gives the job back (`pendente`), and the stream brings it again: here, at once, as often as the runner allows.
      let feita;
      do {
        corridas++;
        await handler({ Records: [registro] } as DynamoDBStreamEvent, undefined as unknown as Context);
        feita = await actions['relatorios.tarefa']({ params: { id: t.id }, query: {}, body: {}, headers: {}, files: [] } as never, admin, deps);
      } while (feita.estado === 'pendente' && corridas < 5);
      if (feita.estado !== 'concluida' || !feita.link) throw new Error(`bench relatorios: job ${t.id} ${feita.estado} ${feita.erro ?? ''}`);
      link = feita.link;
    } else link = resposta;
    const cpu = process.cpuUsage(cpu0);
    return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, rcu, link, tarefa, corridas };
  };
  const frio = await run();
  const quente = await run();
  // This process's CPU in the warm call: the function's own work (the SDK's requests and their parsing, the rows, the zip), whatever DynamoDB Local takes.
  return { ms: frio.ms, msQuente: quente.ms, cpuQuenteMs: quente.cpuMs, rcu: quente.rcu, rows: linhas[0] ?? 0, link: quente.link, tarefa: quente.tarefa, corridas: quente.corridas + frio.corridas };
}

const [modo = '', arg = ''] = process.argv.slice(2);
const resultado = modo === 'escrita' ? await escrita(Number(arg)) : modo === 'leitura' ? await leitura(Number(arg)) : await relatorio(modo as keyof typeof acoes, arg);
clearInterval(amostrador);
// ru_maxrss, in KB on Linux.
const cpu = process.cpuUsage();
console.log(`RESULT ${JSON.stringify({ ...resultado, rssMb: process.resourceUsage().maxRSS / 1024, cpuMs: (cpu.user + cpu.system) / 1000, ...picos })}`);
