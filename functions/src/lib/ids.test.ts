import { describe, expect, it } from 'vitest';
import { idParam } from '@emc/shared/schemas';
import { derivedId, newId } from './ids';

describe('ids', () => {
  it('newId: 12 characters of [0-9a-z], different each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{12}$/);
  });

  it("derivedId: newId's format, the same for the same parts, different for others (their boundaries included)", () => {
    const id = derivedId('presenca', 'ativ1', 'med1');
    expect(id).toMatch(/^[0-9a-z]{12}$/);
    expect(idParam.safeParse(id).success).toBe(true);
    expect(derivedId('presenca', 'ativ1', 'med1')).toBe(id);
    expect(derivedId('presenca', 'ativ1', 'med2')).not.toBe(id);
    expect(derivedId('presenca', 'ativ1m', 'ed1')).not.toBe(id);
    const muitos = new Set(Array.from({ length: 5000 }, (_, i) => derivedId('presenca', 'ativ1', `med${i}`)));
    expect(muitos.size).toBe(5000);
    for (const d of muitos) expect(d).toMatch(/^[0-9a-z]{12}$/);
  });
});
