/**
 * What the conteudo bundle gets instead of the `entities/decode` module htmlparser2's tokenizer
 * imports (functions/bundling.ts): html.ts parses with `decodeEntities: false`, so the tokenizer
 * builds a decoder but never calls it, and its tables (about 25 KB) stay out. If it ever were called,
 * it throws, and the write is refused rather than sanitized differently.
 */
const nuncaChamado = (): never => {
  throw new Error('html.ts não decodifica referências de caracteres (decodeEntities: false).');
};

export class EntityDecoder {
  startEntity = nuncaChamado;
  write = nuncaChamado;
  end = nuncaChamado;
}

export const DecodingMode = { Legacy: 0, Strict: 1, Attribute: 2 } as const;
export const htmlDecodeTree = new Uint16Array(0);
export const xmlDecodeTree = new Uint16Array(0);
