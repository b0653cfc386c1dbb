import { ANEXO_TIPO_BYTES, detectAnexoTipo } from '@emc/shared/anexo-tipo';
import { ARQUIVO_VAZIO, MSG } from '@emc/shared/messages';
import { ANEXO } from '@emc/shared/status';
import { VISUALLY_HIDDEN } from './visually-hidden';

/**
 * Certificate files before upload (decisions.md, "Attachments"): PDF, JPEG or PNG, 4 MB each.
 * A photo that is too heavy or too large is shrunk in a canvas to JPEG; a PDF over the limit is refused.
 */

export const ANEXO_ACCEPT = ANEXO.tipos.join(',');
/** The phone's camera input (accept with capture); the photo then goes through the same checks. */
export const CAMERA_ACCEPT = 'image/*';
export const CAMERA_CAPTURE = 'environment';
/** A file input kept in the page but out of sight and out of the tab order; a button opens it. */
export const HIDDEN_FILE_INPUT = { ...VISUALLY_HIDDEN, opacity: 0 } as const;
/** Longest side of a shrunk photo, in px. */
export const MAX_IMAGE_SIDE = 2560;
/** A shrunk photo aims at this size, safely under the server's 4 MB. */
export const TARGET_IMAGE_BYTES = 3.5 * 1024 * 1024;
/** JPEG qualities tried in turn until the photo fits TARGET_IMAGE_BYTES. */
export const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4] as const;

export const ANEXO_MSG = {
  tooLarge: MSG.payloadTooLarge,
  badType: 'Formato não aceito. Envie um arquivo PDF, JPEG ou PNG.',
  /** The name says PDF (or image), the bytes say otherwise: what the server would refuse after the create. */
  badContent: 'O conteúdo do arquivo não é um PDF, JPEG ou PNG. Envie o arquivo original.',
  empty: ARQUIVO_VAZIO,
  unreadableImage: 'Não foi possível ler a imagem. Envie outro arquivo.',
} as const;

const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export function isImageType(type: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}

/** The browser's type, or one guessed from the extension when the browser gives none. */
export function anexoType(file: Pick<File, 'type' | 'name'>): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (ext === 'pdf') return 'application/pdf';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png') return 'image/png';
  return '';
}

export interface ShrinkInput {
  type: string;
  size: number;
  width: number;
  height: number;
}

export type ShrinkDecision = { shrink: false } | { shrink: true; width: number; height: number };

/**
 * Whether a JPEG/PNG must be re-encoded before upload, and to which size: when it is over 4 MB or
 * wider or taller than 2560 px. The longest side becomes at most 2560 px, keeping the proportions.
 * Anything else (a PDF, a small photo) is sent as it is.
 */
export function shrinkDecision({ type, size, width, height }: ShrinkInput): ShrinkDecision {
  if (!isImageType(type)) return { shrink: false };
  const tooHeavy = size > ANEXO.maxBytes;
  const tooLarge = width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE;
  if (!tooHeavy && !tooLarge) return { shrink: false };
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(width, height, 1));
  return { shrink: true, width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A check that needs no decoding: type and, for a PDF, size. Null when the file may go on. */
export function precheckAnexo(file: Pick<File, 'type' | 'name' | 'size'>): string | null {
  const type = anexoType(file);
  if (!(ANEXO.tipos as readonly string[]).includes(type)) return ANEXO_MSG.badType;
  if (file.size === 0) return ANEXO_MSG.empty;
  if (!isImageType(type) && file.size > ANEXO.maxBytes) return ANEXO_MSG.tooLarge;
  return null;
}

/** "foto.png" → "foto.jpg". */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '');
  return `${base || 'imagem'}.jpg`;
}

export type PreparedAnexo = { ok: true; file: File; shrunk: boolean } | { ok: false; message: string };

function canvasToBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * Makes a chosen file ready to upload: refuses a wrong type or a PDF over 4 MB, and shrinks a
 * heavy or large photo to JPEG (quality stepping down until it is at most 3.5 MB).
 */
export async function prepareAnexo(file: File): Promise<PreparedAnexo> {
  const problem = precheckAnexo(file);
  if (problem) return { ok: false, message: problem };
  // By its bytes, as the server judges it; a PNG named .jpg is a PNG.
  const type = detectAnexoTipo(new Uint8Array(await file.slice(0, ANEXO_TIPO_BYTES).arrayBuffer()));
  if (!type) return { ok: false, message: ANEXO_MSG.badContent };
  if (!isImageType(type)) return { ok: true, file, shrunk: false };

  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') {
    // No way to decode here: small enough files go as they are; the server checks them again.
    return file.size > ANEXO.maxBytes ? { ok: false, message: ANEXO_MSG.tooLarge } : { ok: true, file, shrunk: false };
  }

  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file.size > ANEXO.maxBytes ? { ok: false, message: ANEXO_MSG.unreadableImage } : { ok: true, file, shrunk: false };
  }
  try {
    const decision = shrinkDecision({ type, size: file.size, width: bitmap.width, height: bitmap.height });
    if (!decision.shrink) return { ok: true, file, shrunk: false };

    const canvas = document.createElement('canvas');
    canvas.width = decision.width;
    canvas.height = decision.height;
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, message: ANEXO_MSG.unreadableImage };
    // JPEG has no transparency: paint a white background under PNGs.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);

    let best: Blob | null = null;
    for (const quality of JPEG_QUALITIES) {
      const blob = await canvasToBlob(canvas, quality);
      if (!blob) break;
      best = blob;
      if (blob.size <= TARGET_IMAGE_BYTES) break;
    }
    if (!best) return { ok: false, message: ANEXO_MSG.unreadableImage };
    if (best.size > ANEXO.maxBytes) return { ok: false, message: ANEXO_MSG.tooLarge };
    return { ok: true, file: new File([best], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }), shrunk: true };
  } finally {
    bitmap.close();
  }
}
