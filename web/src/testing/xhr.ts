import { vi } from 'vitest';

/** One request the fake XMLHttpRequest received. */
export interface XhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** The multipart text fields, by name. */
  fields: Record<string, string>;
  /** The `file` part. */
  file: File | null;
}

export interface XhrAnswer {
  status: number;
  body?: unknown;
}

export type XhrHandler = (request: XhrRequest) => XhrAnswer | Promise<XhrAnswer>;

/**
 * Replaces XMLHttpRequest for one test: each send() reports upload progress at 50% and 100%,
 * then answers with the handler's status and JSON body. Returns the requests made.
 */
export function stubXhr(handler: XhrHandler) {
  const requests: XhrRequest[] = [];

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    readonly upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: FormData) {
      const fields: Record<string, string> = {};
      let file: File | null = null;
      for (const [name, value] of body.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else if (name === 'file') file = value;
      }
      const request: XhrRequest = { method: this.method, url: this.url, headers: { ...this.headers }, body, fields, file };
      requests.push(request);
      const total = file?.size || 1;
      void (async () => {
        await Promise.resolve();
        this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total } as ProgressEvent);
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total } as ProgressEvent);
        const answer = await handler(request);
        if (this.aborted) return;
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      })();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { requests };
}
