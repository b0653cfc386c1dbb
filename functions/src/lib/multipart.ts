import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ValidationError } from './errors';

/** A minimal multipart/form-data reader for the attachment routes (API Gateway hands Lambda the raw body). */
export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: MultipartFile[];
}

export function boundaryOf(contentType: string | undefined): string | undefined {
  const m = /^multipart\/form-data\s*;.*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return m ? (m[1] ?? m[2]) : undefined;
}

function headerParam(header: string, name: string): string | undefined {
  const star = new RegExp(`;\\s*${name}\\*=(?:UTF-8|utf-8)''([^;]+)`).exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      /* fall back to the plain parameter */
    }
  }
  const m = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`).exec(header) ?? new RegExp(`;\\s*${name}=([^;\\s]+)`).exec(header);
  return m ? m[1]!.replace(/\\(.)/g, '$1') : undefined;
}

/** Parses the body; returns null when it is not well-formed multipart. */
export function parseMultipart(body: Buffer, boundary: string): MultipartBody | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const out: MultipartBody = { fields: {}, files: [] };
  let pos = body.indexOf(delimiter);
  if (pos < 0) return null;
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString() === '--') return out;
    if (body.subarray(pos, pos + 2).toString() !== '\r\n') return null;
    pos += 2;
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) return null;
    const headers = body.subarray(pos, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) return null;
    const data = body.subarray(headerEnd + 4, next);
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const type = headers.find((h) => /^content-type:/i.test(h))?.split(':')[1]?.trim() ?? 'application/octet-stream';
    const name = headerParam(disposition, 'name');
    if (!name) return null;
    const filename = headerParam(disposition, 'filename');
    if (filename !== undefined) out.files.push({ field: name, filename, contentType: type, data: Buffer.from(data) });
    else out.fields[name] = data.toString('utf8');
    pos = next + 2;
  }
}

/** The multipart body of an API Gateway event; a body that is not multipart/form-data is a 400. */
export function readMultipart(event: APIGatewayProxyEventV2): MultipartBody {
  const boundary = boundaryOf(event.headers?.['content-type']);
  const parsed = boundary ? parseMultipart(Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8'), boundary) : null;
  if (!parsed) throw new ValidationError({ requisicao: ['Envie o arquivo como multipart/form-data.'] });
  return parsed;
}
