import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '@emc/shared/routes';
import { DEMO, DEMO_PASSWORD, api, claimsOf, tokenFor } from '../support/api';
import { hoje } from '../support/clock';
import { domain } from '../support/direct';
import { PERSONAS, accessTable, type AccessCase, type AccessContext, type Persona, type Target } from './access-table';

const EMAIL: Record<Exclude<Persona, 'anonimo'>, string> = {
  administrador: DEMO.admin,
  medico: DEMO.medico,
  secretaria: DEMO.secretaria,
  administradorMedico: DEMO.chefe,
};

/** Whose doctor data a case aims at: medico@ (linked to the secretary) or chefe@ (linked to nobody). */
const MEDICO: Record<Persona, Record<Target, 'medico' | 'administradorMedico'>> = {
  anonimo: { proprio: 'medico', outro: 'administradorMedico' },
  administrador: { proprio: 'medico', outro: 'administradorMedico' },
  medico: { proprio: 'medico', outro: 'administradorMedico' },
  secretaria: { proprio: 'medico', outro: 'administradorMedico' },
  administradorMedico: { proprio: 'administradorMedico', outro: 'medico' },
};

describe('authorization matrix', () => {
  const tokens = {} as Record<Persona, string | undefined>;
  let ctx: AccessContext;
  let table: Record<string, AccessCase>;

  beforeAll(async () => {
    const claims = {} as Record<Persona, ReturnType<typeof claimsOf> | undefined>;
    for (const p of PERSONAS) {
      tokens[p] = p === 'anonimo' ? undefined : await tokenFor(EMAIL[p]);
      claims[p] = tokens[p] ? claimsOf(tokens[p]!) : undefined;
    }
    const d = await domain();
    const { criarParticipacao } = await import('@emc/functions/lib/participacoes/service');
    const { adicionarAnexo } = await import('@emc/functions/lib/participacoes/anexos');
    const { listCategorias, listClassificacoes, listFormas } = await import('@emc/functions/lib/db/tabela');
    const [categorias, formas, classificacoes] = await Promise.all([listCategorias(d.db), listFormas(d.db), listClassificacoes(d.db)]);
    const tabela = { idCategoria: categorias[0]!.id, idForma: formas[0]!.id };
    table = accessTable({ ...tabela, idClassificacao: classificacoes.find((c) => c.ativo)!.id });
    const principal = (p: 'medico' | 'administradorMedico') => {
      const c = claims[p]!;
      return { idUsuario: c.idUsuario, name: c.name, email: '', roles: c.role, idMedico: c.idMedico, crm: c.crm };
    };
    const otherUser = (p: Persona): Persona => (p === 'secretaria' ? 'administrador' : 'secretaria');
    ctx = {
      idUsuario: (p, t) => claims[t === 'proprio' ? p : otherUser(p)]?.idUsuario ?? 'zzzzzzzzzzzz',
      idMedico: (p, t) => claims[MEDICO[p][t]]!.idMedico!,
      caller: (p) => claims[p]?.idUsuario ?? 'zzzzzzzzzzzz',
      fresh: async (p, t, withAnexo) => {
        const owner = principal(MEDICO[p][t]);
        const part = await criarParticipacao(d.db, owner, {
          ...tabela,
          titulo: 'Participação da matriz de acesso',
          instituicao: 'Hospital Exemplo',
          dataInicio: hoje(),
          dataFim: hoje(),
          cargaHoraria: 1,
        });
        if (!withAnexo) return { id: part.id, versao: part.versao };
        const anexo = await adicionarAnexo(d.db, owner, { idParticipacao: part.id, idUsuario: owner.idUsuario, nomeOriginal: 'c.pdf' }, [
          { field: 'file', filename: 'c.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
        ]);
        return { id: part.id, versao: part.versao, idAnexo: anexo.id };
      },
    };
  });

  it('declares every route of the manifest, and only those', () => {
    expect(Object.keys(table).sort()).toEqual(routes.map((r) => r.id).sort());
  });

  const cases = routes.flatMap((r) => PERSONAS.flatMap((p) => (['proprio', 'outro'] as Target[]).map((t) => [r.id, p, t] as const)));

  it.each(cases)('%s as %s on %s data', async (id, persona, target) => {
    const row = table[id]!;
    const expected = row.expect[persona];
    const status = typeof expected === 'number' ? expected : expected[target];
    const req = await row.request(ctx, persona, target);
    const res = await api(req.path, { method: req.method ?? 'GET', json: req.json, body: req.form, token: tokens[persona] });
    expect(res.status, res.text).toBe(status);
    const title = row.forbiddenTitle?.[persona]?.[target] ?? 'Você não tem permissão para acessar este recurso.';
    if (status === 403) expect(res.data).toEqual({ title, status: 403 });
  });

  // After every route was called by every persona (the cases above run first, in order): the
  // handlers' logs name each signed-in route (its refusals) and hold no token, password or CPF.
  it('leaves no token, password or CPF in the logs of any route', () => {
    const logs = readFileSync(inject('logFile'), 'utf8');
    for (const r of routes) if (r.auth !== 'public') expect(logs, r.id).toContain(`"route":"${r.id}"`);
    for (const token of Object.values(tokens)) if (token) expect(logs).not.toContain(token.split('.')[2]);
    expect(logs).not.toContain(DEMO_PASSWORD);
    expect(logs).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
  });
});
