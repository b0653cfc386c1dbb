import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@emc/shared/routes';
import { DEMO, api, claimsOf, tokenFor } from './api';
import { isSafePortuguese } from './messages';

/**
 * Generated bad input (tests/integration/bad-input-*.test.ts): invalid payloads to every write
 * route, and text with control and bidi characters in otherwise valid participations.
 */

export const writeRoutes = routes.filter((r) => r.method !== 'GET');

/** Security finding 4: C0 and C1 controls, and the bidi marks, embeddings, overrides and isolates. */
export const controlOrBidi = fc
  .oneof(
    fc.integer({ min: 0x00, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.integer({ min: 0x202a, max: 0x202e }),
    fc.integer({ min: 0x2066, max: 0x2069 }),
    fc.constantFrom(0x200e, 0x200f, 0x061c, 0x0d, 0x0a, 0x09),
  )
  .map((c) => String.fromCharCode(c));
/** Any of them left in a stored single-line field (multi-line fields keep `\n`). */
// eslint-disable-next-line no-control-regex -- control characters are what the check looks for
export const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- the same, but `\n`
export const FORBIDDEN_MULTILINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Strings from `base` with up to `max` of those characters inserted anywhere. */
export const mixed = (base: fc.Arbitrary<string>, max = 8) =>
  fc.tuple(base, fc.array(fc.tuple(fc.nat(), controlOrBidi), { minLength: 1, maxLength: max })).map(([text, inserts]) => {
    let out = text;
    for (const [at, c] of inserts) {
      const i = at % (out.length + 1);
      out = `${out.slice(0, i)}${c}${out.slice(i)}`;
    }
    return out;
  });
/** Portuguese-looking text: letters, accents, ç, º, emoji and spaces, besides fast-check's own characters. */
export const texto = (maxLength: number) =>
  fc.string({ unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), fc.constantFrom('ç', 'ã', 'é', 'º', 'ª', '–', '👩‍⚕️', ' ', 'Curso', 'fdp.exe')), maxLength });

const junk = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }));

/** JSON bodies: any JSON, or the route's field names with values of the wrong kind or shape. */
export const jsonBody = fc.oneof(
  fc.json(),
  fc.string(),
  fc.record({ email: fc.oneof(junk, fc.emailAddress()), password: junk }).map((o) => JSON.stringify(o)),
  fc
    .record(
      {
        id: junk,
        versao: junk,
        idMedico: junk,
        titulo: fc.oneof(junk, fc.string({ maxLength: 2 }), fc.string({ minLength: 201, maxLength: 260 }), mixed(texto(60))),
        idCategoria: junk,
        idForma: junk,
        instituicao: fc.oneof(junk, mixed(texto(60))),
        dataInicio: fc.oneof(junk, fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString()))),
        dataFim: junk,
        cargaHoraria: fc.oneof(junk, fc.double({ min: -10, max: 1000 })),
        descricao: fc.oneof(junk, mixed(texto(200))),
        // The decisions' fields (analise.aprovar, analise.reprovarComentar).
        idClassificacao: junk,
        motivo: fc.oneof(junk, mixed(texto(60))),
        status: fc.oneof(junk, fc.integer({ min: 0, max: 5 })),
        reprovar: junk,
        observacao: fc.oneof(junk, mixed(texto(60))),
        // The credit table's fields and update-status (never `nome`, `ciclo` or `meta`: a valid one would create or change data).
        tipo: junk,
        valor: junk,
        unidade: junk,
        pontos: fc.oneof(junk, fc.double({ min: -10, max: 2000 })),
        tetoCiclo: junk,
        ativar: junk,
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
);

/** Multipart bodies: raw text, or well-formed forms with wrong fields and bytes that are not PDF, JPEG or PNG. */
export const multipartBody = fc.oneof(
  fc.string().map((s) => ({ raw: s })),
  fc
    .record({ idParticipacao: fc.string(), id: fc.string(), idUsuario: fc.string(), nomeOriginal: fc.oneof(fc.string(), mixed(texto(40))), bytes: fc.uint8Array({ maxLength: 64 }) })
    .map((f) => ({ form: f })),
);

