import { benchBundles } from './bundles';
import { benchPresenca } from './presenca';
import { benchReads } from './reads';
import { benchRelatorios } from './relatorios';
import { benchLoginJs } from './web';

/**
 * npm run bench: prints the figures of quality.md that exist so far. Times are ratios against a
 * baseline measured in the same run, because this machine is shared and noisy.
 * BENCH_DOCTORS and BENCH_PARTICIPATIONS shrink the large table (defaults 5,000 and 100,000; the
 * xlsx reports' table too);
 * BENCH_PRESENCA_LINHAS the attendance list (default 5,000).
 */
const results = { bundles: await benchBundles(), loginJs: await benchLoginJs(), reads: await benchReads(), presenca: await benchPresenca(), relatorios: await benchRelatorios() };
console.log(`\n${Object.entries(results).map(([k, v]) => `${k}: ${v ? 'within target' : 'OVER TARGET'}`).join('\n')}`);
