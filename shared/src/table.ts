/**
 * The one DynamoDB table. CDK and the local bootstrap both build it from this definition.
 * Generic key attributes; each GSI is named after the access pattern it serves (docs/data-model.md).
 */
export interface IndexDef {
  name: string;
  partitionKey: string;
  sortKey: string;
  /**
   * KEYS_ONLY for the paging indexes: skipping to page N reads only small key entries. INCLUDE adds
   * `include`'s attributes to each entry (the review queue's `busca`, which a text filter reads).
   */
  projection: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  include?: readonly string[];
}

export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

/** The GSIs by name, for the entity modules that query them (functions/src/lib/db/). */
export const INDEX = {
  byLookup: { name: 'byLookup', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
  byName: { name: 'byName', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
  byMedicoStatus: { name: 'byMedicoStatus', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'KEYS_ONLY' },
  // The same keys with the items themselves: a doctor's page, cycle or whole record in one Query a
  // status, no BatchGetItem after (quality.md's ≤ 3× GetItem); byMedicoStatus still walks to a later page's start.
  byMedicoStatusItens: { name: 'byMedicoStatusItens', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'ALL' },
  // The administrators' review queue (Área de Análise): by status, and by status with the cycle, the
  // category, or both; in queue order (docs/data-model.md).
  byFila: { name: 'byFila', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', projection: 'INCLUDE', include: ['busca'] },
  byFilaCiclo: { name: 'byFilaCiclo', partitionKey: 'gsi5pk', sortKey: 'gsi5sk', projection: 'INCLUDE', include: ['busca'] },
  byFilaCategoria: { name: 'byFilaCategoria', partitionKey: 'gsi6pk', sortKey: 'gsi6sk', projection: 'INCLUDE', include: ['busca'] },
  byFilaCicloCategoria: { name: 'byFilaCicloCategoria', partitionKey: 'gsi7pk', sortKey: 'gsi7sk', projection: 'INCLUDE', include: ['busca'] },
  // The detailed report (relatorio_consulta_detalhada): a cycle's participations, one partition per
  // start month (read in parallel, in order), by start date (docs/data-model.md). Only its columns'
  // attributes are copied: an entry is about a third of the item (no history, attachments, search
  // text), so the report reads and every participation write copies a third of the units.
  byCicloMes: {
    name: 'byCicloMes',
    partitionKey: 'gsi8pk',
    sortKey: 'gsi8sk',
    projection: 'INCLUDE',
    include: ['id', 'nomeMedico', 'crmMedico', 'idArea', 'titulo', 'categoria', 'classificacao', 'forma', 'valor', 'dataInicio', 'dataFim', 'cargaHoraria', 'status', 'credito', 'criadaEm', 'decididaPor', 'decididaEm', 'motivo', 'observacao'],
  },
  // The text filters (the review queue's, the corpo clínico's): search entries, items of their own
  // beside the participation or doctor, hold up to four of its words, one in each of these indexes,
  // under `BUSCA#{scope}#{first letter}` by `{word}#{order}` (docs/data-model.md, lib/db/busca.ts).
  ...buscaIndexes(),
} as const satisfies Record<string, IndexDef>;

/** The search entries' four indexes (byBusca1…4, gsi9…gsi12): a word prefix is one Query in each. */
function buscaIndexes() {
  const def = (n: 1 | 2 | 3 | 4) => ({ name: `byBusca${n}`, partitionKey: `gsi${8 + n}pk`, sortKey: `gsi${8 + n}sk`, projection: 'INCLUDE', include: ['busca', 'ordem', 'ciclo', 'idCategoria'] }) as const;
  return { byBusca1: def(1), byBusca2: def(2), byBusca3: def(3), byBusca4: def(4) };
}

export const TABLE_INDEXES: readonly IndexDef[] = Object.values(INDEX);

/** The table's stream: new images, which the outbox's sender reads (functions/src/saida/). */
export const TABLE_STREAM_VIEW = 'NEW_IMAGE' as const;

/** Items with this attribute (epoch seconds) are deleted by DynamoDB's TTL: idempotency records. */
export const TABLE_TTL_ATTRIBUTE = 'expiraEm';
