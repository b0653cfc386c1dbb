import { randomBytes, randomUUID } from 'node:crypto';
import { parseDocument } from 'htmlparser2';
import { isTag, type Element } from 'domhandler';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClassificacaoAdmin, CategoriaAdmin } from '@emc/shared/catalogos';
import { CONTEUDO_MSG, HTML_MAX, type FaqItem, type SobreItem } from '@emc/shared/conteudo';
import type { CategoriaItem, FormaItem } from '@emc/shared/participacao';
import { DEMO, api, tokenFor } from '../support/api';
import { cicloAtual } from '../support/clock';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { partesPerigosas } from '../support/xss-corpus';

/**
 * Perguntas Frequentes and Sobre o Programa (issue 12): every route, its refusals, the order of the
 * lists, idempotent creates, and the live credit-table item. The lists' whole content and order
 * are asserted, so this file runs in a world of its own (other files add items to the shared one).
 */
emMundoProprio('conteudo');

const VALIDACAO = 'Ocorreu um erro de validação.';
const FORBIDDEN = { title: 'Você não tem permissão para acessar este recurso.', status: 403 };
const sufixo = () => randomBytes(4).toString('hex');

let admin: string;
let medico: string;
let secretaria: string;
beforeAll(async () => {
  [admin, medico, secretaria] = await Promise.all([tokenFor(DEMO.admin), tokenFor(DEMO.medico), tokenFor(DEMO.secretaria)]);
});

const get = (path: string, token = admin) => api(path, { token });
const post = (path: string, json: unknown, token = admin, headers: Record<string, string> = {}) => api(path, { method: 'POST', token, json, headers });
const put = (path: string, json: unknown, token = admin) => api(path, { method: 'PUT', token, json });
const del = (path: string, token = admin) => api(path, { method: 'DELETE', token });

const faqs = async () => (await get('/api/faq/get-all')).data as FaqItem[];
const sobres = async () => (await get('/api/sobre/get-all')).data as SobreItem[];
const criarFaq = async (titulo = `Pergunta de teste ${sufixo()}?`, paragrafo = '<p>Resposta de teste.</p>') => {
  const res = await post('/api/faq/create', { titulo, paragrafo });
  expect(res.status, res.text).toBe(200);
  return res.data as FaqItem;
};
const criarSobre = async (conteudo = ['<p>Parágrafo de teste.</p>'], link: string[] = []) => {
  const res = await post('/api/sobre/create', { titulo: `Item de teste ${sufixo()}`, conteudo, link });
  expect(res.status, res.text).toBe(200);
  return res.data as SobreItem;
};
const itemTabela = async () => (await sobres()).find((s) => s.tabelaCreditos)!;

/** The items as stored (direct, strongly consistent), for comparing what was answered with what was kept. */
async function armazenados<L extends 'FAQ' | 'SOBRE'>(lista: L) {
  const d = await domain();
  const { lerLista } = await import('@emc/functions/lib/db/conteudo');
  return (await lerLista(d.db, lista, { consistent: true })).itens;
}

