import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@emc/shared/routes';
import { DEMO, api, claimsOf, tokenFor } from '../support/api';
import { isSafePortuguese } from '../support/messages';
import { campos, novoMedico, type NovoMedico } from '../support/participacoes';

const writeRoutes = routes.filter((r) => r.method !== 'GET');

/** Security finding 4: C0 and C1 controls, and the bidi marks, embeddings, overrides and isolates. */
const controlOrBidi = fc
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
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- the same, but `\n`
const FORBIDDEN_MULTILINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Strings from `base` with up to `max` of those characters inserted anywhere. */
const mixed = (base: fc.Arbitrary<string>, max = 8) =>
  fc.tuple(base, fc.array(fc.tuple(fc.nat(), controlOrBidi), { minLength: 1, maxLength: max })).map(([text, inserts]) => {
    let out = text;
    for (const [at, c] of inserts) {
      const i = at % (out.length + 1);
      out = `${out.slice(0, i)}${c}${out.slice(i)}`;
    }
    return out;
  });
/** Portuguese-looking text: letters, accents, ç, º, emoji and spaces, besides fast-check's own characters. */
const texto = (maxLength: number) =>
  fc.string({ unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), fc.constantFrom('ç', 'ã', 'é', 'º', 'ª', '–', '👩‍⚕️', ' ', 'Curso', 'fdp.exe')), maxLength });

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
const multipartBody = fc.oneof(
  fc.string().map((s) => ({ raw: s })),
  fc
    .record({ idParticipacao: fc.string(), id: fc.string(), idUsuario: fc.string(), nomeOriginal: fc.oneof(fc.string(), mixed(texto(40))), bytes: fc.uint8Array({ maxLength: 64 }) })
    .map((f) => ({ form: f })),
);

/** Whether the route's body schema accepts this JSON text. */
function acceptedBody(route: (typeof writeRoutes)[number], text: string): boolean {
  try {
    return 'body' in route && route.body.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/** Every refusal: a 4xx whose title and field messages are Portuguese with nothing internal. */
const check = (res: Awaited<ReturnType<typeof api>>) => {
  expect(res.status, res.text).toBeGreaterThanOrEqual(400);
  expect(res.status, res.text).toBeLessThan(500);
  expect(typeof res.data.title).toBe('string');
  const messages = [res.data.title, ...Object.values((res.data.errors ?? {}) as Record<string, string[]>).flat()];
  for (const m of messages) expect(isSafePortuguese(m), m).toBe(true);
};

describe('generated invalid input to every write route', () => {
  let token: string;
  let adminToken: string;
  let idUsuario: string;
  beforeAll(async () => {
    token = await tokenFor(DEMO.medico);
    adminToken = await tokenFor(DEMO.admin);
    idUsuario = claimsOf(token).idUsuario;
  });

  it.each(writeRoutes)('$id: 1,000 payloads, every answer a 4xx in Portuguese with nothing internal', async (route) => {
    let count = 0;
    const path = route.path.replace(/\{\w+\}/g, 'x1');
    // Administrators' routes get an administrator's token, so the payloads reach their validation.
    const adminOnly = Array.isArray(route.auth) && route.auth.every((r) => r === 'Administradores');
    const auth = route.auth === 'public' ? undefined : adminOnly ? adminToken : token;
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
          // A body the route's schema accepts is not invalid input (esqueci-senha takes any e-mail).
          fc.pre(!acceptedBody(route, body));
          count++;
          check(await api(path, { method: route.method, body, headers: { 'content-type': 'application/json' }, token: auth }));
        }),
        { numRuns: 1000 },
      );
    }
    expect(count).toBeGreaterThanOrEqual(1000);
  }, 180_000);
});

/** What the store should keep of a single-line field: line breaks and tabs as spaces, the rest dropped, trimmed. */
const expectedLine = (v: string) => v.replace(/\r\n/g, '\n').replace(/[\t\r\n]/g, ' ').replace(new RegExp(FORBIDDEN.source, 'g'), '').trim();
/** ... and of the description: `\n` for each line break, tabs as spaces, the rest dropped, trimmed. */
const expectedMultiline = (v: string) => v.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(new RegExp(FORBIDDEN_MULTILINE.source, 'g'), '').trim();

/** Otherwise valid participation text with control and bidi characters mixed in (or not, now and then). */
const textFields = fc.record({
  titulo: fc.oneof({ weight: 4, arbitrary: mixed(texto(40)) }, { weight: 1, arbitrary: mixed(fc.constant('Curso fdp.exe'), 3) }, { weight: 1, arbitrary: texto(40) }),
  instituicao: fc.oneof({ weight: 4, arbitrary: mixed(texto(40)) }, { weight: 1, arbitrary: texto(40) }),
  descricao: fc.oneof({ weight: 4, arbitrary: mixed(texto(120), 12) }, { weight: 1, arbitrary: fc.constant(null) }),
});

describe('generated text with control and bidi characters in otherwise valid participations (security finding 4)', () => {
  let medico: NovoMedico;
  beforeAll(async () => {
    medico = await novoMedico('Médica de Teste de Entradas Geradas');
  });

  /** A 4xx in Portuguese, or a 200 whose stored text (read back) holds none of those characters. */
  const stored = async (res: Awaited<ReturnType<typeof api>>, sent: { titulo: string; instituicao: string; descricao: string | null }) => {
    if (res.status !== 200) return check(res);
    const back = await api(`/api/participacao/get-by-id/${res.data.id}`, { token: medico.token });
    expect(back.status, back.text).toBe(200);
    for (const d of [res.data, back.data]) {
      expect(d.titulo).not.toMatch(FORBIDDEN);
      expect(d.instituicao).not.toMatch(FORBIDDEN);
      if (d.descricao !== undefined) expect(d.descricao).not.toMatch(FORBIDDEN_MULTILINE);
      expect(d.titulo).toBe(expectedLine(sent.titulo));
      expect(d.instituicao).toBe(expectedLine(sent.instituicao));
      expect(d.descricao).toBe(expectedMultiline(sent.descricao ?? '') || undefined);
    }
    return back.data as { id: string; versao: number };
  };

  it('create: 150 bodies, each a 4xx in Portuguese or stored without those characters', async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(textFields, async (text) => {
        const res = await api('/api/participacao/create', { method: 'POST', token: medico.token, json: await campos(text) });
        if (await stored(res, text)) created++;
      }),
      { numRuns: 150 },
    );
    // Most bodies are valid once cleaned: the property checked stored values, not only refusals.
    expect(created).toBeGreaterThan(50);
  }, 180_000);

  it('update: 150 edits of one participation, each a 4xx in Portuguese or stored without those characters', async () => {
    const first = await api('/api/participacao/create', { method: 'POST', token: medico.token, json: await campos() });
    expect(first.status, first.text).toBe(200);
    const base = await campos();
    let { id, versao } = first.data as { id: string; versao: number };
    let updated = 0;
    await fc.assert(
      fc.asyncProperty(textFields, async (text) => {
        const res = await api('/api/participacao/update', { method: 'PUT', token: medico.token, json: { ...base, ...text, id, versao } });
        const after = await stored(res, text);
        if (after) {
          ({ id, versao } = after);
          updated++;
        }
      }),
      { numRuns: 150 },
    );
    expect(updated).toBeGreaterThan(50);
  }, 180_000);
});