/** Whether the route's body schema accepts this JSON text. */
export function acceptedBody(route: (typeof writeRoutes)[number], text: string): boolean {
  try {
    return 'body' in route && route.body.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** Every refusal: a 4xx whose title and field messages are Portuguese with nothing internal. */
export const check = (res: Awaited<ReturnType<typeof api>>) => {
  expect(res.status, res.text).toBeGreaterThanOrEqual(400);
  expect(res.status, res.text).toBeLessThan(500);
  expect(typeof res.data.title).toBe('string');
  const messages = [res.data.title, ...Object.values((res.data.errors ?? {}) as Record<string, string[]>).flat()];
  for (const m of messages) expect(isSafePortuguese(m), m).toBe(true);
};

/**
 * One payload in this many goes over HTTP to the local stack (25 of each route's 1,000); the others
 * go in-process to the same handler (tests/support/in-process.ts): the same route matching and event
 * as the gateway's, real token verification and the real emulators, without the HTTP round trip.
 */
const HTTP_EVERY = 40;

/**
 * The invalid-payload property for half of the write routes (`half` 0: even manifest positions, 1:
 * odd), so two test files share the work on the stack project's two workers.
 */
export function invalidInputToWriteRoutes(half: 0 | 1): void {
  const halfRoutes = writeRoutes.filter((_, i) => i % 2 === half);
  describe(`generated invalid input to every write route (${half ? 'odd' : 'even'} positions)`, () => {
    let token: string;
    let adminToken: string;
    let idUsuario: string;
    // Loaded here, not at the top: bad-input-texto.test.ts imports this module and needs none of it.
    let invoke: typeof import('./in-process').invoke;
    beforeAll(async () => {
      ({ invoke } = await import('./in-process'));
      token = await tokenFor(DEMO.medico);
      adminToken = await tokenFor(DEMO.admin);
      idUsuario = claimsOf(token).idUsuario;
    });

    it.each(halfRoutes)('$id: 1,000 payloads (975 in-process, 25 over HTTP), every answer a 4xx in Portuguese with nothing internal', async (route) => {
      let count = 0;
      let overHttp = 0;
      const path = route.path.replace(/\{\w+\}/g, 'x1');
      // Administrators' routes get an administrator's token, so the payloads reach their validation.
      const adminOnly = Array.isArray(route.auth) && route.auth.every((r) => r === 'Administradores');
      const auth = route.auth === 'public' ? undefined : adminOnly ? adminToken : token;
      const send = (init: RequestInit & { token?: string; headers: Record<string, string> }) => {
        if (count++ % HTTP_EVERY === 0) {
          overHttp++;
          // A connection of its own: between two of these the worker runs 39 payloads in-process, and a
          // pooled connection left idle that long may be closed by the server as the next one is sent.
          return api(path, { ...init, headers: { ...init.headers, connection: 'close' } });
        }
        return invoke(path, init);
      };
      if ('multipart' in route) {
        await fc.assert(
          fc.asyncProperty(multipartBody, async (b) => {
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
            check(await send({ method: route.method, body, headers, token: auth }));
          }),
          { numRuns: 1000 },
        );
      } else {
        await fc.assert(
          fc.asyncProperty(jsonBody, async (body) => {
            // A body the route's schema accepts is not invalid input (esqueci-senha takes any e-mail).
            fc.pre(!acceptedBody(route, body));
            check(await send({ method: route.method, body, headers: { 'content-type': 'application/json' }, token: auth }));
          }),
          { numRuns: 1000 },
        );
      }
      expect(count).toBeGreaterThanOrEqual(1000);
      expect(overHttp).toBeGreaterThanOrEqual(25);
      expect(count - overHttp).toBeGreaterThanOrEqual(975);
    }, 180_000);
  });
}
