import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { FORBIDDEN, FORBIDDEN_MULTILINE, check, mixed, texto } from '../support/bad-input';
import { campos, novoMedico, type NovoMedico } from '../support/participacoes';

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
