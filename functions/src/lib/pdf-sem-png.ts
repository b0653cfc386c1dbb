/**
 * What the relatorios bundle gets instead of `@pdf-lib/upng`, pdf-lib's PNG decoder (functions/bundling.ts):
 * the credit statement (relatorios/declaracao-pdf.ts) draws its QR code with rectangles and embeds no
 * image, so the decoder (about 25 KB) stays out. If a PNG were ever embedded, it throws.
 */
const nuncaChamado = (): never => {
  throw new Error('O PDF da declaração não embute imagens PNG (functions/bundling.ts).');
};

export default { decode: nuncaChamado, toRGBA8: nuncaChamado };
