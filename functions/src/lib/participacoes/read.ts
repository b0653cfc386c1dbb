/**
 * tests/integration reads the counters from here; they belong to db/contadores.ts (the counters'
 * entity), which new code imports.
 */
export { getMedicoCicloAggs, getMedicoTotalAgg } from '../db/contadores';
