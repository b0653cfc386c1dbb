import { describe, expect, it } from 'vitest';
import { cleanLine, cleanMultiline, safeFileName, stripControlAndBidi } from './text';

const chars = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

/** Every C0 and C1 control character except tab, line feed and carriage return, which have rules of their own. */
const CONTROLS = [...chars(0x00, 0x1f), ...chars(0x7f, 0x9f)].filter((c) => !'\t\n\r'.includes(c));
const BIDI_OVERRIDES = chars(0x202a, 0x202e);
const BIDI_ISOLATES = chars(0x2066, 0x2069);
const BIDI_MARKS = ['\u200e', '\u200f', '\u061c'];

describe.each([
  ['cleanLine', cleanLine],
  ['cleanMultiline', cleanMultiline],
])('%s', (_, clean) => {
  it.each([
    ['C0 and C1 controls (U+0000–U+001F, U+007F–U+009F)', CONTROLS],
    ['bidi embeddings and overrides (U+202A–U+202E)', BIDI_OVERRIDES],
    ['bidi isolates (U+2066–U+2069)', BIDI_ISOLATES],
    ['bidi marks LRM, RLM, ALM (U+200E, U+200F, U+061C)', BIDI_MARKS],
  ])('drops the %s', (_label, list) => {
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) {
      expect(clean(`Cur${c}so`), `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`).toBe('Curso');
    }
    expect(clean(`a${list.join('')}b`)).toBe('ab');
  });

  it('turns the finding into plain text: "Curso \\u202Efdp.exe" is "Curso fdp.exe"', () => {
    expect(clean('Curso \u202Efdp.exe')).toBe('Curso fdp.exe');
    expect(clean('Hospital\u0000 São Luiz')).toBe('Hospital São Luiz');
    expect(clean('\u202E\u202E')).toBe('');
  });

  it('turns a tab into a space', () => {
    expect(clean('Curso\tde Cardiologia')).toBe('Curso de Cardiologia');
  });

  it('changes nothing else: accents, ç, º, ª, emoji (with their joiners), symbols, spaces', () => {
    const texts = [
      'Congresso Brasileiro de Cardiologia – 3º Módulo',
      'Ação, atenção, coração: ÁÉÍÓÚ âêô ãõ à ü ç Ç',
      '1ª Jornada “Saúde & Vida” (2026) — R$ 1.500,00 · 50%',
      'Médico 👩‍⚕️ 👨🏽‍⚕️ 🇧🇷 ✔︎',
      'נתונים بيانات 数据',
      '  espaços  duplos e nas pontas  ',
      'decomposto: c\u0327a\u0303o',
      'zero width space\u200b e joiner\u200d ficam',
    ];
    for (const t of texts) expect(clean(t)).toBe(t);
  });

  it('leaves a string without anything to drop as the same string', () => {
    expect(clean('')).toBe('');
    expect(clean('Sociedade Brasileira de Testes')).toBe('Sociedade Brasileira de Testes');
  });
});

describe('cleanLine (single-line fields: titulo, instituicao, file names, searches)', () => {
  it('turns each line break (\\n, \\r\\n, \\r) into one space', () => {
    expect(cleanLine('Congresso\nde Cardiologia')).toBe('Congresso de Cardiologia');
    expect(cleanLine('Congresso\r\nde Cardiologia')).toBe('Congresso de Cardiologia');
    expect(cleanLine('Congresso\rde Cardiologia')).toBe('Congresso de Cardiologia');
    expect(cleanLine('a\n\nb')).toBe('a  b');
  });

  it('keeps no control character at all', () => {
    // eslint-disable-next-line no-control-regex -- the check
    expect(cleanLine(chars(0, 0x9f).join(''))).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});

describe('cleanMultiline (descricao)', () => {
  it('keeps \\n and turns \\r\\n and a lone \\r into \\n', () => {
    expect(cleanMultiline('Linha 1\nLinha 2')).toBe('Linha 1\nLinha 2');
    expect(cleanMultiline('Linha 1\r\nLinha 2\rLinha 3')).toBe('Linha 1\nLinha 2\nLinha 3');
    expect(cleanMultiline('a\r\n\r\nb')).toBe('a\n\nb');
    expect(cleanMultiline('a\n\rb')).toBe('a\n\nb');
  });

  it('cleans the finding: \\r\\n, U+2066 and BEL', () => {
    expect(cleanMultiline('Apresentei\r\num \u2066caso\u0007 clínico.')).toBe('Apresentei\num caso clínico.');
  });

  it('keeps no control character but \\n', () => {
    // eslint-disable-next-line no-control-regex -- the check
    expect(cleanMultiline(chars(0, 0x9f).join(''))).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(cleanMultiline(`\u0085${chars(0, 0x20).join('')}`)).toBe(' \n\n ');
  });
});

describe('stripControlAndBidi (file names)', () => {
  it('drops every control and bidi character, tabs and line breaks included', () => {
    expect(stripControlAndBidi('a\tb\nc\r\u202Ed\u2069e\u200ff\u0000g\u009fh')).toBe('abcdefgh');
  });
});

describe('safeFileName', () => {
  it('keeps a plain name and gives it the extension of its real type', () => {
    expect(safeFileName('certificado.pdf', 'application/pdf')).toBe('certificado.pdf');
    expect(safeFileName('Certificado de Participação.PDF', 'application/pdf')).toBe('Certificado de Participação.pdf');
    expect(safeFileName('foto.jpeg', 'image/jpeg')).toBe('foto.jpg');
    expect(safeFileName('foto.png', 'image/jpeg')).toBe('foto.jpg');
    expect(safeFileName('programa.exe', 'image/png')).toBe('programa.png');
  });

  it('drops the path, control and bidi characters and the characters Windows refuses', () => {
    expect(safeFileName('../../etc/passwd\u202Egnp.pdf', 'application/pdf')).toBe('passwdgnp.pdf');
    expect(safeFileName('C:\\Users\\ana\\certificado.pdf', 'application/pdf')).toBe('certificado.pdf');
    expect(safeFileName('certificado\u202Efdp.exe', 'application/pdf')).toBe('certificadofdp.pdf');
    expect(safeFileName('a\u0000b\u0007c\u200e\u200f\u061c\u2066d.pdf', 'application/pdf')).toBe('abcd.pdf');
    expect(safeFileName('"<nome>|:*?".pdf', 'application/pdf')).toBe('nome.pdf');
  });

  it('folds whitespace, trims, drops leading dots; an empty stem becomes "comprovante"', () => {
    expect(safeFileName('  meu   certificado .pdf', 'application/pdf')).toBe('meu certificado.pdf');
    expect(safeFileName('a\tb.pdf', 'application/pdf')).toBe('ab.pdf');
    expect(safeFileName('...oculto.pdf', 'application/pdf')).toBe('oculto.pdf');
    expect(safeFileName('...', 'application/pdf')).toBe('comprovante.pdf');
    expect(safeFileName('.pdf', 'application/pdf')).toBe('pdf.pdf');
    expect(safeFileName('\u202E', 'image/png')).toBe('comprovante.png');
    expect(safeFileName('', 'image/jpeg')).toBe('comprovante.jpg');
  });

  it('composes accents (NFC) and keeps at most 110 characters before the extension', () => {
    expect(safeFileName('c\u0327a\u0303o.pdf', 'application/pdf')).toBe('ção.pdf');
    const long = safeFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(long).toBe(`${'a'.repeat(110)}.pdf`);
    expect(safeFileName(`${'a'.repeat(109)} b.pdf`, 'application/pdf')).toBe(`${'a'.repeat(109)}.pdf`);
  });
});
