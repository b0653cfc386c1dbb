import { describe, expect, it } from 'vitest';
import { DEMO, api, claimsOf, tokenFor } from '../support/api';

describe('GET /api/secretarias/get-medicos-by-idsecretaria/{id}', () => {
  it("lists the secretary's linked doctors by name, with id, crm and nome", async () => {
    const token = await tokenFor(DEMO.secretaria);
    const res = await api(`/api/secretarias/get-medicos-by-idsecretaria/${claimsOf(token).idUsuario}`, { token });
    expect(res.status).toBe(200);
    const list = res.data.medicosSecretariaResponse as { id: string; crm: string; nome: string }[];
    expect(list).toHaveLength(3);
    expect(list.map((m) => m.crm)).toContain('123456');
    expect(Object.keys(list[0]!).sort()).toEqual(['crm', 'id', 'nome']);
    expect([...list].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))).toEqual(list);
  });

  it("refuses a secretary asking for another secretary's doctors, whatever the id", async () => {
    const token = await tokenFor(DEMO.secretaria);
    const admin = claimsOf(await tokenFor(DEMO.admin));
    for (const id of [admin.idUsuario, 'zzzzzzzzzzzz']) {
      const res = await api(`/api/secretarias/get-medicos-by-idsecretaria/${id}`, { token });
      expect(res.status).toBe(403);
      expect(res.data).toEqual({ title: 'Você não tem permissão para acessar este recurso.', status: 403 });
    }
  });

  it('lets an administrator read any secretary', async () => {
    const secretaria = claimsOf(await tokenFor(DEMO.secretaria));
    const res = await api(`/api/secretarias/get-medicos-by-idsecretaria/${secretaria.idUsuario}`, { token: await tokenFor(DEMO.admin) });
    expect(res.status).toBe(200);
    expect(res.data.medicosSecretariaResponse).toHaveLength(3);
  });

  it('refuses an id that is not an id with a Portuguese 400', async () => {
    const token = await tokenFor(DEMO.secretaria);
    const res = await api(`/api/secretarias/get-medicos-by-idsecretaria/${encodeURIComponent('a b;drop')}`, { token });
    expect(res.status).toBe(400);
    expect(res.data.errors['params.id']).toEqual(['Identificador inválido.']);
  });
});