const ordens = (itens: { ordem: number }[]) => itens.map((i) => i.ordem);
const umAN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('the demo content (seed step v8-conteudo)', () => {
  it('has about ten questions and four Sobre items, the fourth the credit table, in order and safe', async () => {
    const { conteudoDemo } = await import('../../scripts/local/seed/conteudo');
    const demo = conteudoDemo();
    const [f, s] = await Promise.all([faqs(), sobres()]);
    expect(f.map((i) => i.titulo)).toEqual(demo.faq.map((i) => i.titulo));
    expect(f.length).toBeGreaterThanOrEqual(10);
    expect(ordens(f)).toEqual(umAN(f.length));
    expect(s.map((i) => [i.titulo, i.tabelaCreditos])).toEqual([...demo.sobre.map((i) => [i.titulo, false]), [demo.tabela.titulo, true]]);
    expect(ordens(s)).toEqual([1, 2, 3, 4]);
    for (const html of [...f.map((i) => i.paragrafo), ...s.flatMap((i) => i.conteudo)]) expect(partesPerigosas(html)).toEqual([]);
    // The seed's text names the cycle of the stack's own today.
    expect(f[0]!.paragrafo).toContain(`<strong>${cicloAtual()}º ciclo</strong>`);
    expect(s.flatMap((i) => i.link).every((l) => l.startsWith('https://hospital.example/'))).toBe(true);
  });

  it('is read by every role signed in, and by nobody signed out', async () => {
    for (const token of [medico, secretaria, admin]) {
      expect((await get('/api/faq/get-all', token)).status).toBe(200);
      expect((await get('/api/sobre/get-all', token)).status).toBe(200);
    }
    expect((await get('/api/faq/get-all', '')).status).toBe(401);
    expect((await get('/api/sobre/get-all', '')).status).toBe(401);
  });
});

