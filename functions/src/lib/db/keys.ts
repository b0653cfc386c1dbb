/**
 * Key builders that tests/ and bench/ import from here. Each is defined by its entity module
 * beside this file (docs/data-model.md), which new code imports.
 */
import { medicoCicloAggKey, medicoTotalAggKey } from './contadores';
import { medicoStatusPartition } from './participacoes';
import { usuarioKey } from './usuarios';

export const keys = { usuario: usuarioKey, medicoCicloAgg: medicoCicloAggKey, medicoTotalAgg: medicoTotalAggKey, medicoStatusPartition };
