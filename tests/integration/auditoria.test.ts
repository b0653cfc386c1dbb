import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditoriaEntidade, EntradaAuditoria, PaginaAuditoria } from '@emc/shared/auditoria';
import { routes, type RouteId } from '@emc/shared/routes';
import { DEMO, api, tokenFor } from '../support/api';
import { addDias, diasAtras, hoje } from '../support/clock';
import { domain } from '../support/direct';
import { CPF_VALIDO, cadastroMedico, criarMedico } from '../support/cadastro';
import { admin as adminDomain, criar, novoMedico } from '../support/participacoes';

/**
 * The audit trail (issue 13): every administrator write appends one entry in its own transaction;
 * administrators read it by entity, user and days, a page at a time; nothing edits or deletes it.
 * Entries of other files' writes share the trail, so each case reads its own record's entries
 * (entidade + idEntidade of a record made here).
 */

/** Every administrator write of the manifest and the entity its entries are about. */
const AUDITADAS: Partial<Record<RouteId, AuditoriaEntidade>> = {
  'analise.aprovar': 'participacao',
  'analise.reprovarComentar': 'participacao',
  'atividade.create': 'atividade',
  'atividade.update': 'atividade',
  'atividade.updateStatus': 'atividade',
  'tabela.categoriaCreate': 'categoria',
  'tabela.categoriaUpdate': 'categoria',
  'tabela.categoriaUpdateStatus': 'categoria',
  'tabela.formaCreate': 'forma',
  'tabela.formaUpdate': 'forma',
  'tabela.formaUpdateStatus': 'forma',
  'tabela.classificacaoCreate': 'classificacao',
  'tabela.classificacaoUpdate': 'classificacao',
  'tabela.classificacaoUpdateStatus': 'classificacao',
  'tabela.cicloUpdate': 'ciclo',
  'areas.create': 'area',
  'areas.update': 'area',
  'areas.updateStatus': 'area',
  'cadastro.medicoCreate': 'medico',
  'cadastro.medicoUpdate': 'medico',
  'cadastro.medicoUpdateStatus': 'medico',
  'cadastro.secretariaCreateUser': 'secretaria',
  'cadastro.secretariaCreate': 'secretaria',
  'cadastro.secretariaUpdate': 'secretaria',
  'cadastro.secretariaDelete': 'secretaria',
  'relatorios.importarPresenca': 'presenca',
  'conteudo.faqCreate': 'faq',
  'conteudo.faqUpdate': 'faq',
  'conteudo.faqDelete': 'faq',
  'conteudo.faqReordenar': 'faq',
  'conteudo.sobreCreate': 'sobre',
  'conteudo.sobreUpdate': 'sobre',
  'conteudo.sobreDelete': 'sobre',
  'conteudo.sobreReordenar': 'sobre',
  'comunicacao.contatoStatus': 'contato',
};

/** Writes administrators may call that are not audited, and why. */
const ISENTAS: Partial<Record<RouteId, string>> = {
  'participacao.create': "the doctor's own write (an administrator-doctor acts as a doctor; an administrator on someone else's is 403)",
  'participacao.update': "the doctor's own write (as above)",
  'participacao.delete': "the doctor's own write (as above)",
  'anexo.upload': "the doctor's own attachment (as above)",
  'anexo.update': "the doctor's own attachment (as above)",
  'comunicacao.contato': 'a message anyone signed in sends to the programme, not an administrator change',
  'comunicacao.lembretesPreferencia': "the caller's own reminder preference",
};

const sufixo = () => randomBytes(4).toString('hex');
let admin: string;
let adminEmail: string;
beforeAll(async () => {
  admin = await tokenFor(DEMO.admin);
  adminEmail = DEMO.admin;
});

const lista = (query: Record<string, string>, token = admin) => api(`/api/auditoria/get-all-pagination?${new URLSearchParams(query)}`, { token });

/** Every entry of one record, newest first, following the cursor. */
async function entradas(entidade: AuditoriaEntidade, idEntidade: string, extra: Record<string, string> = {}): Promise<EntradaAuditoria[]> {
  const out: EntradaAuditoria[] = [];
  let cursor: string | undefined;
  do {
    const res = await lista({ entidade, idEntidade, ...extra, ...(cursor ? { cursor } : {}) });
    expect(res.status, res.text).toBe(200);
    const page = res.data as PaginaAuditoria;
    out.push(...page.itens);
    cursor = page.proximo;
  } while (cursor);
  return out;
}