describe('faq', () => {
  it('get-by-id answers the item with its order; an unknown id is a 404, a malformed one a 400', async () => {
    const todas = await faqs();
    const terceira = todas[2]!;
    expect((await get(`/api/faq/get-by-id/${terceira.id}`, medico)).data).toEqual(terceira);
    expect(await get('/api/faq/get-by-id/naoexiste000', medico).then((r) => [r.status, r.data])).toEqual([404, { title: CONTEUDO_MSG.faqNaoEncontrada, status: 404 }]);
    expect((await get(`/api/faq/get-by-id/${encodeURIComponent('a b')}`, medico)).status).toBe(400);
  });

  it('create appends at the end with the answer sanitized, as stored', async () => {
    const antes = await faqs();
    const item = await criarFaq('Posso registrar um curso on-line?', '<p onclick="alert(1)">Sim, <strong>com certificado</strong>.<script>alert(1)</script></p>');
    expect(item).toEqual({ id: item.id, titulo: 'Posso registrar um curso on-line?', paragrafo: '<p>Sim, <strong>com certificado</strong>.</p>', ordem: antes.length + 1 });
    const depois = await faqs();
    expect(depois.at(-1)).toEqual(item);
    expect(ordens(depois)).toEqual(umAN(antes.length + 1));
    expect((await armazenados('FAQ')).find((i) => i.id === item.id)?.paragrafo).toBe(item.paragrafo);
    await del(`/api/faq/delete/${item.id}`);
  });

  it('create with an Idempotency-Key writes once and answers the first result; the same key with other data is a 409', async () => {
    const key = randomUUID();
    const body = { titulo: `Pergunta idempotente ${sufixo()}?`, paragrafo: '<p>Uma vez só.</p>' };
    const [a, b] = await Promise.all([post('/api/faq/create', body, admin, { 'idempotency-key': key }), post('/api/faq/create', body, admin, { 'idempotency-key': key })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.data).toEqual(a.data);
    const c = await post('/api/faq/create', body, admin, { 'idempotency-key': key });
    expect(c.data).toEqual(a.data);
    expect((await faqs()).filter((i) => i.titulo === body.titulo)).toHaveLength(1);
    const outro = await post('/api/faq/create', { ...body, paragrafo: '<p>Outra.</p>' }, admin, { 'idempotency-key': key });
    expect(outro.status).toBe(409);
    expect(outro.data.title).toMatch(/^Este envio já foi registrado com outros dados\./);
    expect((await post('/api/faq/create', body, admin, { 'idempotency-key': 'nao-e-uuid' })).status).toBe(400);
    await del(`/api/faq/delete/${(a.data as FaqItem).id}`);
  });

  it('refuses an answer left without text, a missing field and a too long one (400 on the field), and non-administrators (403)', async () => {
    const titulo = 'Pergunta recusada?';
    for (const paragrafo of ['<img src=x onerror=alert(1)>', '<p></p><p>&nbsp;</p>', '<script>alert(1)</script>']) {
      const res = await post('/api/faq/create', { titulo, paragrafo });
      expect([res.status, res.data]).toEqual([400, { title: VALIDACAO, status: 400, errors: { paragrafo: [CONTEUDO_MSG.htmlVazio] } }]);
    }
    const semCampos = await post('/api/faq/create', {});
    expect(semCampos.status).toBe(400);
    expect(Object.keys(semCampos.data.errors).sort()).toEqual(['paragrafo', 'titulo']);
    const longo = await post('/api/faq/create', { titulo, paragrafo: `<p>${'a'.repeat(HTML_MAX)}</p>` });
    expect([longo.status, Object.keys(longo.data.errors)]).toEqual([400, ['paragrafo']]);
    expect((await post('/api/faq/create', { titulo: 'ab', paragrafo: '<p>x</p>' })).data.errors).toHaveProperty('titulo');
    for (const token of [medico, secretaria]) expect(await post('/api/faq/create', { titulo, paragrafo: '<p>a</p>' }, token).then((r) => [r.status, r.data])).toEqual([403, FORBIDDEN]);
    expect((await faqs()).some((i) => i.titulo === titulo)).toBe(false);
  });

  it('update changes the question and the answer (sanitized) and keeps the place; unknown 404, empty 400', async () => {
    const item = await criarFaq();
    const todas = await faqs();
    const res = await put('/api/faq/update', { id: item.id, titulo: 'Pergunta alterada?', paragrafo: '<p>Nova <a href="javascript:alert(1)">resposta</a>.</p>' });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ id: item.id, titulo: 'Pergunta alterada?', paragrafo: '<p>Nova <a target="_blank" rel="noopener noreferrer">resposta</a>.</p>', ordem: item.ordem });
    expect((await faqs()).map((i) => i.id)).toEqual(todas.map((i) => i.id));
    expect((await get(`/api/faq/get-by-id/${item.id}`)).data).toEqual(res.data);
    expect(await put('/api/faq/update', { id: 'naoexiste000', titulo: 'Pergunta?', paragrafo: '<p>a</p>' }).then((r) => [r.status, r.data.title])).toEqual([404, CONTEUDO_MSG.faqNaoEncontrada]);
    expect((await put('/api/faq/update', { id: item.id, titulo: 'Pergunta?', paragrafo: '<style>p{}</style>' })).data.errors).toEqual({ paragrafo: [CONTEUDO_MSG.htmlVazio] });
    expect((await put('/api/faq/update', { id: item.id, titulo: 'Pergunta?', paragrafo: '<p>a</p>' }, medico)).status).toBe(403);
    await del(`/api/faq/delete/${item.id}`);
  });

  it('delete removes the item and the order closes up; a second delete is a 404', async () => {
    const [a, b] = [await criarFaq(), await criarFaq()];
    expect((await del(`/api/faq/delete/${a.id}`, medico)).status).toBe(403);
    expect(await del(`/api/faq/delete/${a.id}`).then((r) => [r.status, r.data])).toEqual([200, { id: a.id }]);
    const depois = await faqs();
    expect(depois.some((i) => i.id === a.id)).toBe(false);
    expect(depois.find((i) => i.id === b.id)?.ordem).toBe(a.ordem);
    expect(ordens(depois)).toEqual(umAN(depois.length));
    expect(await del(`/api/faq/delete/${a.id}`).then((r) => [r.status, r.data.title])).toEqual([404, CONTEUDO_MSG.faqNaoEncontrada]);
    expect((await get(`/api/faq/get-by-id/${a.id}`)).status).toBe(404);
    await del(`/api/faq/delete/${b.id}`);
  });

  it('reordenar takes every id in the new order, in one answer and for every reader; another set of ids is a 409', async () => {
    const antes = await faqs();
    const ids = antes.map((i) => i.id);
    const invertida = [...ids].reverse();
    const res = await put('/api/faq/reordenar', { ids: invertida });
    expect(res.status, res.text).toBe(200);
    expect((res.data as FaqItem[]).map((i) => [i.id, i.ordem])).toEqual(invertida.map((id, i) => [id, i + 1]));
    expect(await faqs()).toEqual(res.data);
    expect((await get('/api/faq/get-all', medico)).data).toEqual(res.data);
    expect((await get(`/api/faq/get-by-id/${invertida[0]}`)).data.ordem).toBe(1);

    const conflito = { title: CONTEUDO_MSG.ordemDesatualizada, status: 409 };
    for (const outros of [invertida.slice(1), [...invertida, 'naoexiste000'], [...invertida.slice(1), invertida[1]!], [...invertida.slice(1), 'naoexiste000']]) {
      expect(await put('/api/faq/reordenar', { ids: outros }).then((r) => [r.status, r.data])).toEqual([409, conflito]);
    }
    // A list changed since it was read: a new item is not in the order sent.
    const nova = await criarFaq();
    expect((await put('/api/faq/reordenar', { ids })).status).toBe(409);
    expect((await faqs()).map((i) => i.id)).toEqual([...invertida, nova.id]);
    await del(`/api/faq/delete/${nova.id}`);

    expect((await put('/api/faq/reordenar', { ids: [] })).status).toBe(400);
    expect((await put('/api/faq/reordenar', { ids }, secretaria)).status).toBe(403);
    expect((await put('/api/faq/reordenar', { ids })).status).toBe(200);
    expect((await faqs()).map((i) => i.id)).toEqual(ids);
  });
});

