import { describe, expect, it } from 'vitest';
import { anexoType, jpegName, precheckAnexo, prepareAnexo, shrinkDecision } from './anexo-file';

const MB = 1024 * 1024;

describe('image shrink decision', () => {
  it('leaves PDFs and small photos alone', () => {
    expect(shrinkDecision({ type: 'application/pdf', size: 10 * MB, width: 0, height: 0 })).toEqual({ shrink: false });
    expect(shrinkDecision({ type: 'image/jpeg', size: 3 * MB, width: 2560, height: 1920 })).toEqual({ shrink: false });
    expect(shrinkDecision({ type: 'image/png', size: 4 * MB, width: 800, height: 600 })).toEqual({ shrink: false });
  });

  it('shrinks a photo over 4 MB, keeping its size when it is not too large', () => {
    expect(shrinkDecision({ type: 'image/png', size: 4 * MB + 1, width: 2000, height: 1500 })).toEqual({ shrink: true, width: 2000, height: 1500 });
  });

  it('shrinks a photo wider or taller than 2560 px to 2560 px on its longest side', () => {
    expect(shrinkDecision({ type: 'image/jpeg', size: 2 * MB, width: 4032, height: 3024 })).toEqual({ shrink: true, width: 2560, height: 1920 });
    expect(shrinkDecision({ type: 'image/jpeg', size: 2 * MB, width: 3024, height: 4032 })).toEqual({ shrink: true, width: 1920, height: 2560 });
    expect(shrinkDecision({ type: 'image/jpeg', size: 1 * MB, width: 2561, height: 100 })).toEqual({ shrink: true, width: 2560, height: 100 });
  });
});

describe('attachment pre-checks', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });

  it('accepts PDF, JPEG and PNG only, by type or by extension when the browser gives no type', () => {
    expect(precheckAnexo(file('a.pdf', 'application/pdf', 10))).toBeNull();
    expect(precheckAnexo(file('a.jpg', '', 10))).toBeNull();
    expect(precheckAnexo(file('a.svg', 'image/svg+xml', 10))).toBe('Formato não aceito. Envie um arquivo PDF, JPEG ou PNG.');
    expect(precheckAnexo(file('a.docx', '', 10))).toBe('Formato não aceito. Envie um arquivo PDF, JPEG ou PNG.');
    expect(anexoType({ name: 'FOTO.JPEG', type: '' })).toBe('image/jpeg');
  });

  it('refuses a PDF over 4 MB and an empty file; a heavy photo passes (it will be shrunk)', () => {
    expect(precheckAnexo(file('a.pdf', 'application/pdf', 4 * MB + 1))).toBe('O arquivo excede o limite de 4 MB.');
    expect(precheckAnexo(file('a.pdf', 'application/pdf', 4 * MB))).toBeNull();
    expect(precheckAnexo(file('a.pdf', 'application/pdf', 0))).toBe('O arquivo está vazio.');
    expect(precheckAnexo(file('a.png', 'image/png', 9 * MB))).toBeNull();
  });

  it('names the shrunk photo .jpg and passes a small PDF through', async () => {
    expect(jpegName('foto.png')).toBe('foto.jpg');
    expect(jpegName('recibo.final.JPEG')).toBe('recibo.final.jpg');
    const pdf = new File(['%PDF-1.7'], 'c.pdf', { type: 'application/pdf' });
    await expect(prepareAnexo(pdf)).resolves.toEqual({ ok: true, file: pdf, shrunk: false });
    await expect(prepareAnexo(new File([new Uint8Array(4 * MB + 1)], 'g.pdf', { type: 'application/pdf' }))).resolves.toEqual({
      ok: false,
      message: 'O arquivo excede o limite de 4 MB.',
    });
  });

  it('judges a file by its bytes, as the server does: a text file named .pdf is refused when picked', async () => {
    const falso = new File(['isto é só texto'], 'certificado.pdf', { type: 'application/pdf' });
    await expect(prepareAnexo(falso)).resolves.toEqual({ ok: false, message: 'O conteúdo do arquivo não é um PDF, JPEG ou PNG. Envie o arquivo original.' });
    const semExtensao = new File(['%PDF-1.4 x'], 'scan', { type: '' });
    await expect(prepareAnexo(semExtensao)).resolves.toMatchObject({ ok: false });
  });
});
