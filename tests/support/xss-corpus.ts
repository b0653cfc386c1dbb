import { parseDocument } from 'htmlparser2';
import { isTag, type ChildNode } from 'domhandler';
import { ElementType } from 'domelementtype';

/**
 * The XSS corpus that goes through the FAQ and Sobre editors (issue 12): each payload tries to run
 * script when the HTML is shown. Every one calls `alert` (a dialog the browser test listens for) or
 * `__xss()` (a function the browser test defines and counts), so a payload that survives is seen.
 * The server's sanitizer must leave none of the dangerous parts (`partesPerigosas` below), and in Chromium no
 * script may run and no dialog open when the pages show what was stored.
 */
export interface XssPayload {
  nome: string;
  html: string;
}

const CALL = '__xss()';

export const XSS_CORPUS: readonly XssPayload[] = [
  { nome: 'script tag', html: `<p>a</p><script>${CALL}</script>` },
  { nome: 'script tag with src', html: '<script src="https://evil.example/x.js"></script><p>b</p>' },
  { nome: 'script in upper case', html: `<SCRIPT>${CALL}</SCRIPT><p>c</p>` },
  { nome: 'img onerror', html: `<img src=x onerror="${CALL}">` },
  { nome: 'img onerror without quotes', html: '<img src=x onerror=alert(1)>' },
  { nome: 'svg onload', html: `<svg onload="${CALL}"><circle r="1"></circle></svg>` },
  { nome: 'svg with script', html: `<svg><script>${CALL}</script></svg>` },
  { nome: 'body onload', html: `<body onload="${CALL}"><p>d</p></body>` },
  { nome: 'iframe javascript src', html: `<iframe src="javascript:${CALL}"></iframe>` },
  { nome: 'iframe srcdoc', html: `<iframe srcdoc="<script>parent.${CALL}</script>"></iframe>` },
  { nome: 'anchor javascript href', html: `<a href="javascript:${CALL}">clique</a>` },
  { nome: 'anchor javascript with entities', html: '<a href="jav&#x61;script:alert(1)">clique</a>' },
  { nome: 'anchor javascript with tab', html: '<a href="java\tscript:alert(1)">clique</a>' },
  { nome: 'anchor javascript upper case with spaces', html: '<a href="  JaVaScRiPt:alert(1)">clique</a>' },
  { nome: 'anchor data:text/html', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clique</a>' },
  { nome: 'anchor vbscript', html: '<a href="vbscript:msgbox(1)">clique</a>' },
  { nome: 'anchor onclick and onmouseover', html: `<a href="https://hospital.example" onclick="${CALL}" onmouseover="${CALL}">link</a>` },
  { nome: 'paragraph onmouseover', html: `<p onmouseover="${CALL}">passe o mouse</p>` },
  { nome: 'details ontoggle', html: `<details open ontoggle="${CALL}"><summary>x</summary></details>` },
  { nome: 'input autofocus onfocus', html: `<input autofocus onfocus="${CALL}">` },
  { nome: 'form action javascript', html: `<form action="javascript:${CALL}"><button>enviar</button></form>` },
  { nome: 'button formaction', html: `<button formaction="javascript:${CALL}">x</button>` },
  { nome: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  { nome: 'embed src', html: '<embed src="javascript:alert(1)">' },
  { nome: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { nome: 'base href', html: '<base href="javascript:alert(1)//"><a href="/x">x</a>' },
  { nome: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css"><p>e</p>' },
  { nome: 'style tag with expression', html: '<style>p{background:url("javascript:alert(1)")}</style><p>f</p>' },
  { nome: 'style attribute injection', html: '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:url(javascript:alert(1))">g</p>' },
  { nome: 'math with xlink href', html: '<math><mtext><a xlink:href="javascript:alert(1)">x</a></mtext></math>' },
  { nome: 'mutation via noscript', html: `<noscript><p title="</noscript><img src=x onerror=${CALL}>"></noscript>` },
  { nome: 'mutation via template', html: `<template><img src=x onerror="${CALL}"></template>` },
  { nome: 'broken attribute quoting', html: `<img """><script>${CALL}</script>">` },
  { nome: 'nested script split', html: `<scr<script>ipt>${CALL}</scr</script>ipt>` },
  { nome: 'html comment breakout', html: `<!--><img src=x onerror=${CALL}>-->` },
  { nome: 'cdata breakout', html: `<![CDATA[><img src=x onerror=${CALL}>]]>` },
  { nome: 'textarea breakout', html: `<textarea></textarea><img src=x onerror=${CALL}>` },
  { nome: 'table background', html: '<table background="javascript:alert(1)"><tr><td>h</td></tr></table>' },
  { nome: 'area href', html: '<map name="m"><area href="javascript:alert(1)" shape="default"></map>' },
  { nome: 'video source onerror', html: `<video><source onerror="${CALL}"></video>` },
];

/** Elements no stored HTML may keep: script, frames, plugins, forms, styles, SVG and MathML, document-level tags. */
const ELEMENTOS_PROIBIDOS = new Set([
  'script', 'iframe', 'frame', 'object', 'embed', 'meta', 'base', 'link', 'style', 'form', 'input', 'button', 'textarea',
  'select', 'svg', 'math', 'template', 'noscript', 'video', 'audio', 'source', 'area', 'map', 'details', 'body', 'html', 'head',
]);
/** URL attributes, and the only schemes they may hold. */
const ATRIBUTOS_URL = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'data', 'poster', 'srcset']);
const ESQUEMA_SEGURO = /^(https?:|mailto:|#|\/(?!\/))/i;

/**
 * The dangerous parts left in a sanitized HTML, found by parsing it as a browser would (not by
 * matching text: an escaped `&lt;script&gt;` in a paragraph is harmless text). Empty when it is safe.
 */
export function partesPerigosas(html: string): string[] {
  const found: string[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === ElementType.Comment || node.type === ElementType.CDATA || node.type === ElementType.Directive) found.push(`nó ${node.type}`);
      if (!isTag(node)) continue;
      if (ELEMENTOS_PROIBIDOS.has(node.name)) found.push(`<${node.name}>`);
      for (const [name, value] of Object.entries(node.attribs)) {
        if (/^on/i.test(name)) found.push(`${node.name}[${name}]`);
        if (name === 'style' || name === 'srcdoc') found.push(`${node.name}[${name}]`);
        // Browsers ignore control characters and spaces inside a URL's scheme (`java\tscript:`).
        const url = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
        if (ATRIBUTOS_URL.has(name) && url !== '' && !ESQUEMA_SEGURO.test(url)) found.push(`${node.name}[${name}=${value}]`);
      }
      if (node.name === 'a' && node.attribs.target === '_blank' && !/noopener/.test(node.attribs.rel ?? '')) found.push('a[target=_blank] sem rel=noopener');
      visit(node.children);
    }
  };
  visit(parseDocument(html, { decodeEntities: true }).children);
  return found;
}
