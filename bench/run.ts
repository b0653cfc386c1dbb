import { benchBundles } from './bundles';
import { benchCarga } from './carga';
import { benchCusto } from './custo';
import { benchWebJs } from './js-budget';
import { benchLatencia } from './latencia';
import { stopBenchStack } from './pilha';
import { benchLighthouse } from './lighthouse';
import { benchPresenca } from './presenca';
import { benchReads } from './reads';
import { benchRelatorios } from './relatorios';

/**
 * npm run bench: prints the figures of quality.md that exist so far. Times are ratios against a
 * baseline measured in the same run, because this machine is shared and noisy.
 * `npm run bench -- relatorios presenca` runs only the parts named (bundles, webJs, reads,
 * presenca, relatorios, lighthouse, carga, latencia, custo), in that order. webJs is every route's
 * first-load JS against quality.md's budget (bench/js-budget.ts); `loginJs`, its former name, names it too.
 * BENCH_DOCTORS and BENCH_PARTICIPATIONS shrink the large table (defaults 5,000 and 100,000; the
 * xlsx reports' table too); BENCH_REPETICOES the detailed report's repetitions (default 3);
 * BENCH_PRESENCA_LINHAS the attendance list (default 5,000).
 * carga, latencia and custo share one local stack of their own (bench/pilha.ts), stopped at the end:
 * BENCH_CARGA_S (default 60) and BENCH_CARGA_CONEXOES (50) size the load; BENCH_LATENCIA_N (100)
 * the calls per route; custo reuses latencia's figures when both run.
 */
const partes = { bundles: benchBundles, webJs: benchWebJs, reads: benchReads, presenca: benchPresenca, relatorios: benchRelatorios, lighthouse: benchLighthouse, carga: benchCarga, latencia: benchLatencia, custo: benchCusto };
type Parte = keyof typeof partes;
const ALIASES: Record<string, Parte> = { loginJs: 'webJs' };
const pedidas = process.argv.slice(2).map((p) => ALIASES[p] ?? p);
const desconhecidas = pedidas.filter((p) => !(p in partes));
if (desconhecidas.length) throw new Error(`bench: no part named ${desconhecidas.join(', ')} (parts: ${Object.keys(partes).join(', ')})`);
const results: Partial<Record<Parte, boolean>> = {};
try {
  for (const parte of Object.keys(partes) as Parte[]) if (!pedidas.length || pedidas.includes(parte)) results[parte] = await partes[parte]();
} finally {
  await stopBenchStack();
}
console.log(`\n${Object.entries(results).map(([k, v]) => `${k}: ${v ? 'within target' : 'OVER TARGET'}`).join('\n')}`);