describe('sobre', () => {
  it('create appends a regular item with its paragraphs sanitized and its links; get-by-id answers it', async () => {
    const antes = await sobres();
    const item = await criarSobre(['<p>Primeiro <em>parágrafo</em>.</p>', '<ul><li onmouseover="x()">um</li></ul><iframe src="https://evil.example"></iframe>'], ['https://hospital.example/emc']);
    expect(item).toEqual({
      id: item.id,
      titulo: item.titulo,
      conteudo: ['<p>Primeiro <em>parágrafo</em>.</p>', '<ul><li>um</li></ul>'],
      link: ['https://hospital.example/emc'],
      ordem: antes.length + 1,
      tabelaCreditos: false,
    });
    expect((await sobres()).at(-1)).toEqual(item);
    expect((await get(`/api/sobre/get-by-id/${item.id}`, secretaria)).data).toEqual(item);
    expect((await armazenados('SOBRE')).find((i) => i.id === item.id)?.conteudo).toEqual(item.conteudo);
    await del(`/api/sobre/delete/${item.id}`);
  });

  it('create is idempotent by its key', async () => {
    const key = randomUUID();
    const body = { titulo: `Item idempotente ${sufixo()}`, conteudo: ['<p>Uma vez.</p>'], link: [] };
    const a = await post('/api/sobre/create', body, admin, { 'idempotency-key': key });
    const b = await post('/api/sobre/create', body, admin, { 'idempotency-key': key });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.data).toEqual(a.data);
    expect((await sobres()).filter((i) => i.titulo === body.titulo)).toHaveLength(1);
    await del(`/api/sobre/delete/${(a.data as SobreItem).id}`);
  });

  it('refuses no paragraph, a paragraph left without text (on its index), a link that is not http(s), and an item too large', async () => {
    const titulo = 'Item recusado';
    const erros = async (body: Record<string, unknown>) => {
      const res = await post('/api/sobre/create', { titulo, link: [], ...body });
      expect(res.status, res.text).toBe(400);
      expect(res.data.title).toBe(VALIDACAO);
      return res.data.errors as Record<string, string[]>;
    };
    expect(await erros({ conteudo: [] })).toEqual({ conteudo: [CONTEUDO_MSG.conteudoObrigatorio] });
    expect(await erros({ conteudo: ['<p>ok</p>', '<img src=x onerror=alert(1)>', '<p>ok</p>', '<br>'] })).toEqual({
      'conteudo.1': [CONTEUDO_MSG.htmlVazio],
      'conteudo.3': [CONTEUDO_MSG.htmlVazio],
    });
    expect(Object.keys(await erros({ conteudo: ['<p>a</p>'], link: ['javascript:alert(1)', 'https://hospital.example', '//evil.example'] }))).toEqual(['link.0', 'link.2']);
    const grande = Array.from({ length: 30 }, () => `<p>${'á'.repeat(HTML_MAX - 7)}</p>`);
    expect(await erros({ conteudo: grande })).toEqual({ conteudo: ['O item ficou grande demais: divida o texto em mais de um item.'] });
    expect(Object.keys(await erros({ conteudo: Array.from({ length: 31 }, () => '<p>a</p>') }))).toEqual(['conteudo']);
    expect((await post('/api/sobre/create', { titulo, conteudo: ['<p>a</p>'], link: [] }, medico)).status).toBe(403);
    expect((await sobres()).some((i) => i.titulo === titulo)).toBe(false);
  }, 30_000);

  it('update changes a regular item in its place; it still needs a paragraph; unknown is a 404', async () => {
    const item = await criarSobre();
    const res = await put('/api/sobre/update', { id: item.id, titulo: 'Item alterado', conteudo: ['<p>Novo <b>texto</b></p>', '<p>Outro</p>'], link: ['https://hospital.example/novo'] });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ ...item, titulo: 'Item alterado', conteudo: ['<p>Novo <b>texto</b></p>', '<p>Outro</p>'], link: ['https://hospital.example/novo'] });
    expect((await get(`/api/sobre/get-by-id/${item.id}`)).data).toEqual(res.data);
    expect((await put('/api/sobre/update', { id: item.id, titulo: 'Item alterado', conteudo: [], link: [] })).data.errors).toEqual({ conteudo: [CONTEUDO_MSG.conteudoObrigatorio] });
    expect((await put('/api/sobre/update', { id: item.id, titulo: 'Item alterado', conteudo: ['<p>a</p>', '<svg onload=x()></svg>'], link: [] })).data.errors).toEqual({
      'conteudo.1': [CONTEUDO_MSG.htmlVazio],
    });
    expect(await put('/api/sobre/update', { id: 'naoexiste000', titulo: 'Item', conteudo: ['<p>a</p>'], link: [] }).then((r) => [r.status, r.data.title])).toEqual([404, CONTEUDO_MSG.sobreNaoEncontrado]);
    expect((await put('/api/sobre/update', { id: item.id, titulo: 'Item', conteudo: ['<p>a</p>'], link: [] }, medico)).status).toBe(403);
    await del(`/api/sobre/delete/${item.id}`);
  });

  it('the credit-table item takes a new title and links but never a content, and cannot be removed', async () => {
    const tabela = await itemTabela();
    const res = await put('/api/sobre/update', { id: tabela.id, titulo: 'Tabela de Créditos do programa', conteudo: [], link: ['https://hospital.example/emc/tabela'] });
    expect(res.status, res.text).toBe(200);
    expect(res.data).toEqual({ ...tabela, titulo: 'Tabela de Créditos do programa', link: ['https://hospital.example/emc/tabela'] });
    const gerado = await put('/api/sobre/update', { id: tabela.id, titulo: 'Tabela', conteudo: ['<p>Uma tabela minha.</p>'], link: [] });
    expect([gerado.status, gerado.data]).toEqual([400, { title: VALIDACAO, status: 400, errors: { conteudo: [CONTEUDO_MSG.conteudoGerado] } }]);
    expect(await del(`/api/sobre/delete/${tabela.id}`).then((r) => [r.status, r.data])).toEqual([409, { title: CONTEUDO_MSG.tabelaNaoRemovivel, status: 409 }]);
    expect(await itemTabela()).toEqual(res.data);
    // Nothing of its content is stored: it is rendered on every read.
    const armazenado = (await armazenados('SOBRE')).find((i) => i.id === tabela.id)!;
    expect([armazenado.tabelaCreditos, armazenado.conteudo]).toEqual([true, []]);
    await put('/api/sobre/update', { id: tabela.id, titulo: tabela.titulo, conteudo: [], link: tabela.link });
  });

  it('delete removes a regular item; unknown is a 404', async () => {
    const item = await criarSobre();
    expect((await del(`/api/sobre/delete/${item.id}`, secretaria)).status).toBe(403);
    expect(await del(`/api/sobre/delete/${item.id}`).then((r) => [r.status, r.data])).toEqual([200, { id: item.id }]);
    expect((await sobres()).some((i) => i.id === item.id)).toBe(false);
    expect(await del(`/api/sobre/delete/${item.id}`).then((r) => [r.status, r.data.title])).toEqual([404, CONTEUDO_MSG.sobreNaoEncontrado]);
    expect(await get(`/api/sobre/get-by-id/${item.id}`).then((r) => [r.status, r.data.title])).toEqual([404, CONTEUDO_MSG.sobreNaoEncontrado]);
  });

  it('reordenar moves the credit-table item too, and answers it rendered', async () => {
    const ids = (await sobres()).map((i) => i.id);
    const nova = [ids[3]!, ids[0]!, ids[1]!, ids[2]!];
    const res = await put('/api/sobre/reordenar', { ids: nova });
    expect(res.status, res.text).toBe(200);
    const lista = res.data as SobreItem[];
    expect(lista.map((i) => [i.id, i.ordem])).toEqual(nova.map((id, i) => [id, i + 1]));
    expect(lista[0]!.tabelaCreditos).toBe(true);
    expect(lista[0]!.conteudo.join('')).toContain('<table>');
    expect(await sobres()).toEqual(lista);
    expect((await put('/api/sobre/reordenar', { ids: nova.slice(1) })).data).toEqual({ title: CONTEUDO_MSG.ordemDesatualizada, status: 409 });
    expect((await put('/api/sobre/reordenar', { ids })).status).toBe(200);
  });
});

