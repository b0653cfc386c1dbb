import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { ValidationError } from './errors';

/** The multipart/form-data reader of the upload routes (API Gateway hands Lambda the raw body), on @fastify/busboy. */
export interface MultipartFile {
  field: string;
  filename: string;
  /** The type the part declares (text/plain when it declares none); never trusted for what the file is. */
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

/** A part, in the body's order: a text field's value, or a file whose bytes arrive after it is listed. */
interface Part {
  field: string;
  value?: string;
  file?: { filename: string; contentType: string; chunks: Buffer[] };
}

/** Parses the body; resolves null when it is not well-formed multipart. */
export function parseMultipart(body: Buffer, boundary: string): Promise<MultipartBody | null> {
  return new Promise((resolve) => {
    const parts: Part[] = [];
    let named = true;
    const refuse = () => resolve(null);
    let parser: BusboyInstance;
    try {
      parser = Busboy({
        // Quoted, so busboy reads back exactly the boundary boundaryOf found.
        headers: { 'content-type': `multipart/form-data; boundary="${boundary.replace(/["\\]/g, '\\$&')}"` },
        // A part is a file when it has a filename (busboy's default also makes any application/octet-stream part one).
        isPartAFile: (_field, _type, filename) => filename !== undefined,
        // Names as sent (no path stripped), and no text field cut at busboy's default 1 MB: the body is at most 6 MB.
        preservePath: true,
        limits: { fieldSize: Infinity },
      });
    } catch {
      return refuse();
    }
    // busboy passes on a part whose Content-Disposition has no name; such a body is malformed.
    parser.on('field', (field, value) => {
      named &&= !!field;
      parts.push({ field, value });
    });
    parser.on('file', (field, stream, filename, _encoding, contentType) => {
      named &&= !!field;
      const chunks: Buffer[] = [];
      parts.push({ field, file: { filename, contentType, chunks } });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', refuse);
    });
    parser.on('error', refuse);
    parser.on('finish', () => {
      if (!named) return refuse();
      const out: MultipartBody = { fields: {}, files: [] };
      for (const { field, value, file } of parts) {
        if (file) out.files.push({ field, filename: file.filename, contentType: file.contentType, data: Buffer.concat(file.chunks) });
        else out.fields[field] = value ?? '';
      }
      resolve(out);
    });
    parser.end(body);
  });
}

/** The multipart body of an API Gateway event; a body that is not multipart/form-data is a 400. */
export async function readMultipart(event: APIGatewayProxyEventV2): Promise<MultipartBody> {
  const boundary = boundaryOf(event.headers?.['content-type']);
  const parsed = boundary ? await parseMultipart(Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8'), boundary) : null;
  if (!parsed) throw new ValidationError({ requisicao: ['Envie o arquivo como multipart/form-data.'] });
  return parsed;
}
