/**
 * What the bundles of groups that sanitize HTML get instead of postcss (functions/bundling.ts): sanitize-html
 * requires it at load time only to parse `style` attributes, which html.ts never allows, so it is never
 * called; if it ever were, it throws, and sanitize-html then drops the attribute.
 */
export function parse(): never {
  throw new Error('postcss não está incluído neste pacote: atributos style não são permitidos.');
}