const send = (method: string, path: string, json: unknown) => api(path, { method, token: admin, json });
const campoDe = (e: EntradaAuditoria, campo: string) => e.alteracoes.find((a) => a.campo === campo);

describe('coverage of the manifest', () => {
  it('every write administrators may call is audited or exempt with a reason', () => {
    const escritas = routes.filter((r) => r.method !== 'GET' && r.auth !== 'public' && (r.auth as readonly string[]).includes('Administradores')).map((r) => r.id);
    const semDecisao = escritas.filter((id) => !(id in AUDITADAS) && !(id in ISENTAS));
    expect(semDecisao).toEqual([]);
    // Nothing listed that the manifest does not have (a renamed route would otherwise go unchecked).
    expect([...Object.keys(AUDITADAS), ...Object.keys(ISENTAS)].filter((id) => !escritas.includes(id as RouteId))).toEqual([]);
    expect(Object.keys(AUDITADAS).filter((id) => id in ISENTAS)).toEqual([]);
  });

  it('no route but the list is under /api/auditoria, and PUT/DELETE there find no route', async () => {
    expect(routes.filter((r) => r.path.startsWith('/api/auditoria')).map((r) => r.id)).toEqual(['auditoria.lista']);
    for (const method of ['PUT', 'DELETE', 'POST']) {
      for (const path of ['/api/auditoria/get-all-pagination', '/api/auditoria/delete/abc', '/api/auditoria/update']) {
        const res = await api(path, { method, token: admin, json: {} });
        expect([404, 405], `${method} ${path}`).toContain(res.status);
      }
    }
  });
});

describe('catalogues: areas, categories, forms, rows of the credit table', () => {
  const CASOS = [
    { base: '/api/areas', entidade: 'area', corpo: (nome: string) => ({ nome }) },
    { base: '/api/categoria', entidade: 'categoria', corpo: (nome: string) => ({ nome, tipo: 'OUTRA' }) },
    { base: '/api/forma', entidade: 'forma', corpo: (nome: string) => ({ nome }) },
  ] as const;

  for (const c of CASOS) {
    it(`${c.entidade}: create, update, status each append one entry with the changed fields; a repeat or a failure appends none`, async () => {
      const nome = `Teste Auditoria ${sufixo()}`;
      const criado = await send('POST', `${c.base}/create`, c.corpo(nome));
      expect(criado.status, criado.text).toBe(200);
      const id = String(criado.data.id);
      let log = await entradas(c.entidade, id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ acao: 'criacao', entidade: c.entidade, idEntidade: id, descricao: nome, usuario: { email: adminEmail } });
      expect(campoDe(log[0]!, 'nome')).toEqual({ campo: 'nome', depois: nome });
      expect(Date.parse(log[0]!.em)).not.toBeNaN();

      const novo = `${nome} Renomeada`;
      expect((await send('PUT', `${c.base}/update`, { id, ...c.corpo(novo) })).status).toBe(200);
      // The same values again: a write that changes nothing appends nothing.
      expect((await send('PUT', `${c.base}/update`, { id, ...c.corpo(novo) })).status).toBe(200);
      log = await entradas(c.entidade, id);
      expect(log.map((e) => e.acao)).toEqual(['alteracao', 'criacao']);
      expect(log[0]!.alteracoes).toEqual([{ campo: 'nome', antes: nome, depois: novo }]);

      expect((await send('PUT', `${c.base}/update-status`, { id, ativar: false })).status).toBe(200);
      expect((await send('PUT', `${c.base}/update-status`, { id, ativar: false })).status).toBe(200);
      log = await entradas(c.entidade, id);
      expect(log.map((e) => e.acao)).toEqual(['desativacao', 'alteracao', 'criacao']);
      expect(log[0]!.alteracoes).toEqual([{ campo: 'ativo', antes: true, depois: false }]);

      // A 409 (another row's name) writes nothing, so appends nothing.
      const outro = await send('POST', `${c.base}/create`, c.corpo(`Teste Auditoria ${sufixo()}`));
      const conflito = await send('PUT', `${c.base}/update`, { id: outro.data.id, ...c.corpo(novo) });
      expect(conflito.status).toBe(409);
      expect(await entradas(c.entidade, String(outro.data.id))).toHaveLength(1);
    });
  }

  it('classificacao: a create, an update of the points, a status change', async () => {
    const d = await adminDomain();
    const modelo = d.classificacao('Congresso internacional');
    const corpo = { idCategoria: modelo.idCategoria, idForma: modelo.idForma, descricao: `Teste Auditoria ${sufixo()}`, pontos: 3, unidade: (modelo as { unidade?: string }).unidade, valor: (modelo as { valor?: string }).valor };
    const criado = await send('POST', '/api/classificacao/create', corpo);
    expect(criado.status, criado.text).toBe(200);
    const id = String(criado.data.id);
    expect((await send('PUT', '/api/classificacao/update', { id, ...corpo, pontos: 4 })).status).toBe(200);
    expect((await send('PUT', '/api/classificacao/update-status', { id, ativar: false })).status).toBe(200);
    const log = await entradas('classificacao', id);
    expect(log.map((e) => e.acao)).toEqual(['desativacao', 'alteracao', 'criacao']);
    expect(log[1]!.alteracoes).toEqual([{ campo: 'pontos', antes: 3, depois: 4 }]);
  });
});

