import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { build } from 'esbuild';
import { aliasFor, bundling, externalModulesFor, nodeOptionsFor } from '@emc/functions/bundling';
import { NAMES } from '../scripts/local/config';
import { startS3 } from '../scripts/local/emulators';
import { freePort } from '../scripts/local/ports';
import { withDynamoLocal, type BenchDynamo } from './dynamo-local';

const MEDICOS = Number(process.env.BENCH_DOCTORS ?? 5000);
const PARTICIPACOES = Number(process.env.BENCH_PARTICIPATIONS ?? 100_000);
/** Fresh processes per measurement of the detailed report at full size (its figures are their medians: the machine is shared). */
const REPETICOES = Math.max(1, Number(process.env.BENCH_REPETICOES ?? 3));
/** quality.md: 100k rows in ≤ 3 s and ≤ 150 MB peak memory. */
const ALVO_S = 3;
const ALVO_MB = 150;
const AREAS = ['Cardiologia', 'Clínica Médica', 'Pediatria', 'Cirurgia Geral', 'Anestesiologia', 'Medicina Intensiva'];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const processo = join(root, 'functions', 'dist', 'bench-relatorios', 'index.mjs');
/** The relatorios function's NODE_OPTIONS, as CDK deploys them (source maps, V8's heap sizes). */
const NODE_OPTIONS = nodeOptionsFor('relatorios');
/** The relatorios function's memory (infra/lib/lambda-function.ts), which Lambda's bootstrap sizes V8's heap from. */
const MEMORIA_MB = 1024;
/** The settings the group's modules read when they load (the token verifier's), never used by a report. */
const AUTENTICACAO = { JWT_ISSUER: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_bench', USER_POOL_CLIENT_ID: 'bench' };

/**
 * The heap sizes Lambda's Node bootstrap passes `node` when NODE_OPTIONS names neither: semi-spaces
 * of a twentieth of the function's memory, an old space of the rest less a tenth (copies of the
 * runtime's bootstrap script; it leaves both to V8 when NODE_OPTIONS names either).
 */
function argumentosDoLambda(nodeOptions: string): string[] {
  if (/max[-_](semi|old)[-_]space[-_]size/.test(nodeOptions)) return [];
  const novo = Math.floor(MEMORIA_MB / 10);
  return [`--max-semi-space-size=${Math.floor(novo / 2)}`, `--max-old-space-size=${MEMORIA_MB - novo}`];
}

interface Medida {
  ms: number;
  msQuente?: number;
  rcu?: number;
  rows: number;
  rssMb: number;
  bytes?: number;
  link?: string;
  cpuMs?: number;
  cpuQuenteMs?: number;
  heapMb?: number;
  externoMb?: number;
  /** Written by a job (the action answered 202; lib/relatorios/tarefa.ts), not in its request. */
  tarefa?: boolean;
  /** The job's runs in the cold and the warm call (more than 2: a run failed and was run again, as the stream would). */
  corridas?: number;
}

/** bench/relatorios-processo.ts bundled as the function is (esbuild, CDK's options, its source map), so the child runs what Lambda runs. */
async function empacotar(): Promise<void> {
  await build({
    entryPoints: [join(root, 'bench', 'relatorios-processo.ts')],
    outfile: processo,
    bundle: true,
    platform: 'node',
    target: bundling.target,
    format: bundling.format,
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    mainFields: bundling.mainFields,
    external: externalModulesFor('relatorios'),
    alias: Object.fromEntries(Object.entries(aliasFor('relatorios')).map(([m, path]) => [m, join(root, path)])),
    banner: { js: bundling.banner },
    logLevel: 'warning',
  });
}

/**
 * One measurement in a fresh `node` (its peak RSS is its own), started as Lambda starts the
 * function: with its NODE_OPTIONS (unless `env` gives others) and the bootstrap's heap sizes when
 * those name none.
 */
function medir(args: string[], env: Record<string, string>): Promise<Medida> {
  const ambiente = { ...process.env, NODE_OPTIONS, ...AUTENTICACAO, ...env };
  return new Promise((ok, falha) => {
    const child = spawn(process.execPath, [...argumentosDoLambda(ambiente.NODE_OPTIONS ?? ''), processo, ...args], { env: ambiente, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', falha);
    child.on('exit', (code) => {
      const linha = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code !== 0 || !linha) falha(new Error(`bench relatorios ${args.join(' ')}: exit ${code}\n${out.slice(-2000)}\n${err.slice(-2000)}`));
      else ok(JSON.parse(linha.slice('RESULT '.length)) as Medida);
    });
  });
}

/** The file behind a link, checked to be a whole zip (its end-of-central-directory record). */
async function conferirArquivo(link: string): Promise<number> {
  const res = await fetch(link);
  const bytes = Buffer.from(await res.arrayBuffer());
  const inteiro = res.status === 200 && bytes.subarray(0, 2).toString() === 'PK' && bytes.subarray(-22).readUInt32LE(0) === 0x06054b50;
  if (!inteiro) throw new Error(`bench relatorios: ${link} is not a whole xlsx (${res.status}, ${bytes.length} bytes)`);
  return bytes.length;
}

/** `n` measurements, each in a fresh process. */
async function repetir(n: number, args: string[], env: Record<string, string>): Promise<Medida[]> {
  const out: Medida[] = [];
  for (let i = 0; i < n; i++) out.push(await medir(args, env));
  return out;
}

const mediana = (xs: number[]) => {
  const o = [...xs].sort((a, b) => a - b);
  return o.length % 2 ? o[(o.length - 1) / 2]! : (o[o.length / 2 - 1]! + o[o.length / 2]!) / 2;
};
/** A figure of repeated runs: its median, with the range when there are several (`1.42 s (1.30–1.61)`). */
function faixa(xs: number[], casas: number, unidade: string): string {
  const f = (x: number) => x.toLocaleString('en', { minimumFractionDigits: casas, maximumFractionDigits: casas });
  return xs.length > 1 ? `${f(mediana(xs))} ${unidade} (${f(Math.min(...xs))}–${f(Math.max(...xs))})` : `${f(xs[0]!)} ${unidade}`;
}
const cargas = () => loadavg().map((x) => x.toFixed(1)).join(' / ');

/**
 * The bench's data, as the domain would have written it: 5,000 doctors (6 areas), 100,000
 * participations in the current cycle (every status, 12 months) and counters in the 8 cycles of the
 * history. `carregar(de, ate)` loads doctors `de` to `ate` with theirs, then the cycles' counters
 * over every doctor loaded so far.
 */
export async function dadosDoBench({ db, write }: BenchDynamo) {
  const { medicoItem } = await import('@emc/functions/lib/db/medicos');
  const { putArea } = await import('@emc/functions/lib/db/areas');
  const { participacaoItem } = await import('@emc/functions/lib/db/participacoes');
  const { cicloAggKey, medicoCicloAggKey } = await import('@emc/functions/lib/db/contadores');
  const { COUNTER_NAMES, contribution } = await import('@emc/functions/lib/participacoes/aggregates');
  const { DEFAULT_META, currentCiclo, historyCiclos, yearOfCiclo } = await import('@emc/functions/lib/ciclo');
  const n = currentCiclo();
  const ano = yearOfCiclo(n);
  const ciclos = historyCiclos();
  const idAreas = AREAS.map((_, i) => `bencharea${i}`);
  await Promise.all(AREAS.map((nome, i) => putArea(db, { idArea: idAreas[i]!, nome, ativo: true })));

  const porMedico = Math.ceil(PARTICIPACOES / MEDICOS);
  /** The cycles' counters, kept over the doctors loaded (written after each step). */
  const porCiclo = new Map<number, Record<string, number>>();
  const adicionar = (ciclo: number, k: string, v: number) => {
    const c = porCiclo.get(ciclo) ?? {};
    c[k] = (c[k] ?? 0) + v;
    porCiclo.set(ciclo, c);
  };
  /** A doctor, its participations in the current cycle and its counters in the 8 cycles, as the domain would have written them. */
  const itensDoMedico = (d: number) => {
    const idMedico = `benchmed${String(d).padStart(5, '0')}`;
    const tipo = d % 3 ? ('Funcionário' as const) : ('Não funcionário' as const);
    const ativo = d % 50 !== 7;
    const nome = `Médico ${String(d).padStart(5, '0')} da Silva`;
    const crm = String(300000 + d);
    const idArea = idAreas[d % idAreas.length]!;
    const items: Record<string, unknown>[] = [
      medicoItem({ idMedico, nome, crm, ativo, tipo, idArea, cpf: '529.982.247-25', sexo: 'Feminino', dataNascimento: '1980-01-01', estadoCivil: 'Casado(a)', especialidade: 'Clínica Médica', especialidadesSecundarias: [], categoriaProfissional: 'Associado', telefone: '-', celular: '-', email: `${idMedico}@hospital.example` }),
    ];
    const acc: Record<string, number> = {};
    for (let i = 0; i < porMedico; i++) {
      const status = ([1, 2, 2, 2, 3, 4] as const)[(i + d) % 6]!;
      const mes = String(1 + ((i + d) % 12)).padStart(2, '0');
      const dataInicio = `${ano}-${mes}-${String(1 + ((i * 7 + d) % 28)).padStart(2, '0')}`;
      const decidida = status !== 1;
      const p = {
        id: `bp${d}x${i}`, idMedico, nomeMedico: nome, crmMedico: crm, tipoMedico: tipo, idArea, ciclo: n, status, titulo: `Congresso Brasileiro de Cardiologia ${i}`,
        idCategoria: 'c', categoria: 'Congressos e eventos científicos', categoriaTipo: 'OUTRA' as const, idForma: 'f', forma: 'Ouvinte', instituicao: 'Sociedade Brasileira de Cardiologia',
        dataInicio, dataFim: dataInicio, cargaHoraria: 8, credito: status === 2 ? 5 : 0, valor: status === 2 ? ('medio valor' as const) : undefined,
        idClassificacao: 'r', classificacao: 'Congresso nacional', versao: 2, criadaEm: `${dataInicio}T13:00:00.000Z`, criadaPor: idMedico,
        decididaEm: decidida ? `${dataInicio}T18:00:00.000Z` : undefined, decididaPor: decidida ? 'Administradora do Programa' : undefined,
        motivo: status === 3 ? 'Atividade sem relação com o programa.' : status === 4 ? 'Anexe o certificado completo, por favor.' : undefined,
        anexos: [], historico: [{ em: `${dataInicio}T13:00:00.000Z`, por: nome, porId: idMedico, de: null, para: 1 as const, texto: 'Participação registrada.' }],
      };
      items.push(participacaoItem(p));
      const c = contribution(p);
      for (const k of COUNTER_NAMES) acc[k] = (acc[k] ?? 0) + c[k];
      adicionar(n, `mes${mes}`, 1);
    }
    const sufixo = tipo === 'Funcionário' ? 'Funcionarios' : 'NaoFuncionarios';
    // The cycles before: counters only (their participations would not change what the reports read).
    for (const c of ciclos) {
      const a = c === n ? acc : { registros: 1 + ((d + c) % 4), aprovados: 1, pontos: (d * 7 + c * 13) % 70 };
      items.push({ ...medicoCicloAggKey(idMedico, c), ...a, versao: 1, idMedico, ciclo: c });
      if ((a.registros ?? 0) > 0) adicionar(c, `participantes${sufixo}`, 1);
      if ((a.pontos ?? 0) >= DEFAULT_META) adicionar(c, `atingiramMeta${sufixo}`, 1);
      adicionar(c, 'registros', a.registros ?? 0);
      adicionar(c, 'aprovados', a.aprovados ?? 0);
    }
    return items;
  };
  const carregar = async (de: number, ate: number) => {
    const lote: Record<string, unknown>[] = [];
    for (let d = de; d < ate; d++) {
      lote.push(...itensDoMedico(d));
      if (lote.length >= 20_000) await write(lote.splice(0));
    }
    await write([...lote.splice(0), ...[...porCiclo].map(([c, v]) => ({ ...cicloAggKey(c), ...v, ciclo: c }))]);
  };
  return { n, idAreas, porMedico, carregar };
}

/** The S3 settings of a report's process: s3rver accepts only its own key pair (DynamoDB Local any). */
const s3EnvDe = (porta: number) => ({
  BUCKET_NAME: NAMES.bucket,
  AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${porta}`,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  POWERTOOLS_LOG_LEVEL: 'WARN',
});

/** Runs `fn` with an s3rver of its own (its bucket created), in a temporary folder removed after. */
export async function comS3<T>(fn: (s3Env: ReturnType<typeof s3EnvDe>) => Promise<T>): Promise<T> {
  const s3Dir = mkdtempSync(join(tmpdir(), 'emc-bench-s3-'));
  const s3Port = await freePort();
  const s3 = await startS3(s3Dir, s3Port);
  try {
    const s3Env = s3EnvDe(s3Port);
    const cliente = new S3Client({ endpoint: s3Env.AWS_ENDPOINT_URL_S3, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    await cliente.send(new CreateBucketCommand({ Bucket: NAMES.bucket }));
    cliente.destroy();
    return await fn(s3Env);
  } finally {
    await s3.stop();
    rmSync(s3Dir, { recursive: true, force: true });
  }
}

/**
 * The four xlsx reports against DynamoDB Local and s3rver (quality.md: 100k rows in ≤ 3 s and
 * ≤ 150 MB): 5,000 doctors with 100,000 participations in the current cycle and counters in the 8
 * cycles of the history, loaded in two steps (a tenth, then the rest), each report run after each
 * step in a fresh process started as Lambda starts the function (its bundle, its NODE_OPTIONS): its
 * time (cold: the first call of the process, loading exceljs and S3's SDK; warm: the second), its
 * read units and its peak RSS, so that memory staying flat while the rows grow ten-fold is visible.
 *
 * The detailed report at full size, which the 3 s target is about, is measured BENCH_REPETICOES
 * times (default 3) in three ways, each figure a median: the xlsx writer alone on synthetic rows
 * into a sink (our code's time: what the 3 s measures), end to end (DynamoDB Local's reads, the
 * writer, s3rver's upload), and its reads alone (DynamoDB Local's throughput, which no change in
 * the function moves). Also the writer alone on a tenth and on three times the rows (memory flat),
 * and the report once with the other functions' NODE_OPTIONS (Lambda's bootstrap then sizes the
 * heap, as it did for this function before it had its own). Within target when the writer alone
 * writes the 100k rows in ≤ 3 s and every report's peak RSS stays ≤ 150 MB.
 */
export async function benchRelatorios(): Promise<boolean> {
  await empacotar();
  // The module reads its settings when it loads, though the writer alone uses neither.
  const semServicos = { TABLE_NAME: 'bench', BUCKET_NAME: 'bench', AWS_REGION: 'us-east-1' };
  const cargaEscrita = cargas();
  const escrita = await repetir(REPETICOES, ['escrita', String(PARTICIPACOES)], semServicos);
  const [escrita10, escrita300] = [await medir(['escrita', String(PARTICIPACOES / 10)], semServicos), await medir(['escrita', String(PARTICIPACOES * 3)], semServicos)];

  return withDynamoLocal(async (dynamo) => {
    const { n, idAreas, porMedico, carregar } = await dadosDoBench(dynamo);
    return comS3(async (s3Env) => {
      const relatorios: [string, string][] = [
        ['comparativo', String(n)],
        ['geral', String(n)],
        ['area', idAreas[0]!],
        ['detalhado', String(n)],
      ];
      const rodada = async () => {
        const out: Medida[] = [];
        for (const [tipo, valor] of relatorios) {
          const m = await medir([tipo, valor], s3Env);
          m.bytes = await conferirArquivo(m.link!);
          out.push(m);
        }
        return out;
      };
      const decimo = Math.max(1, Math.floor(MEDICOS / 10));
      let t0 = Date.now();
      await carregar(0, decimo);
      const cargaPequena = (Date.now() - t0) / 1000;
      const pequena = await rodada();
      t0 = Date.now();
      await carregar(decimo, MEDICOS);
      const cargaGrande = (Date.now() - t0) / 1000;
      const cargaInicio = cargas();
      const grande = await rodada();
      // The detailed report again (the round's run is the first of its repetitions), then its reads alone.
      const detalhado = [grande[3]!, ...(await repetir(REPETICOES - 1, ['detalhado', String(n)], s3Env))];
      const leitura = await repetir(REPETICOES, ['leitura', String(n)], s3Env);
      const cargaFim = cargas();
      // As Lambda would run it with the other functions' NODE_OPTIONS: the bootstrap's heap sizes.
      const opcoesComuns = nodeOptionsFor('analise');
      const semOpcoes = await medir(['detalhado', String(n)], { ...s3Env, NODE_OPTIONS: opcoesComuns });

      const mb = (x: number) => x.toFixed(0).padStart(6);
      const s = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(2).padStart(6);
      console.log(`\nxlsx reports (DynamoDB Local + s3rver; each in a fresh node running the bundled action with NODE_OPTIONS="${NODE_OPTIONS}"; RSS = the process's peak).`);
      console.log(`Loaded ${decimo.toLocaleString('en')} doctors / ${(decimo * porMedico).toLocaleString('en')} participations in ${cargaPequena.toFixed(0)} s, then ${MEDICOS.toLocaleString('en')} / ${(MEDICOS * porMedico).toLocaleString('en')} in ${cargaGrande.toFixed(0)} s more.`);
      console.log('report'.padEnd(12), 'rows'.padStart(7), 'cold s'.padStart(7), 'warm s'.padStart(7), 'RCU'.padStart(8), 'RSS MB'.padStart(7), 'file KB'.padStart(8), ' |', 'rows'.padStart(7), 'cold s'.padStart(7), 'warm s'.padStart(7), 'RCU'.padStart(8), 'RSS MB'.padStart(7), 'file KB'.padStart(8));
      let ok = true;
      relatorios.forEach(([tipo], i) => {
        const [a, b] = [pequena[i]!, grande[i]!];
        ok &&= a.rssMb <= ALVO_MB && b.rssMb <= ALVO_MB;
        const cols = (m: Medida) => [String(m.rows).padStart(7), s(m.ms).padStart(7), s(m.msQuente).padStart(7), (m.rcu ?? 0).toFixed(0).padStart(8), mb(m.rssMb).padStart(7), ((m.bytes ?? 0) / 1024).toFixed(0).padStart(8)];
        const modo = (m: Medida) => (m.tarefa ? '*' : ' ');
        console.log(tipo.padEnd(12), ...cols(a), modo(a), '|', ...cols(b), modo(b), b.rssMb <= ALVO_MB ? '' : `  ✗ (> ${ALVO_MB} MB)`);
      });
      console.log('  * written by a job (the request answered 202 with it; the figures are the request and the job run by the stream entry, end to end)');
      const det = grande[3]!;
      const linhas = det.rows.toLocaleString('en');
      ok &&= mediana(escrita.map((m) => m.ms)) / 1000 <= ALVO_S && detalhado.every((m) => m.rssMb <= ALVO_MB) && escrita.every((m) => m.rssMb <= ALVO_MB);
      const vezes = REPETICOES > 1 ? `median (min–max) of ${REPETICOES} fresh processes` : 'one process';
      console.log(`\ndetalhado, ${linhas} rows: ${vezes}. quality.md's 3 s is the writer alone's; end to end on DynamoDB Local is its reads' time.`);
      console.log(`  xlsx writer alone (synthetic rows of its 18 columns into a sink): ${faixa(escrita.map((m) => m.ms / 1000), 2, 's')}, peak RSS ${faixa(escrita.map((m) => m.rssMb), 0, 'MB')} (target ≤ ${ALVO_S} s, ≤ ${ALVO_MB} MB; load average ${cargaEscrita})`);
      console.log(`  end to end (warm call): ${faixa(detalhado.map((m) => (m.msQuente ?? 0) / 1000), 2, 's')}, this process's CPU in it ${faixa(detalhado.map((m) => (m.cpuQuenteMs ?? 0) / 1000), 2, 's')}; ${(det.rcu ?? 0).toLocaleString('en', { maximumFractionDigits: 0 })} RCU, peak RSS ${faixa(detalhado.map((m) => m.rssMb), 0, 'MB')} (V8 heap ${faixa(detalhado.map((m) => m.heapMb ?? 0), 0, 'MB')}, Buffers ${faixa(detalhado.map((m) => m.externoMb ?? 0), 0, 'MB')})`);
      const porSegundo = detalhado.map((m) => m.rows / ((m.msQuente ?? 1) / 1000));
      const corridas = detalhado.reduce((a, m) => a + (m.corridas ?? 0), 0);
      console.log(`  ${det.tarefa ? 'as a job' : 'in its request'}: ${faixa(porSegundo, 0, 'rows/s')} end to end, peak RSS ${faixa(detalhado.map((m) => m.rssMb), 0, 'MB')}${det.tarefa ? `; ${corridas} runs for ${detalhado.length * 2} jobs (cold and warm)` : ''}`);
      console.log(`  its reads alone: ${faixa(leitura.map((m) => m.ms / 1000), 2, 's')} for ${leitura[0]!.rows.toLocaleString('en')} items, of which this process's CPU ${faixa(leitura.map((m) => (m.cpuMs ?? 0) / 1000), 2, 's')}: the rest is DynamoDB Local (load average ${cargaInicio} → ${cargaFim})`);
      const razao = mediana(detalhado.map((m) => m.msQuente ?? 0)) / mediana(leitura.map((m) => m.ms));
      console.log(`  end to end ÷ its reads alone (the baseline of the same run): ${razao.toFixed(2)}× — the file costs ${((razao - 1) * 100).toFixed(0)}% on top of reading the rows`);
      console.log(`  peak RSS as the rows grow: end to end ${mb(pequena[3]!.rssMb).trim()} MB (${pequena[3]!.rows.toLocaleString('en')}) → ${mb(mediana(detalhado.map((m) => m.rssMb))).trim()} MB (${linhas}); writer alone ${mb(escrita10.rssMb).trim()} MB (${escrita10.rows.toLocaleString('en')}) → ${mb(mediana(escrita.map((m) => m.rssMb))).trim()} MB → ${mb(escrita300.rssMb).trim()} MB (${escrita300.rows.toLocaleString('en')}, ${s(escrita300.ms).trim()} s)`);
      console.log(`  end to end with NODE_OPTIONS="${opcoesComuns}" (Lambda's bootstrap then passes ${argumentosDoLambda(opcoesComuns).join(' ')}): ${mb(semOpcoes.rssMb).trim()} MB, ${s(semOpcoes.msQuente).trim()} s warm`);
      return ok;
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`relatorios: ${(await benchRelatorios()) ? 'within target' : 'OVER TARGET'}`);
}
