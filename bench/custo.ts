import { App } from 'aws-cdk-lib';
import type { RouteGroup, RouteId } from '@emc/shared/routes';
import { ANEXO } from '@emc/shared/status';
import { readConfig } from '../infra/lib/config';
import { sizeOf } from '../infra/lib/lambda-function';
import { medirCapacidade, type CapacidadeRota } from './capacidade';
import { tabela } from './estatistica';
import { medirLatencia, type LatenciaRota } from './latencia';
import { PRECOS, REGIOES, type Precos, type Regiao } from './precos';

/**
 * The cost model (docs/cost.md): each route's cost per call from this run's own figures (warm p50 on
 * the local gateway, the group's memory in infra/lib/lambda-function.ts, DynamoDB units, log bytes,
 * mails and answer sizes measured per call), weighted by a usage model of a hospital, at the list
 * prices of bench/precos.ts. Prints the cost per million API calls against quality.md's US$1.5,
 * and monthly estimates for 500, 3,000 and 10,000 doctors.
 */

/** The usage model: every figure a hospital would change to fit its own use. */
export const USO = {
  /** Sessions a doctor opens a month (each signs in once). */
  sessoesMedicoMes: 4,
  /** Participations a doctor registers a year, and certificates per participation. */
  participacoesMedicoAno: 12,
  comprovantesPorParticipacao: 1.2,
  /** Share of participations sent back for adjustment (one edit each). */
  ajustes: 0.15,
  /** Average certificate (PDF scan or phone photo): an assumption, bounded by the upload limit. */
  comprovanteBytes: 600 * 1024,
  /** Statements of credits a doctor downloads a year. */
  declaracoesMedicoAno: 2,
  /** One secretary per this many doctors; her sessions a month. */
  medicosPorSecretaria: 20,
  sessoesSecretariaMes: 8,
  /** One administrator per this many doctors, at least two. */
  medicosPorAdmin: 500,
  /** Each administrator: sessions, Desempenho views, doctor searches, corpo clínico pages, reports (each of the 4 xlsx) a month. */
  admin: { sessoes: 20, desempenho: 20, buscas: 40, corpoClinico: 10, relatorios: 4 },
  /** Share of doctors who sign in in a month (Cognito bills monthly active users). */
  medicosAtivosMes: 0.7,
  /** Deadline reminders a doctor receives a month (the lembretes function). */
  lembretesMedicoMes: 1,
  /** Years of participations and certificates kept (the table and bucket grow with them). */
  anosGuardados: 5,
  /** Copies of an item in the table's indexes (each GSI projects the item). */
  copiasIndices: 2,
  /** Standard CloudWatch alarms, dashboards and custom business metrics of the stack. */
  alarmes: 40,
  paineis: 1,
  metricas: 8,
  /** KMS customer keys (the backup vault's). */
  chavesKms: 1,
  /** SPA bytes a session downloads from CloudFront (most loads hit the browser cache). */
  spaBytesSessao: 300 * 1024,
};

/** Lambda's START/END/REPORT lines per invocation (text format), and one API access log line (infra/lib/api.ts's JSON fields). */
const LOG_PLATAFORMA_BYTES = 330;
const LOG_ACESSO_BYTES = 330;
/** Data transfer out to the internet, per GB (API answers). */
const TRANSFERENCIA: Record<Regiao, number> = { 'us-east-1': 0.09, 'sa-east-1': 0.15 };

/** S3 requests a call makes (server PUTs; the browser's GET of a presigned link). */
const S3: Partial<Record<RouteId, { put: number; get: number }>> = {
  'anexo.upload': { put: 1, get: 0 },
  'anexo.getById': { put: 0, get: 1 },
  'relatorios.geral': { put: 1, get: 1 },
  'relatorios.comparativo': { put: 1, get: 1 },
  'relatorios.area': { put: 1, get: 1 },
  'relatorios.detalhado': { put: 1, get: 1 },
  'relatorios.declaracao': { put: 1, get: 1 },
};