describe('the activities catalogue', () => {
  it('create, update and status each append one entry; a 404 appends none', async () => {
    const d = await adminDomain();
    const row = d.classificacao('Congresso internacional');
    const corpo = {
      nome: `Curso Auditoria ${sufixo()}`,
      idCategoria: row.idCategoria,
      idForma: row.idForma,
      instituicao: 'Hospital',
      local: 'Auditório',
      dataInicio: hoje(),
      dataFim: hoje(),
      cargaHoraria: 4,
    };
    const criado = await send('POST', '/api/atividade/create', corpo);
    expect(criado.status, criado.text).toBe(200);
    const id = String(criado.data.id);
    expect((await send('PUT', '/api/atividade/update', { id, ...corpo, cargaHoraria: 6 })).status).toBe(200);
    expect((await send('PUT', '/api/atividade/update', { id, ...corpo, cargaHoraria: 6 })).status).toBe(200);
    expect((await send('PUT', '/api/atividade/update-status', { id, ativar: false })).status).toBe(200);
    const log = await entradas('atividade', id);
    expect(log.map((e) => e.acao)).toEqual(['desativacao', 'alteracao', 'criacao']);
    expect(log[1]!.alteracoes).toEqual([{ campo: 'cargaHoraria', antes: 4, depois: 6 }]);
    expect(log[2]!.alteracoes.map((a) => a.campo)).toEqual(expect.arrayContaining(['nome', 'cargaHoraria', 'ativo']));
    expect(log[2]!.alteracoes.every((a) => !('antes' in a))).toBe(true);

    const ausente = `zz${sufixo()}`;
    expect((await send('PUT', '/api/atividade/update-status', { id: ausente, ativar: false })).status).toBe(404);
    expect(await entradas('atividade', ausente)).toEqual([]);
  });
});

describe('decisions of the review', () => {
  it('approving, sending back and rejecting each append one entry with the decision fields', async () => {
    const d = await adminDomain();
    const m = await novoMedico('Médica Auditoria');
    const p = await criar(m.token);
    const aprovado = await send('PUT', '/api/participacao/aprovar', { id: p.id, idClassificacao: d.classificacao('Congresso internacional').id, versao: p.versao });
    expect(aprovado.status, aprovado.text).toBe(200);
    const comentado = await send('PUT', '/api/participacao/reprovar-comentar', { id: p.id, reprovar: false, status: 4, motivo: 'Falta o certificado.', versao: aprovado.data.versao });
    expect(comentado.status, comentado.text).toBe(200);
    const reprovado = await send('PUT', '/api/participacao/reprovar-comentar', { id: p.id, reprovar: true, status: 3, motivo: 'Fora do programa.', versao: comentado.data.versao });
    expect(reprovado.status, reprovado.text).toBe(200);
    // A stale version is a 409 and appends nothing.
    expect((await send('PUT', '/api/participacao/reprovar-comentar', { id: p.id, reprovar: false, status: 4, motivo: 'x', versao: p.versao })).status).toBe(409);

    const log = await entradas('participacao', p.id);
    expect(log.map((e) => e.acao)).toEqual(['reprovacao', 'alteracao', 'aprovacao']);
    expect(campoDe(log[2]!, 'status')).toEqual({ campo: 'status', antes: 1, depois: 2 });
    expect(campoDe(log[1]!, 'status')).toEqual({ campo: 'status', antes: 2, depois: 4 });
    expect(campoDe(log[1]!, 'motivo')).toEqual({ campo: 'motivo', depois: 'Falta o certificado.' });
    expect(campoDe(log[0]!, 'status')).toEqual({ campo: 'status', antes: 4, depois: 3 });
    expect(log[0]!.descricao).toContain('Médica Auditoria');
    for (const e of log) expect(e.alteracoes.map((a) => a.campo)).not.toContain('historico');
  });
});

