import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@emc/shared/routes';
import { DEMO, api, claimsOf, tokenFor } from '../support/api';
import { isSafePortuguese } from '../support/messages';

const writeRoutes = routes.filter((r) => r.method !== 'GET');

const junk = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }));

/** JSON bodies: any JSON, or the route's field names with values of the wrong kind or shape. */
const jsonBody = fc.oneof(
  fc.json(),
  fc.string(),
  fc.record({ email: fc.oneof(junk, fc.emailAddress()), password: junk }).map((o) => JSON.stringify(o)),
  fc
    .record(
      {
        id: junk,
        versao: junk,
        idMedico: junk,
        titulo: fc.oneof(junk, fc.string({ maxLength: 2 }), fc.string({ minLength: 201, maxLength: 260 })),
        idCategoria: junk,
        idForma: junk,
        instituicao: junk,
        dataInicio: fc.oneof(junk, fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString()))),
        dataFim: junk,
        cargaHoraria: fc.oneof(junk, fc.double({ min: -10, max: 1000 })),
        descricao: junk,
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
);

/** Multipart bodies: raw text, or well-formed forms with wrong fields and bytes that are not PDF, JPEG or PNG. */
const multipartBody = fc.oneof(
  fc.string().map((s) => ({ raw: s })),
  fc
    .record({ idParticipacao: fc.string(), id: fc.string(), idUsuario: fc.string(), nomeOriginal: fc.string(), bytes: fc.uint8Array({ maxLength: 64 }) })
    .map((f) => ({ form: f })),
);

describe('generated invalid input to every write route', () => {
  let token: string;
  let idUsuario: string;
  beforeAll(async () => {
    token = await tokenFor(DEMO.medico);
    idUsuario = claimsOf(token).idUsuario;
  });

  const check = (res: Awaited<ReturnType<typeof api>>) => {
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).toBeLessThan(500);
    expect(typeof res.data.title).toBe('string');
    const messages = [res.data.title, ...Object.values((res.data.errors ?? {}) as Record<string, string[]>).flat()];
    for (const m of messages) expect(isSafePortuguese(m), m).toBe(true);
  };

  it.each(writeRoutes)('$id: 1,000 payloads, every answer a 4xx in Portuguese with nothing internal', async (route) => {
    let count = 0;
    const path = route.path.replace(/\{\w+\}/g, 'x1');
    const auth = route.auth === 'public' ? undefined : token;
    if ('multipart' in route) {
      await fc.assert(
        fc.asyncProperty(multipartBody, async (b) => {
          count++;
          let body: BodyInit;
          const headers: Record<string, string> = {};
          if ('raw' in b) {
            body = b.raw;
            headers['content-type'] = 'multipart/form-data; boundary=xyz';
          } else {
            const form = new FormData();
            for (const [k, v] of Object.entries(b.form)) if (k !== 'bytes') form.set(k, k === 'idUsuario' && v === '' ? idUsuario : String(v));
            form.set('file', new Blob([b.form.bytes]), 'arquivo.pdf');
            body = form;
          }
          check(await api(path, { method: route.method, body, headers, token: auth }));
        }),
        { numRuns: 1000 },
      );
    } else {
      await fc.assert(
        fc.asyncProperty(jsonBody, async (body) => {
          count++;
          check(await api(path, { method: route.method, body, headers: { 'content-type': 'application/json' }, token: auth }));
        }),
        { numRuns: 1000 },
      );
    }
    expect(count).toBeGreaterThanOrEqual(1000);
  }, 180_000);
});
