import { describe, expect, it } from 'vitest';
import { boundaryOf, parseMultipart } from './multipart';

const body = (b: string, parts: string[]) => Buffer.from(parts.map((p) => `--${b}\r\n${p}\r\n`).join('') + `--${b}--\r\n`, 'binary');

describe('multipart', () => {
  it('reads the boundary, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(boundaryOf('multipart/form-data; boundary="x y"')).toBe('x y');
    expect(boundaryOf('application/json')).toBeUndefined();
  });

  it('reads text fields and a binary file with its name', async () => {
    const b = 'XyZ';
    const pdf = '%PDF-1.4\r\n\x00\xff binary';
    const parsed = await parseMultipart(
      body(b, ['Content-Disposition: form-data; name="idParticipacao"\r\n\r\nabc', `Content-Disposition: form-data; name="file"; filename="cert ã.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}`]),
      b,
    );
    expect(parsed?.fields).toEqual({ idParticipacao: 'abc' });
    expect(parsed?.files[0]?.field).toBe('file');
    expect(parsed?.files[0]?.data.toString('binary')).toBe(pdf);
  });

  it('keeps names as sent, and a part without a filename is a text field whatever type it declares', async () => {
    const parsed = await parseMultipart(
      body('b', [
        'Content-Disposition: form-data; name="nomeOriginal"\r\nContent-Type: application/octet-stream\r\n\r\nx.pdf',
        'Content-Disposition: form-data; name="file"; filename="C:\\\\dir\\\\cert\x00.pdf"\r\n\r\n%PDF',
      ]),
      'b',
    );
    expect(parsed?.fields).toEqual({ nomeOriginal: 'x.pdf' });
    expect(parsed?.files.map((f) => [f.field, f.filename])).toEqual([['file', 'C:\\dir\\cert\x00.pdf']]);
  });

  it('refuses a part without a name', async () => {
    expect(await parseMultipart(body('b', ['Content-Disposition: form-data\r\n\r\nabc']), 'b')).toBeNull();
    expect(await parseMultipart(body('b', ['Content-Disposition: form-data; filename="a.pdf"\r\n\r\n%PDF']), 'b')).toBeNull();
  });

  it('refuses a truncated body', async () => {
    expect(await parseMultipart(Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nxx'), 'b')).toBeNull();
    expect(await parseMultipart(Buffer.from('nothing'), 'b')).toBeNull();
  });
});