describe('cycle goals and contact messages', () => {
  it("a cycle's goal change appends one entry with the goal before and after; the same goal again none", async () => {
    // The first cycle: long closed, no other file reads its goal.
    const antes = await entradas('ciclo', '1');
    expect((await send('PUT', '/api/ciclo/update', { ciclo: 1, meta: 51 })).status).toBe(200);
    expect((await send('PUT', '/api/ciclo/update', { ciclo: 1, meta: 51 })).status).toBe(200);
    expect((await send('PUT', '/api/ciclo/update', { ciclo: 1, meta: 50 })).status).toBe(200);
    const depois = await entradas('ciclo', '1');
    const novas = depois.slice(0, depois.length - antes.length);
    expect(novas).toHaveLength(2);
    expect(novas[0]!.alteracoes).toEqual([{ campo: 'meta', antes: 51, depois: 50 }]);
    expect(novas[1]!.alteracoes).toEqual([expect.objectContaining({ campo: 'meta', depois: 51 })]);
    expect(novas[0]).toMatchObject({ acao: 'alteracao', entidade: 'ciclo', idEntidade: '1' });
  });

  it('marking a contact message answered appends one entry with the status only, not the text', async () => {
    const m = await novoMedico('Médico Contato Auditoria');
    const enviada = await api('/api/medico/contato', { method: 'POST', token: m.token, json: { assunto: 'Dúvida', mensagem: 'Texto pessoal da mensagem.' } });
    expect(enviada.status, enviada.text).toBe(200);
    const id = String(enviada.data.id);
    expect((await send('PUT', '/api/contato/update-status', { id, respondida: true })).status).toBe(200);
    expect((await send('PUT', '/api/contato/update-status', { id, respondida: true })).status).toBe(200);
    const log = await entradas('contato', id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ acao: 'resposta', idEntidade: id });
    expect(campoDe(log[0]!, 'respondida')).toEqual({ campo: 'respondida', antes: false, depois: true });
    expect(JSON.stringify(log[0])).not.toContain('Texto pessoal');
  });
});

describe('FAQ and Sobre', () => {
  for (const c of [
    { base: '/api/faq', entidade: 'faq', corpo: (titulo: string, texto: string) => ({ titulo, paragrafo: `<p>${texto}</p>` }), campo: 'paragrafo' },
    { base: '/api/sobre', entidade: 'sobre', corpo: (titulo: string, texto: string) => ({ titulo, conteudo: [`<p>${texto}</p>`], link: [] }), campo: 'conteudo' },
  ] as const) {
    it(`${c.entidade}: create, update, reorder and delete each append one entry`, async () => {
      const titulo = `Auditoria ${sufixo()}`;
      const criado = await send('POST', `${c.base}/create`, c.corpo(titulo, 'Primeiro texto.'));
      expect(criado.status, criado.text).toBe(200);
      const id = String(criado.data.id);
      expect((await send('PUT', `${c.base}/update`, { id, ...c.corpo(titulo, 'Segundo texto.') })).status).toBe(200);
      expect((await send('PUT', `${c.base}/update`, { id, ...c.corpo(titulo, 'Segundo texto.') })).status).toBe(200);
      let log = await entradas(c.entidade, id);
      expect(log.map((e) => e.acao)).toEqual(['alteracao', 'criacao']);
      expect(log[0]!.alteracoes.map((a) => a.campo)).toEqual([c.campo]);
      expect(JSON.stringify(log[0]!.alteracoes)).toContain('Segundo texto.');

      // Moved to the front and removed again: the others keep their relative order.
      const lista = (await api(`${c.base}/get-all`, { token: admin })).data as { id: string }[];
      const ids = [id, ...lista.map((i) => i.id).filter((x) => x !== id)];
      const reordenado = await send('PUT', `${c.base}/reordenar`, { ids });
      expect(reordenado.status, reordenado.text).toBe(200);
      const ordens = await entradas(c.entidade, c.entidade.toUpperCase());
      expect(ordens.filter((e) => JSON.stringify(e.alteracoes) === JSON.stringify([{ campo: 'ordem', antes: lista.map((i) => i.id), depois: ids }]))).toHaveLength(1);
      expect(ordens[0]!.acao).toBe('reordenacao');

      expect((await send('DELETE', `${c.base}/delete/${id}`, undefined)).status).toBe(200);
      expect((await send('DELETE', `${c.base}/delete/${id}`, undefined)).status).toBe(404);
      log = await entradas(c.entidade, id);
      expect(log.map((e) => e.acao)).toEqual(['exclusao', 'alteracao', 'criacao']);
      expect(log[0]!.alteracoes.every((a) => 'antes' in a && !('depois' in a))).toBe(true);
    });
  }
});

