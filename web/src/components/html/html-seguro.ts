import DOMPurify from 'dompurify';
import { HTML_PERMITIDO } from '@emc/shared/conteudo';

/**
 * The browser's second sanitizing of the program's HTML (FAQ answers, Sobre paragraphs), after the
 * server's (functions/src/lib/html.ts): the same tags and attributes (HTML_PERMITIDO), links only to
 * http(s) and mailto, and every link opening in a new tab with rel="noopener noreferrer".
 */
const TAGS = [...HTML_PERMITIDO.tags];
const ATRIBUTOS = [...new Set(Object.values(HTML_PERMITIDO.atributos).flat())];
const URL_SEGURA = new RegExp(`^(?:${HTML_PERMITIDO.esquemas.join('|')}):`, 'i');

let purify: ReturnType<typeof DOMPurify> | undefined;

function instancia() {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !URL_SEGURA.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

/** The HTML with only formatting left: no script, event handler, style, frame or `javascript:` URL survives. */
export function htmlSeguro(html: string): string {
  return instancia().sanitize(html, {
    ALLOWED_TAGS: TAGS,
    ALLOWED_ATTR: ATRIBUTOS,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
