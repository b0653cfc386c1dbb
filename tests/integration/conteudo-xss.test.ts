import { beforeAll, describe, expect, it } from 'vitest';
import { CONTEUDO_MSG, type FaqItem, type SobreItem } from '@emc/shared/conteudo';
import { DEMO, api, tokenFor } from '../support/api';
import { domain } from '../support/direct';
import { emMundoProprio } from '../support/mundo';
import { XSS_CORPUS, partesPerigosas } from '../support/xss-corpus';

/**
 * The XSS corpus (tests/support/xss-corpus.ts, 40 payloads) through faq/create, faq/update,
 * sobre/create and sobre/update: what is answered, read back and stored has nothing dangerous
 * (partesPerigosas), or, when the sanitizer leaves no text at all, the write is a 400 on the field
 * (CONTEUDO_MSG.htmlVazio) and nothing is stored. Which payload gets which is declared below. Each
 * payload is also sent inside safe formatting, which must survive it. In a world of its own: it
 * adds 160 items, which would change the lists other files read on the shared stack.
 */
emMundoProprio('conteudo-xss');

/** The payloads of which nothing but markup is left once sanitized: a 400 htmlVazio. Every other one is stored. */
const SEM_TEXTO = new Set([
  'img onerror',
  'img onerror without quotes',
  'svg onload',
  'svg with script',
  'iframe javascript src',
  'iframe srcdoc',
  'input autofocus onfocus',
  'object data',
  'embed src',
  'meta refresh',
  'math with xlink href',
  'mutation via noscript',
  'mutation via template',
  'cdata breakout',
  'textarea breakout',
  'area href',
  'video source onerror',
]);

/** Formatting the editors make, around each payload: it must come out as it went in. */
const ANTES = '<p><strong>Negrito</strong> e <em>itálico</em>, veja o <a href="https://hospital.example/emc">regulamento</a>.</p><ul><li>primeiro</li><li>segundo</li></ul>';
const ANTES_LIMPO =
  '<p><strong>Negrito</strong> e <em>itálico</em>, veja o <a href="https://hospital.example/emc" target="_blank" rel="noopener noreferrer">regulamento</a>.</p><ul><li>primeiro</li><li>segundo</li></ul>';
const DEPOIS = '<ol><li>fim</li></ol>';

const VALIDACAO = 'Ocorreu um erro de validação.';
const vazio = (campo: string) => ({ title: VALIDACAO, status: 400, errors: { [campo]: [CONTEUDO_MSG.htmlVazio] } });

let admin: string;
let faqFixa: FaqItem;
let sobreFixo: SobreItem;

beforeAll(async () => {
  admin = await tokenFor(DEMO.admin);
  const f = await api('/api/faq/create', { method: 'POST', token: admin, json: { titulo: 'Pergunta que os testes de XSS alteram?', paragrafo: '<p>Original.</p>' } });
  const s = await api('/api/sobre/create', { method: 'POST', token: admin, json: { titulo: 'Item que os testes de XSS alteram', conteudo: ['<p>Original.</p>'], link: [] } });
  expect([f.status, s.status]).toEqual([200, 200]);
  [faqFixa, sobreFixo] = [f.data as FaqItem, s.data as SobreItem];
});

/** The item as stored (direct, strongly consistent). */
async function armazenado(lista: 'FAQ' | 'SOBRE', id: string) {
  const d = await domain();
  const { lerLista } = await import('@emc/functions/lib/db/conteudo');
  const itens: { id: string; paragrafo?: string; conteudo?: string[] }[] = (await lerLista(d.db, lista, { consistent: true })).itens;
  return itens.find((i) => i.id === id);
}

type Escrita = { rota: string; campo: string; enviar(html: string, n: number): Promise<{ status: number; data: any }>; html(answer: any): string; lista: 'FAQ' | 'SOBRE'; id(answer: any): string };

