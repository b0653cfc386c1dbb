import sanitize from 'sanitize-html';
import { HTML_PERMITIDO } from '@emc/shared/conteudo';

/**
 * The server's sanitizer of the FAQ and Sobre HTML (issue 12): sanitize-html kept to the shared
 * allow-list (HTML_PERMITIDO, the same the browser's DOMPurify uses). Whatever is not allowed goes:
 * tags not listed (their text kept, except the elements below, dropped with their content), every
 * attribute not listed (event handlers and `style` among them), comments, URLs of another scheme or
 * protocol-relative ones. Every link opens in a new tab with `rel="noopener noreferrer"`.
 * Style is never allowed, so sanitize-html's CSS parser (postcss) is never reached (bundling.ts).
 */
const URL_PERMITIDA = new RegExp(`^(?:${HTML_PERMITIDO.esquemas.join('|')}):`, 'i');

const OPCOES: sanitize.IOptions = {
  allowedTags: [...HTML_PERMITIDO.tags],
  allowedAttributes: Object.fromEntries(Object.entries(HTML_PERMITIDO.atributos).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...HTML_PERMITIDO.esquemas],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is code, another document or a form's value, not text to keep.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes', 'template', 'iframe', 'object', 'title', 'select', 'svg', 'math'],
  parseStyleAttributes: false,
  allowedStyles: {},
  allowedClasses: {},
  transformTags: {
    // Only absolute links of the allowed schemes (as the browser's sanitizer: no relative address,
    // which would open the application itself); the link's own target and rel are replaced.
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: { ...(href !== undefined && URL_PERMITIDA.test(href.trim()) && { href: href.trim() }), ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

/** The HTML as stored and shown: only the allowed formatting. */
export function sanitizarHtml(html: string): string {
  return sanitize(html, OPCOES).trim();
}

const SO_TEXTO: sanitize.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: OPCOES.nonTextTags };

/** Whether a (sanitized) HTML has any text a reader would see: not only tags, spaces or line breaks. */
export function temTexto(html: string): boolean {
  return /\S/u.test(sanitize(html, SO_TEXTO).replace(/&nbsp;|&#160;/g, ' ').replace(/[\u200b-\u200d\ufeff]/g, ''));
}
