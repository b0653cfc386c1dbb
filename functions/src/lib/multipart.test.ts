import { describe, expect, it } from 'vitest';
import { boundaryOf, parseMultipart } from './multipart';

const body = (b: string, parts: string[]) => Buffer.from(parts.map((p) => `--${b}\r\n${p}\r\n`).join('') + `--${b}--\r\n`, 'binary');

describe('multipart', () => {
  it('reads the boundary, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(boundaryOf('multipart/form-data; boundary="x y"')).toBe('x y');
    expect(boundaryOf('application/json')).toBeUndefined();
  });

  it('reads text fields and a binary file with its name', () => {
    const b = 'XyZ';
    const pdf = '%PDF-1.4\r\n\x00\xff binary';
    const parsed = parseMultipart(
      body(b, ['Content-Disposition: form-data; name="idParticipacao"\r\n\r\nabc', `Content-Disposition: form-data; name="file"; filename="cert ã.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}`]),
      b,
    );
    expect(parsed?.fields).toEqual({ idParticipacao: 'abc' });
    expect(parsed?.files[0]?.field).toBe('file');
    expect(parsed?.files[0]?.data.toString('binary')).toBe(pdf);
  });

  it('refuses a truncated body', () => {
    expect(parseMultipart(Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nxx'), 'b')).toBeNull();
    expect(parseMultipart(Buffer.from('nothing'), 'b')).toBeNull();
  });
});