const ESCRITAS: Escrita[] = [
  {
    rota: 'faq/create',
    campo: 'paragrafo',
    lista: 'FAQ',
    enviar: (html, n) => api('/api/faq/create', { method: 'POST', token: admin, json: { titulo: `Pergunta XSS ${n}?`, paragrafo: html } }),
    html: (a: FaqItem) => a.paragrafo,
    id: (a: FaqItem) => a.id,
  },
  {
    rota: 'faq/update',
    campo: 'paragrafo',
    lista: 'FAQ',
    enviar: (html) => api('/api/faq/update', { method: 'PUT', token: admin, json: { id: faqFixa.id, titulo: faqFixa.titulo, paragrafo: html } }),
    html: (a: FaqItem) => a.paragrafo,
    id: () => faqFixa.id,
  },
  {
    rota: 'sobre/create',
    campo: 'conteudo.0',
    lista: 'SOBRE',
    enviar: (html, n) => api('/api/sobre/create', { method: 'POST', token: admin, json: { titulo: `Item XSS ${n}`, conteudo: [html], link: [] } }),
    html: (a: SobreItem) => a.conteudo[0]!,
    id: (a: SobreItem) => a.id,
  },
  {
    rota: 'sobre/update',
    campo: 'conteudo.0',
    lista: 'SOBRE',
    enviar: (html) => api('/api/sobre/update', { method: 'PUT', token: admin, json: { id: sobreFixo.id, titulo: sobreFixo.titulo, conteudo: [html], link: [] } }),
    html: (a: SobreItem) => a.conteudo[0]!,
    id: () => sobreFixo.id,
  },
];

const lido = async (e: Escrita, id: string) => {
  const res = await api(`/api/${e.lista === 'FAQ' ? 'faq' : 'sobre'}/get-by-id/${id}`, { token: admin });
  return e.html(res.data);
};
const guardado = async (e: Escrita, id: string) => {
  const item = await armazenado(e.lista, id);
  return e.lista === 'FAQ' ? item?.paragrafo : item?.conteudo?.[0];
};

describe('the XSS corpus through the FAQ and Sobre writes', () => {
  it('declares an outcome for payloads of the corpus only', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
    for (const nome of SEM_TEXTO) expect(XSS_CORPUS.some((p) => p.nome === nome), nome).toBe(true);
  });

  it.each(XSS_CORPUS.map((p, n) => [p.nome, p.html, n] as const))('%s', async (nome, payload, n) => {
    for (const e of ESCRITAS) {
      const antes = e.rota.endsWith('update') ? await guardado(e, e.id(undefined)) : undefined;
      const res = await e.enviar(payload, n);
      if (SEM_TEXTO.has(nome)) {
        // Nothing but markup was left: refused on the field, and nothing stored or changed.
        expect([res.status, res.data], `${e.rota}: ${JSON.stringify(res.data)}`).toEqual([400, vazio(e.campo)]);
        if (antes !== undefined) expect(await guardado(e, e.id(undefined))).toBe(antes);
      } else {
        expect(res.status, `${e.rota}: ${JSON.stringify(res.data)}`).toBe(200);
        const html = e.html(res.data);
        expect(partesPerigosas(html), `${e.rota} answered ${html}`).toEqual([]);
        expect(await lido(e, e.id(res.data)), `${e.rota} read back`).toBe(html);
        expect(await guardado(e, e.id(res.data)), `${e.rota} stored`).toBe(html);
      }

      // The same payload inside safe formatting: always stored, the formatting intact, nothing dangerous.
      const envolto = await e.enviar(`${ANTES}${payload}${DEPOIS}`, n);
      expect(envolto.status, `${e.rota} (with formatting): ${JSON.stringify(envolto.data)}`).toBe(200);
      const html = e.html(envolto.data);
      expect(partesPerigosas(html), `${e.rota} (with formatting) answered ${html}`).toEqual([]);
      expect(html.startsWith(ANTES_LIMPO), html).toBe(true);
      expect(html.endsWith(DEPOIS), html).toBe(true);
      expect(await guardado(e, e.id(envolto.data))).toBe(html);
    }
  });
});
