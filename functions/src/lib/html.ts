import { Parser } from 'htmlparser2';
import { HTML_PERMITIDO } from '@emc/shared/conteudo';

/**
 * The server's sanitizer of the FAQ and Sobre HTML (issue 12), on htmlparser2's tokenizer and parser
 * (the same sanitize-html used, without sanitize-html's DOM, entity encoding, URL and CSS packages:
 * about 70 KB of the conteudo bundle), kept to the shared allow-list (HTML_PERMITIDO, the same the
 * browser's DOMPurify uses). Whatever is not allowed goes: tags not listed (their text kept, except
 * the elements of SEM_TEXTO, dropped with their content), every attribute not listed (event handlers
 * and `style` among them), comments, CDATA, doctypes, URLs of another scheme or protocol-relative
 * ones. Every link opens in a new tab with `rel="noopener noreferrer"`.
 *
 * Safe by construction: the output is only allowed tags with double-quoted attribute values, and text
 * in which `<`, `>` (and `"` in attributes) are escaped, so the browser can't read any other markup in
 * it however the parser read the input. Character references are left as they were written
 * (`decodeEntities: false`): the browser decodes them inside text or a value, where they can only be
 * text. So a link's scheme is checked as written: `jav&#x61;script:` isn't `https:` and goes, as does
 * an https written with references, which no editor writes. (The conteudo bundle leaves the decoder's
 * tables out for this: bundling.ts, html-entities.ts.)
 */
const TAGS = new Set<string>(HTML_PERMITIDO.tags);
const ATRIBUTOS: Readonly<Record<string, readonly string[]>> = HTML_PERMITIDO.atributos;
const URL_PERMITIDA = new RegExp(`^(?:${HTML_PERMITIDO.esquemas.join('|')}):`, 'i');
/** Elements whose content is code, another document or a form's value, not text to keep. */
const SEM_TEXTO = new Set(['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes', 'template', 'iframe', 'object', 'title', 'select', 'svg', 'math']);
const VAZIOS = new Set(['br']);

const escapar = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escaparValor = (s: string) => escapar(s).replace(/"/g, '&quot;');

function atributos(tag: string, attribs: Record<string, string>): string {
  const permitidos = ATRIBUTOS[tag] ?? [];
  const saida: [string, string][] = [];
  for (const [nome, valor] of Object.entries(attribs)) {
    if (!permitidos.includes(nome)) continue;
    if (tag === 'a') {
      // Only absolute links of the allowed schemes (as the browser's sanitizer: no relative address,
      // which would open the application itself); the link's own target and rel are replaced.
      if (nome === 'href' && URL_PERMITIDA.test(valor.trim())) saida.push([nome, valor.trim()]);
      continue;
    }
    saida.push([nome, valor]);
  }
  if (tag === 'a') saida.push(['target', '_blank'], ['rel', 'noopener noreferrer']);
  return saida.map(([nome, valor]) => ` ${nome}="${escaparValor(valor)}"`).join('');
}

/** The HTML with only the tags of `tags` (and their allowed attributes), and the text outside SEM_TEXTO. */
function filtrar(html: string, tags: ReadonlySet<string>): string {
  let saida = '';
  /** For each open element, whether its tags are kept. */
  const abertos: boolean[] = [];
  /** Depth inside an element of SEM_TEXTO: nothing in it is kept. */
  let descartando = 0;
  const parser = new Parser(
    {
      onopentag(nome, attribs) {
        if (descartando || SEM_TEXTO.has(nome)) {
          descartando++;
          return;
        }
        const mantido = tags.has(nome);
        abertos.push(mantido);
        if (mantido) saida += VAZIOS.has(nome) ? `<${nome}${atributos(nome, attribs)} />` : `<${nome}${atributos(nome, attribs)}>`;
      },
      ontext(texto) {
        // Quotes need no reference in text: written as themselves, as an HTML serializer writes them.
        if (!descartando) saida += escapar(texto).replace(/&quot;/g, '"').replace(/&(?:#39|#x27|apos);/gi, "'");
      },
      onclosetag(nome) {
        if (descartando) {
          descartando--;
          return;
        }
        if (abertos.pop() && !VAZIOS.has(nome)) saida += `</${nome}>`;
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.end(html);
  return saida;
}

/** The HTML as stored and shown: only the allowed formatting. */
export function sanitizarHtml(html: string): string {
  return filtrar(html, TAGS).trim();
}

const NENHUMA = new Set<string>();

/** Whether a (sanitized) HTML has any text a reader would see: not only tags, spaces or line breaks. */
export function temTexto(html: string): boolean {
  const texto = filtrar(html, NENHUMA)
    .replace(/&(?:nbsp|#0*160|#x0*a0);?/gi, ' ')
    .replace(/&(?:#0*(?:8203|8204|8205|65279)|#x0*(?:200[bcd]|feff)|zerowidthspace|zwnj|zwj);?/gi, '');
  return /\S/u.test(texto.replace(/[\u200b-\u200d\ufeff]/g, ''));
}
