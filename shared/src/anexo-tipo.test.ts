import { describe, expect, it } from 'vitest';
import { ANEXO_TIPO_BYTES, detectAnexoTipo } from './anexo-tipo';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('detectAnexoTipo', () => {
  it('knows PDF, JPEG and PNG by their first bytes', () => {
    expect(detectAnexoTipo(text('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectAnexoTipo(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectAnexoTipo(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(ANEXO_TIPO_BYTES).toBe(8);
  });

  it('refuses a text file, an empty one, and a cut-off signature', () => {
    expect(detectAnexoTipo(text('isto não é um PDF'))).toBeUndefined();
    expect(detectAnexoTipo(bytes())).toBeUndefined();
    expect(detectAnexoTipo(text('%PDF'))).toBeUndefined();
    expect(detectAnexoTipo(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
  });
});
