import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, api, claimsOf, tokenFor } from '../support/api';
import { hoje } from '../support/clock';
import { domain } from '../support/direct';

const MB4 = 4 * 1024 * 1024;
const pdf = (extra = '') => Buffer.from(`%PDF-1.4\n${extra}\n%%EOF\n`, 'latin1');
const b = (s: string, enc: BufferEncoding = 'latin1') => Buffer.from(s, enc);

/** Files that must be refused: none is a PDF, JPEG or PNG by its bytes, whatever its name or declared type. */
const REFUSED: [string, Buffer, string, string][] = [
  ['HTML renamed .pdf', b('<html><script>alert(1)</script></html>'), 'certificado.pdf', 'application/pdf'],
  ['SVG renamed .pdf', b('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'c.pdf', 'application/pdf'],
  ['SVG renamed .png', b('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'c.png', 'image/png'],
  ['JavaScript', b('alert(document.cookie)'), 'c.pdf', 'application/pdf'],
  ['XHTML', b('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>x()</script></html>'), 'c.pdf', 'application/pdf'],
  ['Windows executable', b('MZ\x90\x00\x03\x00\x00\x00'), 'c.pdf', 'application/pdf'],
  ['ELF binary', b('\x7fELF\x02\x01\x01'), 'c.jpg', 'image/jpeg'],
  ['ZIP (DOCX)', b('PK\x03\x04\x14\x00\x06\x00'), 'c.pdf', 'application/pdf'],
  ['GIF', b('GIF89a\x01\x00\x01\x00'), 'c.png', 'image/png'],
  ['GIFAR-style GIF with HTML', b('GIF89a<script>alert(1)</script>'), 'c.pdf', 'application/pdf'],
  ['BMP', b('BM\x36\x00\x00\x00'), 'c.png', 'image/png'],
  ['TIFF', b('II*\x00\x08\x00'), 'c.jpg', 'image/jpeg'],
  ['WebP', b('RIFF\x24\x00\x00\x00WEBPVP8 '), 'c.png', 'image/png'],
  ['RTF', b('{\\rtf1\\ansi hello}'), 'c.pdf', 'application/pdf'],
  ['plain text', b('certificado de participacao'), 'c.pdf', 'application/pdf'],
  ['PDF header after a BOM', Buffer.concat([b('\xef\xbb\xbf', 'latin1'), pdf()]), 'c.pdf', 'application/pdf'],
  ['PDF header after spaces', Buffer.concat([b('   '), pdf()]), 'c.pdf', 'application/pdf'],
  ['truncated PNG signature', b('\x89PNG\r\n'), 'c.png', 'image/png'],
  ['truncated JPEG signature', b('\xff\xd8'), 'c.jpg', 'image/jpeg'],
  ['lower-case %pdf', b('%pdf-1.4\n'), 'c.pdf', 'application/pdf'],
  ['UTF-16 text', Buffer.from('\ufeff%PDF-1.4', 'utf16le'), 'c.pdf', 'application/pdf'],
  ['MP4', b('\x00\x00\x00\x18ftypmp42'), 'c.pdf', 'application/pdf'],
];

/** Files that are accepted but neutralized: the stored name loses what could do harm, the key is the server's. */
const NEUTRALIZED: [string, Buffer, string][] = [
  ['path traversal', pdf(), '../../etc/passwd.pdf'],
  ['Windows path', pdf(), 'C:\\Windows\\system32\\cert.pdf'],
  ['NUL in the name', pdf(), 'cert\u0000.exe.pdf'],
  ['RTL override', pdf(), 'certificado\u202Efdp.exe'],
  ['250-character name', pdf(), `${'a'.repeat(246)}.pdf`],
  ['HTML in the name', pdf(), '<img src=x onerror=alert(1)>.pdf'],
  ['PDF/HTML polyglot', pdf('<html><script>alert(1)</script></html>'), 'poly.pdf'],
  ['PNG named .html', b('\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR'), 'pagina.html'],
  ['JPEG named .svg', b('\xff\xd8\xff\xe0\x00\x10JFIF'), 'imagem.svg'],
  ['quotes and CRLF in the name', pdf(), 'a"\r\nContent-Type: text/html\r\n.pdf'],
];

describe('upload corpus', () => {
  let token: string;
  let idUsuario: string;
  let idParticipacao: () => Promise<string>;

  beforeAll(async () => {
    token = await tokenFor(DEMO.medico);
    const c = claimsOf(token);
    idUsuario = c.idUsuario;
    const d = await domain();
    const { criarParticipacao } = await import('@emc/functions/lib/participacoes/service');
    const { listCategorias, listFormas } = await import('@emc/functions/lib/db/tabela');
    const [cat, forma] = await Promise.all([listCategorias(d.db), listFormas(d.db)]);
    const me = { idUsuario: c.idUsuario, name: c.name, email: '', roles: c.role, idMedico: c.idMedico };
    idParticipacao = async () =>
      (await criarParticipacao(d.db, me, { idCategoria: cat[0]!.id, idForma: forma[0]!.id, titulo: 'Corpus de arquivos', instituicao: 'Hospital', dataInicio: hoje(), dataFim: hoje(), cargaHoraria: 1 })).id;
  });

  const upload = async (data: Buffer, name: string, type = 'application/pdf') => {
    const form = new FormData();
    form.set('idParticipacao', await idParticipacao());
    form.set('idUsuario', idUsuario);
    form.set('nomeOriginal', name);
    form.set("file", new Blob([new Uint8Array(data)], { type }), name);
    return api('/api/participacao_anexo/upload-anexo', { method: 'POST', body: form, token });
  };

  it('has at least 30 bad files', () => {
    expect(REFUSED.length + NEUTRALIZED.length + 3).toBeGreaterThanOrEqual(30);
  });

  it.each(REFUSED)('refuses %s', async (_name, data, fileName, type) => {
    const res = await upload(data, fileName, type);
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ file: ['Envie um PDF, JPEG ou PNG.'] });
  });

  it('refuses an empty file and one of the limit + 1 byte', async () => {
    expect((await upload(Buffer.alloc(0), 'vazio.pdf')).status).toBe(400);
    const big = Buffer.alloc(MB4 + 1, 0x20);
    pdf().copy(big);
    const res = await upload(big, 'grande.pdf');
    expect(res.status).toBe(413);
    expect(res.data.title).toBe('O arquivo excede o limite de 4 MB.');
  });

  it('refuses a 1000-character name with a field message', async () => {
    const res = await upload(pdf(), `${'a'.repeat(1000)}.pdf`);
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ nomeOriginal: ['O nome do arquivo deve ter no máximo 255 caracteres.'] });
  });

  it.each(NEUTRALIZED)('neutralizes %s', async (_name, data, fileName) => {
    const res = await upload(data, fileName);
    expect(res.status).toBe(200);
    const stored: string = res.data.nomeOriginal;
    // eslint-disable-next-line no-control-regex -- control characters are what must be gone
    expect(stored).not.toMatch(/[\\/\u0000-\u001f\u202a-\u202e"<>]/);
    expect(stored.length).toBeLessThanOrEqual(120);
    expect(stored).toMatch(/\.(pdf|png|jpg)$/);
    expect(res.data.id).toMatch(/^[a-z0-9]{12}$/);
    const download = await api(`/api/participacao_anexo/get-by-id-anexo/${res.data.id}`, { token });
    expect(download.status).toBe(302);
    const location = new URL(download.headers.get('location')!);
    expect(location.pathname).toMatch(/\/anexos\/[a-z0-9]{12}\/[a-z0-9]{12}$/);
    const file = await fetch(location);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(['application/pdf', 'image/png', 'image/jpeg']).toContain(file.headers.get('content-type'));
  });
});