describe("doctors' records", () => {
  it('an update appends the changed fields (a CPF masked); deactivating and reactivating one entry each', async () => {
    const m = await novoMedico('Médico Cadastro Auditoria');
    const lido = await api(`/api/medico/get-by-id/${m.idMedico}`, { token: admin });
    expect(lido.status, lido.text).toBe(200);
    const { area: _a, ativo: _s, ...corpo } = lido.data as Record<string, unknown>;
    // novoMedico's CRM is longer than a form accepts: the update sends a valid one (another change to see).
    const crm = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    const alterado = await send('PUT', '/api/medico/update', { ...corpo, id: m.idMedico, crm, celular: '(11) 91234-5678', cpf: '111.444.777-35' });
    expect(alterado.status, alterado.text).toBe(200);
    expect((await send('PUT', '/api/medico/update-status', { id: m.idMedico, ativar: false })).status).toBe(200);
    expect((await send('PUT', '/api/medico/update-status', { id: m.idMedico, ativar: false })).status).toBe(200);
    expect((await send('PUT', '/api/medico/update-status', { id: m.idMedico, ativar: true })).status).toBe(200);
    const log = await entradas('medico', m.idMedico);
    expect(log.map((e) => e.acao)).toEqual(['ativacao', 'desativacao', 'alteracao']);
    expect(campoDe(log[2]!, 'cpf')).toEqual({ campo: 'cpf', antes: '***.***.***-25', depois: '***.***.***-35' });
    expect(campoDe(log[2]!, 'celular')).toMatchObject({ depois: '(11) 91234-5678' });
    expect(campoDe(log[2]!, 'crm')).toEqual({ campo: 'crm', antes: m.crm, depois: crm });
    expect(JSON.stringify(log)).not.toContain('444.777');
  });
});

