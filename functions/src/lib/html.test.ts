import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { aliasFor } from '../../bundling';
import { XSS_CORPUS, partesPerigosas } from '../../../tests/support/xss-corpus';
import { EntityDecoder } from './html-entities';
import { sanitizarHtml, temTexto } from './html';

const root = resolve(import.meta.dirname, '..', '..', '..');

describe('sanitizarHtml', () => {
  it('keeps the allowed formatting, and every link opens apart with rel="noopener noreferrer"', () => {
    const html =
      '<h3>Prazos</h3><p>Registre até <strong>31 de janeiro</strong>, <em>sem</em> <u>falta</u> <s>nunca</s> <b>b</b> <i>i</i>.<br>Veja ' +
      '<a href="https://hospital.example/emc" target="_self" rel="opener">o regulamento</a> ou escreva para <a href="mailto:emc@hospital.example">emc@hospital.example</a>.</p>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote><h4>Tabela</h4>' +
      '<table><caption>Créditos</caption><thead><tr><th scope="col" colspan="2">A</th></tr></thead><tbody><tr><td rowspan="2" colspan="1">1</td></tr></tbody></table>';
    expect(sanitizarHtml(html)).toBe(
      '<h3>Prazos</h3><p>Registre até <strong>31 de janeiro</strong>, <em>sem</em> <u>falta</u> <s>nunca</s> <b>b</b> <i>i</i>.<br />Veja ' +
        '<a href="https://hospital.example/emc" target="_blank" rel="noopener noreferrer">o regulamento</a> ou escreva para <a href="mailto:emc@hospital.example" target="_blank" rel="noopener noreferrer">emc@hospital.example</a>.</p>' +
        '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote><h4>Tabela</h4>' +
        '<table><caption>Créditos</caption><thead><tr><th scope="col" colspan="2">A</th></tr></thead><tbody><tr><td rowspan="2" colspan="1">1</td></tr></tbody></table>',
    );
  });

  it.each([
    ['javascript:alert(1)'],
    ['  JaVaScRiPt:alert(1)'],
    ['jav&#x61;script:alert(1)'],
    ['javascript&colon;alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox(1)'],
    ['//evil.example/x'],
    ['/participacao-medico/home'],
    ['#ancora'],
    ['ftp://hospital.example/a'],
  ])('drops a link address that is not absolute http(s) or mailto, keeping its text: %s', (href) => {
    expect(sanitizarHtml(`<a href="${href}">clique</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">clique</a>');
  });

  it('drops styles, classes, ids, handlers and comments', () => {
    expect(sanitizarHtml('<p style="color:red" class="x" id="y" onclick="alert(1)" title="t">a<!-- comentário --></p>')).toBe('<p>a</p>');
  });

  it('drops script, style, textarea, noscript, template, iframe, svg and math with their content', () => {
    for (const tag of ['script', 'style', 'textarea', 'noscript', 'template', 'iframe', 'svg', 'math', 'select', 'object', 'title']) {
      expect(sanitizarHtml(`<p>a</p><${tag}>conteúdo escondido</${tag}><p>b</p>`), tag).toBe('<p>a</p><p>b</p>');
    }
  });

  it('keeps the text of other tags it removes, escaped', () => {
    expect(sanitizarHtml('<div><span>olá</span> <font>mundo</font> &lt;script&gt;</div>')).toBe('olá mundo &lt;script&gt;');
  });

  it.each(XSS_CORPUS.map((p) => [p.nome, p.html]))('leaves nothing dangerous of the corpus payload: %s', (_nome, html) => {
    expect(partesPerigosas(sanitizarHtml(html))).toEqual([]);
  });
});

describe('temTexto', () => {
  it.each([
    ['<p>a</p>', true],
    ['<p>&lt;script&gt;</p>', true],
    ['<table><tr><td>1</td></tr></table>', true],
    ['', false],
    ['<p></p><p> </p><br />', false],
    ['<p>&nbsp;&#160;\u00a0</p>', false],
    ['<p>\u200b</p>', false],
    ['<ul><li></li></ul><a target="_blank" rel="noopener noreferrer"></a>', false],
  ])('%s → %s', (html, esperado) => {
    expect(temTexto(html)).toBe(esperado);
  });
});

describe('the entity decoder left out of the conteudo bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emc-html-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('conteudo replaces entities/decode by a decoder that throws if it is ever called', () => {
    expect(aliasFor('conteudo')).toEqual({ 'entities/decode': './functions/src/lib/html-entities.ts' });
    const decoder = new EntityDecoder();
    expect(() => decoder.write()).toThrow();
  });

  it('the bundle with the alias holds no decoding tables, and sanitizes every input as the module does', async () => {
    const { build } = await import('esbuild');
    const outfile = join(dir, 'html.mjs');
    const real = await build({
      entryPoints: [join(root, 'functions/src/lib/html.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      alias: Object.fromEntries(Object.entries(aliasFor('conteudo')).map(([m, p]) => [m, join(root, p)])),
      metafile: true,
      logLevel: 'silent',
    });
    // What the bundle holds (the metafile's inputs also list what tree-shaking left out).
    const inputs = Object.values(real.metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([p]) => p));
    expect(inputs.filter((p) => /node_modules\/entities\/dist\/(decode|generated)/.test(p))).toEqual([]);
    expect(inputs.some((p) => p.endsWith('functions/src/lib/html-entities.ts'))).toBe(true);

    const mod = (await import(pathToFileURL(outfile).href)) as typeof import('./html');
    const entradas = [
      ...XSS_CORPUS.map((p) => p.html),
      '<p>a &amp; b &lt;i&gt; &#106;avascript&colon; &nbsp;&#x41;&copy</p><a href="https://a.example/?x=1&amp;y=2" title="&quot;">l</a>',
      '<table style="width:100%"><tr><td rowspan="2&quot; onclick=&quot;x" style="background:url(javascript:alert(1))">b</td></tr></table>',
    ];
    for (const html of entradas) {
      expect(mod.sanitizarHtml(html), html).toBe(sanitizarHtml(html));
      expect(mod.temTexto(html), html).toBe(temTexto(html));
    }
  });
});
