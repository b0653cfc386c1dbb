import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RouteId } from '@emc/shared/routes';
import type { ItemCarga, PlanoCarga, ResultadoCarga } from './carga-cliente';
import { envNumber, tabela } from './estatistica';
import { benchStack } from './pilha';
import { medicoLimpo, pedidos, type Pedido } from './rotas';

/**
 * The mix, one round per connection: what a doctor's session reads (home counters and sidebar,
 * Desempenho, Histórico, lists by status, profile, catalogues), what an administrator reads (Área de
 * Análise queue and counts, doctor search, Desempenho indicator, catalogues), and two writes: the
 * doctor registering a participation (with an Idempotency-Key) and an administrator approving one.
 * `vezes` is the weight in the round; `status` varies participacoes-status's query.
 */
const MIX: { id: RouteId; vezes: number; troca?: [string, string][] }[] = [
  { id: 'medico.participacoesQuantidade', vezes: 3 },
  { id: 'medico.desempenho', vezes: 2 },
  { id: 'medico.historicoCiclos', vezes: 1 },
  { id: 'medico.historicoParticipacoesCiclos', vezes: 2 },
  { id: 'medico.participacoesStatus', vezes: 3, troca: [['status=2', 'status=1'], ['status=2', 'status=2'], ['status=2', 'status=4']] },
  { id: 'medico.perfil', vezes: 1 },
  { id: 'participacao.ciclos', vezes: 1 },
  { id: 'tabela.categorias', vezes: 1 },
  { id: 'participacao.create', vezes: 1 },
  { id: 'analise.participacoesAdministrador', vezes: 3 },
  { id: 'analise.participacoesQuantidade', vezes: 1 },
  { id: 'medico.byName', vezes: 1 },
  { id: 'medico.byNameCrm', vezes: 1 },
  { id: 'indicador.getDesempenhoTotal', vezes: 1 },
  { id: 'tabela.formas', vezes: 1 },
  { id: 'areas.getListName', vezes: 1 },
  { id: 'analise.aprovar', vezes: 1 },
];

export interface Carga extends ResultadoCarga {
  conexoes: number;
  segundos: number;
}

let memo: Promise<Carga> | undefined;