describe('the list', () => {
  let id: string;
  const N = 28;
  beforeAll(async () => {
    const criado = await send('POST', '/api/areas/create', { nome: `Teste Auditoria Paginas ${sufixo()}` });
    id = String(criado.data.id);
    for (let i = 1; i < N; i++) expect((await send('PUT', '/api/areas/update', { id, nome: `Teste Auditoria Paginas ${sufixo()} ${i}` })).status).toBe(200);
  }, 60_000);

  it('pages newest first with an opaque cursor, without repeats', async () => {
    const primeira = await lista({ entidade: 'area', idEntidade: id });
    expect(primeira.status).toBe(200);
    expect(primeira.data.proximo).toEqual(expect.any(String));
    const todas = await entradas('area', id);
    expect(todas).toHaveLength(N);
    expect(new Set(todas.map((e) => e.id)).size).toBe(N);
    const ems = todas.map((e) => e.em);
    expect(ems).toEqual([...ems].sort().reverse());
    expect(todas.at(-1)!.acao).toBe('criacao');
  });

  it('filters by user and by São Paulo days', async () => {
    expect(await entradas('area', id, { usuario: adminEmail.toUpperCase() })).toHaveLength(N);
    expect(await entradas('area', id, { usuario: DEMO.medico })).toHaveLength(0);
    expect(await entradas('area', id, { de: hoje(), ate: hoje() })).toHaveLength(N);
    expect(await entradas('area', id, { de: addDias(hoje(), 1) })).toHaveLength(0);
    expect(await entradas('area', id, { ate: addDias(hoje(), -1) })).toHaveLength(0);
    // By user alone (its own index) and by days alone (the whole trail): this record's entries are there.
    const doUsuario = await lista({ usuario: adminEmail, idEntidade: id });
    expect(doUsuario.status).toBe(200);
    const porDia = await lista({ de: hoje(), ate: hoje() });
    expect(porDia.status).toBe(200);
    expect((porDia.data as PaginaAuditoria).itens.length).toBeGreaterThan(0);
  });

  it('refuses a day the calendar does not have like one that is not a date: both on their fields (issue 28, defect 13)', async () => {
    const res = await lista({ de: `${hoje().slice(0, 4)}-13-45`, ate: 'abc' });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ 'query.de': ['A data inicial não é uma data válida.'], 'query.ate': ['A data final deve estar no formato AAAA-MM-DD.'] });
    const fevereiro = await lista({ de: `${hoje().slice(0, 4)}-02-30` });
    expect(fevereiro.data.errors).toEqual({ 'query.de': ['A data inicial não é uma data válida.'] });
  });

  it('a forged or foreign cursor is a 400, not a 500', async () => {
    const primeira = (await lista({ entidade: 'area', idEntidade: id })).data as PaginaAuditoria;
    const { medicoPartition } = await import('@emc/functions/lib/db/medicos');
    const forjado = Buffer.from(JSON.stringify({ pk: medicoPartition('x'), sk: 'y' })).toString('base64url');
    for (const cursor of ['abc', forjado, primeira.proximo!]) {
      // The last one is valid for the area's partition only: with another entity it is foreign.
      const res = await lista({ entidade: cursor === primeira.proximo ? 'forma' : 'area', cursor });
      expect(res.status, cursor).toBe(400);
      expect(res.data.errors.cursor).toEqual(['Página inválida.']);
    }
    expect((await lista({ entidade: 'nada' })).status).toBe(400);
  });

  it('only administrators read it', async () => {
    expect((await lista({}, await tokenFor(DEMO.medico))).status).toBe(403);
    expect((await lista({}, await tokenFor(DEMO.secretaria))).status).toBe(403);
  });

  it('reads in proportion to the page (a Query of at most the page, never a Scan)', async () => {
    const d = await domain();
    const [{ DynamoDBClient }, { DynamoDBDocumentClient }, { lista: listar, AUDITORIA_PAGINA }] = await Promise.all([
      import('@aws-sdk/client-dynamodb'),
      import('@aws-sdk/lib-dynamodb'),
      import('@emc/functions/auditoria/lista'),
    ]);
    const raw = new DynamoDBClient({});
    const calls: { command: string; scanned: number; units: number }[] = [];
    raw.middlewareStack.add(
      (next, context) => async (args) => {
        (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
        const out = await next(args);
        const o = out.output as { ScannedCount?: number; ConsumedCapacity?: { CapacityUnits?: number } };
        calls.push({ command: context.commandName ?? '', scanned: o.ScannedCount ?? 0, units: o.ConsumedCapacity?.CapacityUnits ?? 0 });
        return out;
      },
      { step: 'initialize', name: 'contarLeituras' },
    );
    const db = { client: DynamoDBDocumentClient.from(raw), table: d.db.table };
    const input = (query: Record<string, string>) => ({ params: {}, query, body: {}, headers: {}, files: [] }) as never;
    const page = await listar(input({}), undefined, db);
    expect(page.itens).toHaveLength(AUDITORIA_PAGINA);
    expect(calls.map((c) => c.command)).toEqual(['QueryCommand']);
    expect(calls[0]!.scanned).toBe(AUDITORIA_PAGINA);
    // 25 entries of well under 1 KB: a few read units, whatever the trail's size.
    expect(calls[0]!.units).toBeLessThanOrEqual(8);
    calls.length = 0;
    await listar(input({ entidade: 'area', idEntidade: id }), undefined, db);
    expect(calls.length).toBeLessThanOrEqual(4);
    expect(calls.reduce((n, c) => n + c.scanned, 0)).toBeLessThanOrEqual(4 * AUDITORIA_PAGINA);
  });
});

