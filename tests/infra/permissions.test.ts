import { describe, expect, it } from 'vitest';
import { functionNames } from '@emc/functions/bundling';
import { capabilitiesByFunction, capabilitiesFor } from '@emc/infra/permissions';

describe('capabilities per function', () => {
  it('lists every deployed function, and nothing else', () => {
    expect(Object.keys(capabilitiesByFunction).sort()).toEqual([...functionNames].sort());
  });

  it('gives a name without a line no grant at all', () => {
    expect(capabilitiesFor('relatorio')).toEqual([]);
    expect(capabilitiesFor('toString')).toEqual([]);
    expect(capabilitiesFor('participacao')).toEqual(['table:readwrite', 'bucket:delete']);
  });
});
