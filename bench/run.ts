import { benchBundles } from './bundles';
import { benchLoginJs } from './web';

/**
 * npm run bench: prints the figures of quality.md that exist so far. Times are ratios against a
 * baseline measured in the same run, because this machine is shared and noisy.
 */
const results = { bundles: await benchBundles(), loginJs: await benchLoginJs() };
console.log(`\n${Object.entries(results).map(([k, v]) => `${k}: ${v ? 'within target' : 'OVER TARGET'}`).join('\n')}`);
