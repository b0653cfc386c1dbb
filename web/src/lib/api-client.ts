import { MSG } from '@emc/shared/messages';
import { IDEMPOTENCY_HEADER, buildPath, routeById, type ResponseOf, type Route, type RouteId } from '@emc/shared/routes';
import type { ErrorBody } from '@emc/shared/schemas';
import type * as z from 'zod/mini';
import { API_BASE_URL } from '@/config/app';
import { getToken, removeToken } from './auth/token-storage';
import { runUnauthorizedHandler } from './unauthorized-handler';

/** The spec's client-side error texts (section 8). */
export const ERROR_TEXT = {
  validation: MSG.validationTitle,
  unknown: 'Ocorreu um erro desconhecido.',
  internal: MSG.internal,
} as const;

/** Every failed call rejects with this: the HTTP status (0 for a network failure) and the messages to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  /** A 400's messages by field (`{ nome: ['…'] }`), so a form can show each beside its field. */
  readonly fieldErrors: Record<string, string[]>;
  /** The failed answer's body, for a caller that reads more than the messages (the login's first-access challenge). */
  body?: unknown;

  constructor(status: number, messages: string[], fieldErrors: Record<string, string[]> = {}) {
    super(messages.join(' '));
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.fieldErrors = fieldErrors;
  }
}

/** The 400 body's `errors` as string lists by field, dropping anything else. */
function fieldErrorsOf(errors: unknown): Record<string, string[]> {
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (list.length) out[field] = list;
  }
  return out;
}

type RouteOf<I extends RouteId> = Extract<Route, { id: I }>;
type InputOf<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.core.$ZodType } ? z.input<S> : never;

export interface RequestOptions<I extends RouteId> {
  params?: InputOf<RouteOf<I>, 'params'>;
  query?: InputOf<RouteOf<I>, 'query'>;
  body?: InputOf<RouteOf<I>, 'body'>;
  /** An idempotent create's key: one UUID per form, so a repeat (double submit, lost answer) creates nothing. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export { setUnauthorizedHandler } from './unauthorized-handler';

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** JSON when it parses, the raw text otherwise, undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  try {
    return parseText(await response.text());
  } catch {
    return undefined;
  }
}

function asErrorBody(body: unknown): Partial<ErrorBody> {
  return typeof body === 'object' && body !== null ? (body as Partial<ErrorBody>) : {};
}

/** `{ errors: { field: ['a', 'b'] } }` → ['a', 'b', ...], in field order. */
export function flattenErrors(errors: unknown): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const messages: string[] = [];
  for (const value of Object.values(errors as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) if (typeof item === 'string' && item.trim() !== '') messages.push(item);
  }
  return messages;
}

/** Maps a failed response to the spec's messages (section 8). */
export function toApiError(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
  const { status, statusText } = response;
  const error = asErrorBody(body);
  if (status === 400) {
    const messages = flattenErrors(error.errors);
    return new ApiError(status, messages.length ? messages : [ERROR_TEXT.validation], fieldErrorsOf(error.errors));
  }
  if (statusText === 'Unknown Error') return new ApiError(status, [ERROR_TEXT.unknown]);
  if (status === 500) return new ApiError(status, [ERROR_TEXT.internal]);
  const title = typeof error.title === 'string' && error.title.trim() !== '' ? error.title : null;
  if (status === 401) return new ApiError(status, [title ?? MSG.unauthorized]);
  if (status === 413) return new ApiError(status, [title ?? MSG.payloadTooLarge]);
  return new ApiError(status, [title ?? ERROR_TEXT.unknown]);
}

/** The one place a failed answer becomes an ApiError; a 401 also removes the token and goes to /login. */
function failure(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
  const error = toApiError(response, body);
  error.body = body;
  if (response.status === 401) {
    removeToken();
    runUnauthorizedHandler();
  }
  return error;
}

function authHeaders(route: Pick<Route, 'auth'>, accept: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token && route.auth !== 'public') headers.Authorization = `Bearer ${token}`;
  return headers;
}

function urlOf<I extends RouteId>(id: I, options: Pick<RequestOptions<I>, 'params' | 'query'>): { route: Route; url: string } {
  const route = routeById(id);
  const path = buildPath(route.path, (options.params ?? {}) as Record<string, string>);
  return { route, url: `${API_BASE_URL}${path}${toQueryString(options.query)}` };
}

function parseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls one route of the shared manifest. Sends the stored token as a bearer credential (except on
 * public routes, which the spec calls "No auth"), JSON bodies, and rejects with ApiError.
 * A 401 removes the stored token and sends the user to /login; the error is still passed on.
 */
export async function apiRequest<I extends RouteId>(id: I, options: RequestOptions<I> = {}): Promise<ResponseOf<I>> {
  const { route, url } = urlOf(id, options);
  const headers = authHeaders(route, 'application/json');
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers, body, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, [ERROR_TEXT.unknown]);
  }

  const data = await readBody(response);
  if (response.ok) return data as ResponseOf<I>;
  throw failure(response, data);
}

/** Routes whose body is multipart/form-data (text fields plus one `file`). */
export type MultipartRouteId = Extract<Route, { multipart: true }>['id'];

export interface UploadOptions<I extends MultipartRouteId> {
  /** The text fields of the route's schema. */
  fields: InputOf<RouteOf<I>, 'body'>;
  /** Sent in the part named `file`. */
  file: Blob;
  /** The part's file name; defaults to the File's own name. */
  fileName?: string;
  /** Upload progress, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart route with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Same bearer header, error mapping and 401 handling as apiRequest.
 */
export function apiUpload<I extends MultipartRouteId>(id: I, options: UploadOptions<I>): Promise<ResponseOf<I>> {
  const { route, url } = urlOf(id, {});
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  const fileName = options.fileName ?? (options.file instanceof File ? options.file.name : 'arquivo');
  form.append('file', options.file, fileName);

  return new Promise<ResponseOf<I>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { signal } = options;
    const abortError = () => new DOMException('The upload was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open(route.method, url);
    for (const [name, value] of Object.entries(authHeaders(route, 'application/json'))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      const data = parseText(xhr.responseText ?? '');
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(data as ResponseOf<I>);
      } else reject(failure({ status: xhr.status, statusText: xhr.statusText }, data));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, [ERROR_TEXT.unknown]));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(form);
  });
}

/** Routes that answer a file rather than JSON. */
export type DownloadRouteId = { [I in RouteId]: ResponseOf<I> extends Blob ? I : never }[RouteId];

/**
 * A file download: the answer's body as a Blob. fetch follows the API's redirect to the presigned
 * link; the browser drops the Authorization header on that cross-origin hop, which S3 needs.
 */
export async function apiDownload<I extends DownloadRouteId>(id: I, options: Pick<RequestOptions<I>, 'params' | 'query' | 'signal'> = {}): Promise<Blob> {
  const { route, url } = urlOf(id, options);
  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers: authHeaders(route, '*/*'), signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, [ERROR_TEXT.unknown]);
  }
  if (response.ok) return response.blob();
  throw failure(response, await readBody(response));
}

/** The messages of any thrown value: an ApiError's own, or the fallback. */
export function errorMessages(error: unknown, fallback: string = ERROR_TEXT.unknown): string[] {
  if (error instanceof ApiError && error.messages.length) return error.messages;
  return [fallback];
}