async function item(p: Pedido, token: string | undefined, troca?: [string, string]): Promise<ItemCarga> {
  const req = await p.montar();
  const headers: Record<string, string> = { ...req.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (req.json !== undefined) headers['content-type'] = 'application/json';
  const path = troca ? req.path.replace(troca[0], troca[1]) : req.path;
  const tipo = p.id === 'participacao.create' ? 'criar' : p.id === 'analise.aprovar' ? 'decidir' : undefined;
  return { rota: `${p.id}${troca ? ` ${troca[1]}` : ''}`, method: p.method as ItemCarga['method'], path, headers, body: req.json === undefined ? undefined : JSON.stringify(req.json), tipo };
}

/**
 * Approval bodies of `n` new pending participations, spread over the active seeded doctors but the
 * benches' clean one (rotas.ts medicoLimpo), as in a
 * hospital, where the queue holds many doctors' participations; one doctor's would all contend for
 * that doctor's counters).
 */
async function poolDeDecisoes(aprovar: Pedido, n: number, limpo: string): Promise<string[]> {
  const modelo = (await aprovar.montar()).json as Record<string, unknown>;
  const [{ defaultDb: db }, { listMedicos }, { criarParticipacao }, { listCategorias, listFormas }, { todayInSaoPaulo }] = await Promise.all([
    import('@emc/functions/lib/db/client'),
    import('@emc/functions/lib/db/medicos'),
    import('@emc/functions/lib/participacoes/service'),
    import('@emc/functions/lib/db/tabela'),
    import('@emc/functions/lib/ciclo'),
  ]);
  const medicos = (await listMedicos(db)).filter((m) => m.ativo && m.idMedico !== limpo);
  const [categorias, formas] = await Promise.all([listCategorias(db), listFormas(db)]);
  const hoje = todayInSaoPaulo();
  const corpos: string[] = [];
  for (let i = 0; i < n; i++) {
    const m = medicos[i % medicos.length]!;
    const dono = { idUsuario: `bench-${m.idMedico}`, name: m.nome, email: '', roles: ['Medicos' as const], idMedico: m.idMedico, crm: m.crm };
    const part = await criarParticipacao(db, dono, {
      idCategoria: categorias[0]!.id,
      idForma: formas[0]!.id,
      titulo: `Participação da fila da carga ${i + 1}`,
      instituicao: 'Hospital Exemplo',
      dataInicio: hoje,
      dataFim: hoje,
      cargaHoraria: 1,
    });
    corpos.push(JSON.stringify({ ...modelo, id: part.id, versao: part.versao }));
  }
  return corpos;
}

/**
 * BENCH_CARGA_CONEXOES connections (default 50) for BENCH_CARGA_S seconds (default 60) over the mix,
 * against the bench's own local stack; autocannon runs in a child process. BENCH_CARGA_DECISOES
 * pending participations (default 400) are made before, one per approval; once spent, the approval
 * slot reads the queue instead (so no 409 comes from re-deciding).
 */
export function medirCarga(): Promise<Carga> {
  memo ??= (async () => {
    const conexoes = envNumber('BENCH_CARGA_CONEXOES', 50);
    const segundos = envNumber('BENCH_CARGA_S', 60);
    const b = await benchStack();
    const todos = new Map((await pedidos(b)).map((p) => [p.id, p]));
    const itens: ItemCarga[] = [];
    for (const m of MIX) {
      const p = todos.get(m.id)!;
      const token = p.conta ? b.tokens[p.conta] : undefined;
      for (let i = 0; i < m.vezes; i++) itens.push(await item(p, token, m.troca?.[i]));
    }
    // Doctor and administrator requests interleaved, as their sessions run side by side.
    const ordem = itens.map((it, i) => ({ it, k: (i * 7) % itens.length })).sort((a, c) => a.k - c.k).map((x) => x.it);
    const t0 = Date.now();
    const decisoes = await poolDeDecisoes(todos.get('analise.aprovar')!, envNumber('BENCH_CARGA_DECISOES', 400), (await medicoLimpo(b)).idMedico);
    console.log(`[carga] ${decisoes.length} pending participations of the seeded doctors made for the approvals (${Math.round((Date.now() - t0) / 1000)} s)`);
    const fila = todos.get('analise.participacoesAdministrador')!;
    const plano: PlanoCarga = { url: b.url, conexoes, segundos, itens: ordem, decisoes, depoisDasDecisoes: { path: (await fila.montar()).path } };
    const dir = mkdtempSync(join(tmpdir(), 'emc-carga-'));
    try {
      writeFileSync(join(dir, 'plano.json'), JSON.stringify(plano));
      console.log(`[carga] ${conexoes} connections for ${segundos} s over ${ordem.length} requests per round…`);
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'carga-cliente.ts'), join(dir, 'plano.json')], {
        maxBuffer: 16 * 1024 * 1024,
        timeout: (segundos + 120) * 1000,
      });
      const resultado = JSON.parse(stdout.trim().split('\n').at(-1)!) as ResultadoCarga;
      return { ...resultado, conexoes, segundos };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return memo;
}

export async function benchCarga(): Promise<boolean> {
  const c = await medirCarga();
  const s5 = Object.entries(c.porStatus).filter(([k]) => k.startsWith('5')).reduce((a, [, v]) => a + v, 0);
  const s4 = Object.entries(c.porStatus).filter(([k]) => k.startsWith('4')).reduce((a, [, v]) => a + v, 0);
  console.log(`\nLoad: ${c.conexoes} connections for ${c.segundos} s against the local stack (one process: gateway and handlers; DynamoDB Local, s3rver beside it).`);
  console.log(`requests/s ${c.requisicoesPorSegundo.toFixed(0)}, total ${c.total}, latency p50 ${c.p50} ms, p99 ${c.p99} ms; errors ${c.erros}, timeouts ${c.timeouts}`);
  console.log(`participations created ${c.criadas}, approvals ${c.decididas}`);
  console.log(`by status: ${Object.entries(c.porStatus).map(([k, v]) => `${k}: ${v}`).join(', ')}`);
  const rotas = Object.entries(c.porRota).sort(([a], [b]) => a.localeCompare(b));
  console.log(tabela(['request', 'answers by status'], rotas.map(([r, st]) => [r, Object.entries(st).map(([k, v]) => `${k}×${v}`).join(' ')])));
  const ruins = rotas.filter(([, st]) => Object.keys(st).some((k) => !k.startsWith('2')));
  if (ruins.length) console.log(`Not 2xx, with the first answer of each:\n${Object.entries(c.exemplos).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);
  // Every request of the mix is valid and each approval has its own pending participation: a 4xx
  // here is a conflict between concurrent writes (409), which the API answers by design, not a bad request.
  console.log(`5xx: ${s5} (target 0); 4xx: ${s4}${s4 ? ' (see the answers above: only 409 conflicts between concurrent writes are by design)' : ''}`);
  return s5 === 0 && c.erros === 0 && c.timeouts === 0;
}