/** Calls a month by route for a hospital of `medicos` doctors. */
export function chamadasMes(medicos: number): Map<RouteId, number> {
  const m = new Map<RouteId, number>();
  const add = (id: RouteId, n: number) => m.set(id, (m.get(id) ?? 0) + n);
  const sessoes = medicos * USO.sessoesMedicoMes;
  const sessao: [RouteId, number][] = [
    ['login.logon', 1],
    ['medico.participacoesQuantidade', 2],
    ['medico.desempenho', 1],
    ['participacao.ciclos', 1],
    ['medico.historicoCiclos', 1],
    ['medico.historicoParticipacoesCiclos', 1],
    ['medico.participacoesStatus', 2],
    ['medico.perfil', 0.5],
    ['participacao.getById', 1],
    ['anexo.getById', 0.3],
    ['medico.meusDados', 0.2],
    ['conteudo.faqGetAll', 0.1],
  ];
  for (const [id, n] of sessao) add(id, sessoes * n);
  const participacoes = (medicos * USO.participacoesMedicoAno) / 12;
  const porParticipacao: [RouteId, number][] = [
    ['participacao.create', 1],
    ['tabela.categorias', 1],
    ['tabela.formas', 1],
    ['anexo.upload', USO.comprovantesPorParticipacao],
    ['participacao.update', USO.ajustes],
    // The administrator's review: the queue, its counts, the participation in context, the decision.
    ['analise.participacoesAdministrador', 1],
    ['analise.participacoesQuantidade', 1],
    ['analise.contexto', 1 + USO.ajustes],
    ['analise.aprovar', 1 + USO.ajustes],
  ];
  for (const [id, n] of porParticipacao) add(id, participacoes * n);
  add('relatorios.declaracao', (medicos * USO.declaracoesMedicoAno) / 12);
  const secretarias = Math.ceil(medicos / USO.medicosPorSecretaria);
  for (const [id, n] of [
    ['login.logon', 1],
    ['secretarias.getMedicosByIdSecretaria', 1],
    ['medico.participacoesStatus', 2],
    ['medico.participacoesQuantidade', 1],
  ] as [RouteId, number][])
    add(id, secretarias * USO.sessoesSecretariaMes * n);
  const admins = Math.max(2, Math.ceil(medicos / USO.medicosPorAdmin));
  add('login.logon', admins * USO.admin.sessoes);
  add('indicador.getDesempenhoTotal', admins * USO.admin.desempenho);
  add('medico.byName', admins * USO.admin.buscas);
  add('medico.corpoClinico', admins * USO.admin.corpoClinico);
  for (const id of ['relatorios.geral', 'relatorios.comparativo', 'relatorios.detalhado', 'relatorios.area'] as RouteId[]) add(id, admins * USO.admin.relatorios);
  return m;
}

const COMPONENTES = ['API Gateway', 'Lambda requests', 'Lambda duration', 'DynamoDB', 'CloudWatch Logs', 'data out', 'S3 requests', 'SES'] as const;
type Componente = (typeof COMPONENTES)[number];
/** What quality.md's US$1.5 per million calls covers: the request path's own cost. */
const NO_ALVO: readonly Componente[] = ['API Gateway', 'Lambda requests', 'Lambda duration', 'DynamoDB', 'CloudWatch Logs'];

interface Rota {
  id: RouteId;
  group: RouteGroup;
  memoriaMb: number;
  p50: number;
  cap: CapacidadeRota;
  respostaBytes: number;
}

/** US$ of one call of a route, by component. `fatorDuracao` scales the measured duration (sensitivity). */
function custoChamada(r: Rota, p: Precos, regiao: Regiao, fatorDuracao = 1): Record<Componente, number> {
  // Lambda bills whole milliseconds of the handler's time; the local p50 is end to end, an upper bound of it.
  const gbS = (Math.ceil(r.p50 * fatorDuracao) / 1000) * (r.memoriaMb / 1024);
  // A sign-in also runs the pre-token trigger: one more invocation, billed at most the login's own time.
  const invocacoes = r.id === 'login.logon' ? 2 : 1;
  const s3 = S3[r.id] ?? { put: 0, get: 0 };
  return {
    'API Gateway': p.httpApiMilhao.usd / 1e6,
    'Lambda requests': (invocacoes * p.lambdaMilhaoRequisicoes.usd) / 1e6,
    'Lambda duration': invocacoes * gbS * p.lambdaGbSegundoArm.usd,
    DynamoDB: (r.cap.rru * p.dynamoMilhaoRru.usd + r.cap.wru * p.dynamoMilhaoWru.usd) / 1e6,
    'CloudWatch Logs': ((r.cap.logBytes + invocacoes * LOG_PLATAFORMA_BYTES + LOG_ACESSO_BYTES) / 1e9) * p.logsGbIngerido.usd,
    'data out': ((r.respostaBytes + r.cap.arquivoBytes * s3.get) / 1e9) * TRANSFERENCIA[regiao],
    'S3 requests': (s3.put * p.s3MilPut.usd + s3.get * p.s3MilGet.usd) / 1000,
    SES: (r.cap.emails * p.sesMilEmails.usd) / 1000,
  };
}

const soma = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
const usd = (n: number, casas = 2) => `$${n.toLocaleString('en', { minimumFractionDigits: casas, maximumFractionDigits: casas })}`;

