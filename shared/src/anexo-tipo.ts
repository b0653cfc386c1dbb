import type { FileType } from './text';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** How many leading bytes tell the types apart. */
export const ANEXO_TIPO_BYTES = PNG.length;

const startsWith = (data: Uint8Array, magic: number[]) => data.length >= magic.length && magic.every((b, i) => data[i] === b);

/** A certificate's type by its first bytes, never by its name: PDF, JPEG or PNG, else undefined. The server and the picker both use it. */
export function detectAnexoTipo(data: Uint8Array): FileType | undefined {
  if (startsWith(data, PDF)) return 'application/pdf';
  if (startsWith(data, JPEG)) return 'image/jpeg';
  if (startsWith(data, PNG)) return 'image/png';
  return undefined;
}
