import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@emc/shared/routes';
import { DEMO, api, claimsOf, tokenFor } from '../support/api';
import { PERSONAS, accessTable, type AccessContext, type Persona, type Target } from './access-table';

const EMAIL: Record<Exclude<Persona, 'anonimo'>, string> = {
  administrador: DEMO.admin,
  medico: DEMO.medico,
  secretaria: DEMO.secretaria,
  administradorMedico: DEMO.chefe,
};

describe('authorization matrix', () => {
  const tokens = {} as Record<Persona, string | undefined>;
  let ctx: AccessContext;

  beforeAll(async () => {
    const claims = {} as Record<Persona, ReturnType<typeof claimsOf> | undefined>;
    for (const p of PERSONAS) {
      tokens[p] = p === 'anonimo' ? undefined : await tokenFor(EMAIL[p]);
      claims[p] = tokens[p] ? claimsOf(tokens[p]!) : undefined;
    }
    const idU = (p: Persona) => claims[p]?.idUsuario ?? 'zzzzzzzzzzzz';
    const idM = (p: Persona) => claims[p]?.idMedico ?? 'zzzzzzzzzzzz';
    const other = (p: Persona): Persona => (p === 'secretaria' ? 'administrador' : 'secretaria');
    const otherDoctor = (p: Persona): Persona => (p === 'administradorMedico' ? 'medico' : 'administradorMedico');
    ctx = {
      idUsuario: Object.fromEntries(PERSONAS.map((p) => [p, idU(p)])) as Record<Persona, string>,
      idMedico: Object.fromEntries(PERSONAS.map((p) => [p, idM(p)])) as Record<Persona, string>,
      outro: {
        idUsuario: Object.fromEntries(PERSONAS.map((p) => [p, idU(other(p))])) as Record<Persona, string>,
        idMedico: Object.fromEntries(PERSONAS.map((p) => [p, idM(otherDoctor(p))])) as Record<Persona, string>,
      },
    };
  });

  it('declares every route of the manifest, and only those', () => {
    expect(Object.keys(accessTable).sort()).toEqual(routes.map((r) => r.id).sort());
  });

  const cases = routes.flatMap((r) => PERSONAS.flatMap((p) => (['proprio', 'outro'] as Target[]).map((t) => [r.id, p, t] as const)));

  it.each(cases)('%s as %s on %s data', async (id, persona, target) => {
    const row = accessTable[id];
    const expected = row.expect[persona];
    const status = typeof expected === 'number' ? expected : expected[target];
    const req = row.request(ctx, persona, target);
    const res = await api(req.path, { method: req.method ?? 'GET', json: req.json, token: tokens[persona] });
    expect(res.status).toBe(status);
  });
});