/** Variable cost of a month's calls, by component. */
function custoChamadas(rotas: Map<RouteId, Rota>, chamadas: Map<RouteId, number>, p: Precos, regiao: Regiao, fator = 1) {
  const total = Object.fromEntries(COMPONENTES.map((k) => [k, 0])) as Record<Componente, number>;
  for (const [id, n] of chamadas) {
    const c = custoChamada(rotas.get(id)!, p, regiao, fator);
    for (const k of COMPONENTES) total[k] += n * c[k];
  }
  return total;
}

export async function benchCusto(): Promise<boolean> {
  const latencia = await medirLatencia();
  const modelo = chamadasMes(3000);
  const ids = [...modelo.keys()];
  const semLatencia = ids.filter((id) => !latencia.rotas.some((r) => r.id === id));
  if (semLatencia.length) throw new Error(`custo: no latency measured for ${semLatencia.join(', ')} (add them to latencia.ts ESCRITAS_MEDIDAS)`);
  const capacidade = await medirCapacidade(ids);
  const respostas = await tamanhosDasRespostas(ids);
  const config = readConfig(new App().node);
  const rotas = new Map<RouteId, Rota>(
    ids.map((id) => {
      const l = latencia.rotas.find((r) => r.id === id) as LatenciaRota;
      return [id, { id, group: l.group as RouteGroup, memoriaMb: sizeOf(l.group as RouteGroup).memorySize, p50: l.p50, cap: capacidade.get(id)!, respostaBytes: respostas.get(id) ?? 0 }];
    }),
  );

  console.log('\nCost per call, measured in this run (p50 on the local gateway; memory from infra/lib/lambda-function.ts; units with ReturnConsumedCapacity on DynamoDB Local).');
  console.log(
    tabela(
      ['route', 'MB', 'p50 ms', 'RRU', 'WRU', 'log B', 'answer B', 'mails', 'file B', ...REGIOES.map((r) => `$/M ${r}`)],
      [...rotas.values()].map((r) => [
        r.id,
        String(r.memoriaMb),
        r.p50.toFixed(1),
        r.cap.rru.toFixed(1),
        r.cap.wru.toFixed(1),
        String(r.cap.logBytes),
        String(r.respostaBytes),
        String(r.cap.emails),
        String(r.cap.arquivoBytes),
        ...REGIOES.map((g) => usd(soma(custoChamada(r, PRECOS[g], g)) * 1e6)),
      ]),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    ),
  );

  const totalChamadas = [...modelo.values()].reduce((a, b) => a + b, 0);
  let ok = true;
  console.log(`\nCost per million API calls, in the usage mix of docs/cost.md (${Math.round(totalChamadas).toLocaleString('en')} calls a month at 3,000 doctors).`);
  console.log(`Target ≤ US$1.5 (quality.md: durations, memory, read and write units): API Gateway + Lambda + DynamoDB + CloudWatch Logs. Data out, S3 requests and decision e-mails are priced beside it.`);
  const linhas: string[][] = [];
  for (const g of REGIOES) {
    const porMilhao = (c: Record<Componente, number>, ks: readonly Componente[]) => (ks.reduce((a, k) => a + c[k], 0) / totalChamadas) * 1e6;
    const c = custoChamadas(rotas, modelo, PRECOS[g], g);
    const alvo = porMilhao(c, NO_ALVO);
    const x3 = porMilhao(custoChamadas(rotas, modelo, PRECOS[g], g, 3), NO_ALVO);
    if (g === 'us-east-1') ok = alvo <= 1.5;
    linhas.push([g, ...COMPONENTES.map((k) => usd((c[k] / totalChamadas) * 1e6, 3)), usd(alvo, 3), alvo <= 1.5 ? 'within' : 'OVER', usd(x3, 3), usd(porMilhao(c, COMPONENTES), 3)]);
  }
  console.log(tabela(['region', ...COMPONENTES, 'in target', 'vs $1.5', 'in target, Lambda 3× slower', 'all per call'], linhas, [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12]));
  const porRotaNoAlvo = [...modelo].map(([id, n]) => {
    const c = custoChamada(rotas.get(id)!, PRECOS['us-east-1'], 'us-east-1');
    return { id, parte: (n * NO_ALVO.reduce((a, k) => a + c[k], 0)) / totalChamadas * 1e6 };
  });
  porRotaNoAlvo.sort((a, b) => b.parte - a.parte);
  console.log(`Largest shares of the us-east-1 figure: ${porRotaNoAlvo.slice(0, 6).map((r) => `${r.id} ${usd(r.parte, 3)}`).join(', ')}.`);

  console.log('\nMonthly estimate (US$, list prices, no free tier but Cognito’s 10,000 MAU).');
  console.log(`Stored: ${USO.anosGuardados} years of participations; certificates of ${Math.round(USO.comprovanteBytes / 1024)} KB on average (the upload limit is ${ANEXO.maxBytes / 1024 / 1024} MB); logs kept ${config.logRetentionDays} days, backups ${config.backupRetentionDays} days.`);
  const itemBytes = (respostas.get('participacao.getById') ?? 2000) * USO.copiasIndices;
  for (const g of REGIOES) {
    const p = PRECOS[g];
    const rows: string[][] = [];
    const cols: Record<string, number>[] = [];
    for (const medicos of [500, 3000, 10000]) {
      const chamadas = chamadasMes(medicos);
      const variavel = custoChamadas(rotas, chamadas, p, g);
      const secretarias = Math.ceil(medicos / USO.medicosPorSecretaria);
      const admins = Math.max(2, Math.ceil(medicos / USO.medicosPorAdmin));
      const participacoesGuardadas = medicos * USO.participacoesMedicoAno * USO.anosGuardados;
      const tabelaGb = (participacoesGuardadas * itemBytes + (medicos + secretarias + admins) * 4096) / 1e9;
      const certificadosGb = (participacoesGuardadas * USO.comprovantesPorParticipacao * USO.comprovanteBytes) / 1e9;
      const chamadasTotal = [...chamadas.values()].reduce((a, b) => a + b, 0);
      const logsGbMes = (variavel['CloudWatch Logs'] / p.logsGbIngerido.usd);
      const mau = medicos * USO.medicosAtivosMes + secretarias + admins;
      const sessoes = medicos * USO.sessoesMedicoMes + secretarias * USO.sessoesSecretariaMes + admins * USO.admin.sessoes;
      const fixo = {
        'DynamoDB storage': tabelaGb * p.dynamoGbMes.usd,
        PITR: tabelaGb * p.pitrGbMes.usd,
        'AWS Backup (daily, full copies)': tabelaGb * config.backupRetentionDays * p.backupGbMes.usd,
        'S3 certificates': certificadosGb * p.s3GbMes.usd,
        'CloudWatch Logs storage': logsGbMes * (config.logRetentionDays / 30) * p.logsGbMes.usd,
        'SES reminders': (medicos * USO.lembretesMedicoMes * p.sesMilEmails.usd) / 1000,
        'Cognito (Essentials)': Math.max(0, mau - p.cognitoMauGratis.usd) * p.cognitoMauEssentials.usd,
        CloudFront: ((sessoes * USO.spaBytesSessao) / 1e9) * p.cloudfrontGb.usd,
        'alarms, dashboard, metrics, KMS': USO.alarmes * p.alarmeMes.usd + USO.paineis * p.painelMes.usd + USO.metricas * p.metricaMes.usd + USO.chavesKms * p.kmsChaveMes.usd,
      };
      cols.push({ 'API calls a month': chamadasTotal, ...variavel, ...fixo, total: soma(variavel) + soma(fixo), 'table GB': tabelaGb, 'certificates GB': certificadosGb, 'logs GB a month': logsGbMes, MAU: mau });
    }
    for (const k of Object.keys(cols[0]!)) {
      const contagem = ['API calls a month', 'table GB', 'certificates GB', 'logs GB a month', 'MAU'].includes(k);
      rows.push([k, ...cols.map((c) => (contagem ? c[k]!.toLocaleString('en', { maximumFractionDigits: 1 }) : usd(c[k]!)))]);
    }
    console.log(`\n${g}`);
    console.log(tabela(['', '500 doctors', '3,000 doctors', '10,000 doctors'], rows, [1, 2, 3]));
  }
  const incertos = REGIOES.flatMap((g) => Object.entries(PRECOS[g]).filter(([, v]) => v.fonte === 'unconfirmed').map(([k]) => `${g} ${k}`));
  console.log(`\nPrices not confirmed from a source (bench/precos.ts): ${incertos.join(', ')}.`);
  return ok;
}

/** Bytes of each route's answer body (data transfer out), one warm call each on the bundles' gateway. */
async function tamanhosDasRespostas(ids: RouteId[]): Promise<Map<RouteId, number>> {
  const { benchStack } = await import('./pilha');
  const { pedidos, enviar, medicoLimpo } = await import('./rotas');
  const b = await benchStack();
  const todos = new Map((await pedidos(b, await medicoLimpo(b))).map((p) => [p.id, p]));
  const out = new Map<RouteId, number>();
  for (const id of ids) {
    const p = todos.get(id)!;
    const r = await enviar(b.url, p.conta ? b.tokens[p.conta] : undefined, await p.montar());
    out.set(id, Buffer.byteLength(r.body));
  }
  return out;
}