/** The newest entries of an entity (one page): a failed write's entry would be among them. */
async function recentes(entidade: AuditoriaEntidade): Promise<EntradaAuditoria[]> {
  const res = await lista({ entidade });
  expect(res.status, res.text).toBe(200);
  return (res.data as PaginaAuditoria).itens;
}

describe("doctors' records: the create", () => {
  it('appends one entry with every field after (the CPF masked); a refused create (CRM taken) none', async () => {
    const m = await criarMedico();
    const log = await entradas('medico', m.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ acao: 'criacao', entidade: 'medico', idEntidade: m.id, descricao: m.nome, usuario: { email: adminEmail } });
    expect(campoDe(log[0]!, 'crm')).toEqual({ campo: 'crm', depois: m.crm });
    expect(campoDe(log[0]!, 'cpf')).toEqual({ campo: 'cpf', depois: `***.***.***-${CPF_VALIDO.slice(-2)}` });
    expect(log[0]!.alteracoes.every((a) => !('antes' in a))).toBe(true);
    expect(JSON.stringify(log)).not.toContain(CPF_VALIDO.slice(0, 7));

    const recusado = await cadastroMedico({ crm: m.crm });
    expect((await send('POST', '/api/medico/create', recusado)).status).toBe(409);
    expect((await recentes('medico')).filter((e) => e.descricao === recusado.nome)).toEqual([]);
  });
});

describe("secretaries' records", () => {
  it('create-user, create, update and delete each append one entry on the account, with her doctors before and after', async () => {
    const [a, b, c] = await Promise.all([criarMedico(), criarMedico(), criarMedico()]);
    const rotulo = (m: { nome: string; crm: string }) => `${m.nome} (CRM ${m.crm})`;
    const ordenados = (...ms: { nome: string; crm: string }[]) => ms.map(rotulo).sort((x, y) => x.localeCompare(y, 'pt-BR'));
    const nome = `Secretária Auditoria ${sufixo()}`;
    const email = `secretaria-auditoria-${sufixo()}@hospital.example`;

    const usuario = await send('POST', '/api/secretarias/create-user', { nome, email });
    expect(usuario.status, usuario.text).toBe(200);
    const id = String(usuario.data.id);
    let log = await entradas('secretaria', id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ acao: 'criacao', entidade: 'secretaria', idEntidade: id, descricao: nome, usuario: { email: adminEmail } });
    expect(campoDe(log[0]!, 'papeis')).toEqual({ campo: 'papeis', depois: ['Secretarias'] });
    expect(campoDe(log[0]!, 'email')).toEqual({ campo: 'email', depois: email });

    const criada = await send('POST', '/api/secretarias/create', { nome, email, idsMedicos: [a.id, b.id] });
    expect(criada.status, criada.text).toBe(200);
    log = await entradas('secretaria', id);
    expect(log.map((e) => e.acao)).toEqual(['criacao', 'criacao']);
    expect(log[0]!.alteracoes).toEqual([{ campo: 'medicos', antes: [], depois: ordenados(a, b) }]);

    const novoNome = `${nome} Renomeada`;
    const corpo = { id, nome: novoNome, email, idsMedicos: [b.id, c.id] };
    expect((await send('PUT', '/api/secretarias/update', corpo)).status).toBe(200);
    // The same values again change nothing: no entry. An unknown doctor is a 400: none either.
    expect((await send('PUT', '/api/secretarias/update', corpo)).status).toBe(200);
    expect((await send('PUT', '/api/secretarias/update', { ...corpo, nome, idsMedicos: ['naoexiste1234'] })).status).toBe(400);
    log = await entradas('secretaria', id);
    expect(log.map((e) => e.acao)).toEqual(['alteracao', 'criacao', 'criacao']);
    expect(log[0]!.alteracoes).toEqual([
      { campo: 'nome', antes: nome, depois: novoNome },
      { campo: 'medicos', antes: ordenados(a, b), depois: ordenados(b, c) },
    ]);

    expect((await send('DELETE', `/api/secretarias/delete/${id}`, undefined)).status).toBe(200);
    expect((await send('DELETE', `/api/secretarias/delete/${id}`, undefined)).status).toBe(404);
    log = await entradas('secretaria', id);
    expect(log.map((e) => e.acao)).toEqual(['exclusao', 'alteracao', 'criacao', 'criacao']);
    expect(log[0]!.alteracoes).toEqual([
      { campo: 'papeis', antes: ['Secretarias'], depois: [] },
      { campo: 'ativo', antes: true, depois: false },
      { campo: 'medicos', antes: ordenados(b, c), depois: [] },
    ]);

    // A refused create-user (the e-mail has an account) appends nothing.
    const outroNome = `Secretária Recusada ${sufixo()}`;
    expect((await send('POST', '/api/secretarias/create-user', { nome: outroNome, email })).status).toBe(409);
    expect((await recentes('secretaria')).filter((e) => e.descricao === outroNome)).toEqual([]);
  });
});

