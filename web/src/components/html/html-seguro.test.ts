// @vitest-environment jsdom
// DOMPurify needs a faithful DOM parser: happy-dom drops a <p> wrapper, jsdom parses as browsers do.
import { describe, expect, it } from 'vitest';
import { htmlSeguro } from './html-seguro';

describe('htmlSeguro', () => {
  it('keeps formatting and links, with rel="noopener noreferrer" and a new tab', () => {
    const out = htmlSeguro('<p>Olá <strong>doutora</strong>, veja <a href="https://hospital.example/emc">o regulamento</a>.</p><ul><li>um</li></ul>');
    expect(out).toBe(
      '<p>Olá <strong>doutora</strong>, veja <a href="https://hospital.example/emc" target="_blank" rel="noopener noreferrer">o regulamento</a>.</p><ul><li>um</li></ul>',
    );
  });

  it.each([
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="alert(1)" style="color:red">a</p>', '<p>a</p>'],
    ['<script>alert(1)</script><p>b</p>', '<p>b</p>'],
    ['<iframe src="javascript:alert(1)"></iframe><p>c</p>', '<p>c</p>'],
  ])('removes script, handlers, styles and frames: %s', (html, esperado) => {
    expect(htmlSeguro(html)).toBe(esperado);
  });

  it('drops a javascript:, data: or vbscript: link but keeps its text', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox(1)']) {
      expect(htmlSeguro(`<a href="${href}">clique</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">clique</a>');
    }
  });
});
