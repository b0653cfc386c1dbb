import fc from 'fast-check';
import jsQR from 'jsqr';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { dataBr, declaracaoPdf, emitidaEmTexto, numeroBr, qrModulos, quebrarLinhas, textoCodificavel, type DadosDeclaracao } from './declaracao-pdf';

/** The matrix as a grey image (`escala` pixels a module, 4 modules of quiet zone), as jsQR reads it. */
function rasterizar(modulos: boolean[][], escala = 4) {
  const lado = (modulos.length + 8) * escala;
  const data = new Uint8ClampedArray(lado * lado * 4).fill(255);
  modulos.forEach((linha, r) =>
    linha.forEach((escuro, c) => {
      if (!escuro) return;
      for (let y = 0; y < escala; y++)
        for (let x = 0; x < escala; x++) {
          const i = (((4 + r) * escala + y) * lado + (4 + c) * escala + x) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    }),
  );
  return { data, lado };
}

const dados = (over: Partial<DadosDeclaracao> = {}): DadosDeclaracao => ({
  hospital: 'Hospital Exemplo',
  nome: 'Ana Beatriz Souza',
  crm: '123456',
  ciclo: 19,
  ano: 2026,
  participacoes: [{ titulo: 'Congresso Brasileiro de Clínica Médica', categoria: 'Congressos e eventos científicos', dataInicio: '2026-06-10', dataFim: '2026-06-12', credito: 10 }],
  totalPontos: 10,
  metaPontos: 50,
  codigo: 'ABCD-EFGH-JKMN',
  url: 'https://emc.hospital.example/verificar/ABCD-EFGH-JKMN',
  emitidaEm: new Date('2026-11-23T14:05:00Z'),
  ...over,
});

describe('qrModulos', () => {
  it.each([
    'https://emc.hospital.example/verificar/ABCD-EFGH-JKMN',
    'http://127.0.0.1:41234/verificar/0123-4567-89AB',
    `https://${'sub.'.repeat(20)}hospital.example/verificar/ZZZZ-ZZZZ-ZZZZ`,
  ])('is a square matrix that decodes to the address: %s', (url) => {
    const m = qrModulos(url);
    expect(m.length).toBeGreaterThanOrEqual(21);
    for (const linha of m) expect(linha).toHaveLength(m.length);
    const { data, lado } = rasterizar(m);
    expect(jsQR(data, lado, lado)?.data).toBe(url);
  });
});

describe('text the standard fonts can encode', () => {
  it('keeps Portuguese, drops emoji and other scripts, takes the accent off letters WinAnsi lacks', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(textoCodificavel(font, 'Declaração de créditos — São Paulo, 1º ciclo')).toBe('Declaração de créditos — São Paulo, 1º ciclo');
    expect(textoCodificavel(font, 'Congresso 👩‍⚕️ de cardiologia 🫀')).toBe('Congresso de cardiologia');
    expect(textoCodificavel(font, 'Erdős ≥ 10 créditos 日本')).toBe('Erdos >= 10 créditos');
    // Decomposed accents (NFD) are composed first, so they are kept.
    expect(textoCodificavel(font, 'Sa\u0303o Jose\u0301')).toBe('São José');
  });

  it('never leaves a character the font cannot encode, whatever the text', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constant('👩‍⚕️'), fc.constant('ç'), fc.constant(' '), fc.constant('\u0301'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), fc.string({ minLength: 1, maxLength: 1 })) }), (texto) => {
        const limpo = textoCodificavel(font, texto);
        expect(() => font.encodeText(limpo)).not.toThrow();
        expect(limpo).toBe(limpo.trim());
      }),
      { numRuns: 2000 },
    );
  });

  it('wraps into lines that fit, keeping every word in order', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zçãé0-9]{1,40}$/), { maxLength: 40 }), fc.integer({ min: 40, max: 400 }), (palavras, largura) => {
        const linhas = quebrarLinhas(font, 9, palavras.join(' '), largura);
        for (const l of linhas) expect(font.widthOfTextAtSize(l, 9)).toBeLessThanOrEqual(largura);
        expect(linhas.join('').replace(/ /g, '')).toBe(palavras.join(''));
      }),
    );
  });
});

describe('dates and numbers as pt-BR writes them', () => {
  it('dd/MM/yyyy, comma decimals, and the issue instant in São Paulo time', () => {
    expect(dataBr('2026-06-10')).toBe('10/06/2026');
    expect(numeroBr(2.5)).toBe('2,5');
    expect(numeroBr(1234.56)).toBe('1.234,56');
    expect(numeroBr(50)).toBe('50');
    expect(emitidaEmTexto(new Date('2026-11-23T14:05:00Z'))).toBe('Emitida em 23/11/2026 às 11:05 (horário de Brasília)');
    // 02:30 UTC on 1 January is still 31 December in São Paulo.
    expect(emitidaEmTexto(new Date('2026-01-01T02:30:00Z'))).toBe('Emitida em 31/12/2025 às 23:30 (horário de Brasília)');
  });
});

describe('declaracaoPdf', () => {
  it('makes a PDF for any titles and names, emoji and all, and adds pages as the table grows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string({ unit: 'grapheme', maxLength: 200 }), { maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 80 }), async (titulos, nome) => {
        const bytes = await declaracaoPdf(
          dados({ nome, hospital: `Hospital ${nome}`, participacoes: titulos.map((titulo) => ({ ...dados().participacoes[0]!, titulo })) }),
        );
        expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      }),
      { numRuns: 40 },
    );
    const paginas = async (n: number) =>
      (await PDFDocument.load(await declaracaoPdf(dados({ participacoes: Array.from({ length: n }, () => dados().participacoes[0]!) })))).getPageCount();
    expect(await paginas(0)).toBe(1);
    expect(await paginas(5)).toBe(1);
    expect(await paginas(60)).toBeGreaterThanOrEqual(3);
  });
});