describe('the attendance import', () => {
  it("appends one entry per batch's transaction on the activity, with its participations and CRMs; a refused or empty import none", async () => {
    const d = await domain();
    const [{ putMedico }, { newId }, { atividadeParaPresenca, lotesDe }] = await Promise.all([
      import('@emc/functions/lib/db/medicos'),
      import('@emc/functions/lib/ids'),
      import('@emc/functions/lib/participacoes/presenca'),
    ]);
    // More doctors than one batch holds (at most 18), fewer than two: two transactions. Straight in the table (no account needed).
    const medicos = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const idMedico = newId();
        const crm = String(800_000_000 + Math.floor(Math.random() * 99_999_999));
        const m = {
          idMedico,
          nome: `Médico Lista Auditoria ${i}`,
          crm,
          ativo: true,
          cpf: '529.982.247-25',
          sexo: 'Masculino' as const,
          dataNascimento: '1970-01-01',
          estadoCivil: 'Casado(a)' as const,
          especialidade: 'Clínica Médica',
          especialidadesSecundarias: [],
          categoriaProfissional: 'Titular' as const,
          tipo: 'Funcionário' as const,
          telefone: '',
          celular: '',
          email: `lista-auditoria-${idMedico}@hospital.example`,
          idArea: 'sem-area',
        };
        await putMedico(d.db, m, { listed: false });
        return m;
      }),
    );
    const crms = medicos.map((m) => m.crm);
    const row = (await adminDomain()).classificacao('Curso de suporte de vida (ACLS, ATLS, PALS)');
    const nome = `Curso Lista Auditoria ${sufixo()}`;
    const corpo = { nome, idCategoria: row.idCategoria, idForma: row.idForma, idClassificacao: row.id, instituicao: 'Hospital', local: 'Auditório', dataInicio: diasAtras(2), dataFim: diasAtras(1), cargaHoraria: 8 };
    const criada = await send('POST', '/api/atividade/create', corpo);
    expect(criada.status, criada.text).toBe(200);
    const id = String(criada.data.id);
    const importar = () => {
      const form = new FormData();
      form.set('idAtividade', id);
      form.set('file', new Blob([`CRM\r\n${crms.join('\r\n')}\r\n`]), 'lista.csv');
      return api('/api/atividade/importar-presenca', { method: 'POST', token: admin, body: form });
    };

    const lotes = lotesDe((await adminDomain()).principal, await atividadeParaPresenca(d.db, id), medicos);
    expect(lotes.length).toBe(2);

    const feita = await importar();
    expect(feita.status, feita.text).toBe(200);
    expect(feita.data).toMatchObject({ criadas: crms.length, concluida: true });
    // The same list again creates nothing, so appends nothing.
    expect((await importar()).data).toMatchObject({ criadas: 0, jaExistentes: crms.length });
    const log = await entradas('presenca', id);
    expect(log).toHaveLength(2);
    for (const e of log) expect(e).toMatchObject({ acao: 'importacao', entidade: 'presenca', idEntidade: id, descricao: nome, usuario: { email: adminEmail } });
    expect(log.map((e) => Number(campoDe(e, 'participacoes')!.depois)).sort((a, b) => a - b)).toEqual(lotes.map((l) => l.length).sort((a, b) => a - b));
    expect(log.flatMap((e) => campoDe(e, 'crms')!.depois as string[]).sort()).toEqual([...crms].sort());

    // A refused import (the activity deactivated) appends nothing.
    expect((await send('PUT', '/api/atividade/update-status', { id, ativar: false })).status).toBe(200);
    expect((await importar()).status).toBe(400);
    expect(await entradas('presenca', id)).toHaveLength(2);
  });
});