describe('the credit-table item', () => {
  const celulas = (tr: Element) => tr.children.filter(isTag).filter((c) => c.name === 'td' || c.name === 'th');
  const elementos = (html: string, nome: string): Element[] => {
    const found: Element[] = [];
    const visit = (nodes: Element['children']) => {
      for (const n of nodes) {
        if (!isTag(n)) continue;
        if (n.name === nome) found.push(n);
        visit(n.children);
      }
    };
    visit(parseDocument(html).children);
    return found;
  };
  const texto = (e: Element): string => e.children.map((c) => ('data' in c ? c.data : isTag(c) ? texto(c) : '')).join('');

  /** The table's rows as [Atividade, Forma, Créditos, Teto] under each category's heading. */
  async function tabelaRenderizada(): Promise<Map<string, string[][]>> {
    const item = await itemTabela();
    const porCategoria = new Map<string, string[][]>();
    for (const bloco of item.conteudo.slice(1)) {
      const [h3] = elementos(bloco, 'h3');
      const linhas = elementos(bloco, 'tr').map((tr) => celulas(tr).map(texto));
      porCategoria.set(texto(h3!), linhas);
    }
    return porCategoria;
  }

  it('shows every active row by category, in four columns, with pt-BR numbers', async () => {
    const item = await itemTabela();
    expect(item.conteudo[0]).toMatch(/^<p>Esta é a Tabela de Créditos em vigor/);
    const [categorias, formas, classificacoes] = await Promise.all([get('/api/categoria/get-list-name'), get('/api/forma/get-list-name'), get('/api/classificacao/get-list-name')]);
    // What a doctor can choose: active rows of an active category and form.
    const ativas = new Set([...(categorias.data as CategoriaItem[]), ...(formas.data as FormaItem[])].map((c) => c.id));
    const rows = (classificacoes.data as ClassificacaoAdmin[]).filter((r) => ativas.has(r.idCategoria) && ativas.has(r.idForma));
    const tabela = await tabelaRenderizada();
    expect([...tabela.keys()].sort()).toEqual((categorias.data as CategoriaItem[]).filter((c) => rows.some((r) => r.idCategoria === c.id)).map((c) => c.nome).sort());
    for (const linhas of tabela.values()) {
      expect(linhas[0]).toEqual(['Atividade', 'Forma', 'Créditos', 'Teto no ciclo']);
      for (const l of linhas) expect(l).toHaveLength(4);
    }
    const linhas = [...tabela.values()].flatMap((l) => l.slice(1));
    expect(linhas).toContainEqual(['Curso a distância com certificação', 'Ouvinte', '0,5 por hora', '10']);
    expect(linhas).toContainEqual(['Congresso internacional', 'Ouvinte', '10 por evento', '—']);
    expect(linhas).toHaveLength(rows.length);
    // The demo's deactivated row is not offered, so it is not shown.
    expect(linhas.some(([a]) => a!.includes('descontinuado'))).toBe(false);
    for (const html of item.conteudo) expect(partesPerigosas(html)).toEqual([]);
  });

  it('a row created through the API shows at once, its text escaped; deactivating it (or its category) takes it away', async () => {
    const s = sufixo();
    const categoria = await post('/api/categoria/create', { nome: `Teste conteúdo <b>categoria</b> ${s}`, tipo: 'OUTRA' });
    expect(categoria.status, categoria.text).toBe(200);
    const idCategoria = (categoria.data as CategoriaAdmin).id;
    const forma = ((await get('/api/forma/get-list-name')).data as FormaItem[])[0]!;
    const descricao = `Oficina <img src=x onerror=alert(1)> & "prática" ${s}`;
    const row = await post('/api/classificacao/create', { descricao, idCategoria, idForma: forma.id, valor: 'medio valor', pontos: 2.5, unidade: 'hora', tetoCiclo: 7.5 });
    expect(row.status, row.text).toBe(200);

    const item = await itemTabela();
    const bloco = item.conteudo.find((b) => b.includes(s))!;
    expect(bloco).toContain(`<h3>Teste conteúdo &lt;b&gt;categoria&lt;/b&gt; ${s}</h3>`);
    expect(bloco).toContain(`<td>Oficina &lt;img src=x onerror=alert(1)&gt; &amp; "prática" ${s}</td><td>${forma.nome}</td><td>2,5 por hora</td><td>7,5</td>`);
    expect(partesPerigosas(bloco)).toEqual([]);
    expect((await tabelaRenderizada()).get(`Teste conteúdo <b>categoria</b> ${s}`)).toEqual([
      ['Atividade', 'Forma', 'Créditos', 'Teto no ciclo'],
      [descricao, forma.nome, '2,5 por hora', '7,5'],
    ]);
    // get-by-id renders it the same, for a doctor too.
    expect((await get(`/api/sobre/get-by-id/${item.id}`, medico)).data).toEqual(item);

    expect((await put('/api/classificacao/update-status', { id: (row.data as ClassificacaoAdmin).id, ativar: false })).status).toBe(200);
    expect((await itemTabela()).conteudo.some((b) => b.includes(s))).toBe(false);
    expect((await put('/api/classificacao/update-status', { id: (row.data as ClassificacaoAdmin).id, ativar: true })).status).toBe(200);
    expect((await itemTabela()).conteudo.some((b) => b.includes(s))).toBe(true);
    expect((await put('/api/categoria/update-status', { id: idCategoria, ativar: false })).status).toBe(200);
    expect((await itemTabela()).conteudo.some((b) => b.includes(s))).toBe(false);
  });
});
