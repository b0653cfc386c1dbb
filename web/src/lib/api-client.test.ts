import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signIn, USERS } from '@/testing/jwt';
import { stubXhr } from '@/testing/xhr';
import { ApiError, apiDownload, apiRequest, apiUpload, setUnauthorizedHandler } from './api-client';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const getMedicos = () => apiRequest('secretarias.getMedicosByIdSecretaria', { params: { id: 'sec-1' } });

describe('apiRequest', () => {
  it('builds the path from the manifest and sends the stored token as a bearer credential', async () => {
    const token = signIn(USERS.secretaria);
    const fetch = stubFetch(() => jsonResponse({ medicosSecretariaResponse: [] }));
    await expect(apiRequest('secretarias.getMedicosByIdSecretaria', { params: { id: 'sec 1/2' } })).resolves.toEqual({
      medicosSecretariaResponse: [],
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/secretarias/get-medicos-by-idsecretaria/sec%201%2F2');
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: `Bearer ${token}` } });
  });

  it('sends JSON bodies, no Authorization on the public login route, and returns the bare token string', async () => {
    signIn(USERS.admin);
    const fetch = stubFetch(() => jsonResponse('eyJ.token.assinatura'));
    const result = await apiRequest('login.logon', { body: { email: 'a@hospital.example', password: 'x' } });
    expect(result).toBe('eyJ.token.assinatura');
    const init = fetch.mock.calls[0]![1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'a@hospital.example', password: 'x' }));
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const fetch = stubFetch(() => jsonResponse({ medicosSecretariaResponse: [] }));
    await getMedicos();
    expect(fetch.mock.calls[0]![1].headers).not.toHaveProperty('Authorization');
  });
});

describe('error mapping (spec section 8)', () => {
  it('400: flattens every field’s messages into one list', async () => {
    stubFetch(() =>
      jsonResponse(
        { title: 'Ocorreu um erro de validação.', status: 400, errors: { titulo: ['Título curto.', 'Título inválido.'], dataFim: ['Data final anterior à inicial.'] } },
        { status: 400 },
      ),
    );
    const error = await rejection(getMedicos());
    expect(error.status).toBe(400);
    expect(error.messages).toEqual(['Título curto.', 'Título inválido.', 'Data final anterior à inicial.']);
  });

  it('400 with no errors: the generic validation message', async () => {
    stubFetch(() => jsonResponse({ title: 'Outra coisa', status: 400 }, { status: 400 }));
    expect((await rejection(getMedicos())).messages).toEqual(['Ocorreu um erro de validação.']);
    stubFetch(() => new Response('', { status: 400 }));
    expect((await rejection(getMedicos())).messages).toEqual(['Ocorreu um erro de validação.']);
  });

  it('500: the processing message, whatever the body says', async () => {
    stubFetch(() => jsonResponse({ title: 'NullReferenceException at Foo.Bar', status: 500 }, { status: 500 }));
    const error = await rejection(getMedicos());
    expect(error.status).toBe(500);
    expect(error.messages).toEqual(['Ocorreu um erro no processamento, tente novamente mais tarde ou contate o nosso suporte.']);
  });

  it("status text 'Unknown Error' and network failures: the unknown-error message", async () => {
    stubFetch(() => new Response('', { status: 502, statusText: 'Unknown Error' }));
    expect((await rejection(getMedicos())).messages).toEqual(['Ocorreu um erro desconhecido.']);

    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await rejection(getMedicos());
    expect(error.status).toBe(0);
    expect(error.messages).toEqual(['Ocorreu um erro desconhecido.']);
  });

  it("other statuses: the server's title", async () => {
    stubFetch(() => jsonResponse({ title: 'A participação foi alterada por outro usuário. Recarregue a página.', status: 409 }, { status: 409 }));
    const error = await rejection(getMedicos());
    expect(error.status).toBe(409);
    expect(error.messages).toEqual(['A participação foi alterada por outro usuário. Recarregue a página.']);
  });
});

describe('401', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => setUnauthorizedHandler(null));

  it('removes the stored token, sends the user to login and still rejects', async () => {
    signIn(USERS.secretaria);
    window.localStorage.setItem('view-idMedico', 'med-1');
    stubFetch(() => jsonResponse({ title: 'Sessão expirada.', status: 401 }, { status: 401 }));
    const error = await rejection(getMedicos());
    expect(error.status).toBe(401);
    expect(error.messages).toEqual(['Sessão expirada.']);
    expect(window.localStorage.getItem('token_emc')).toBeNull();
    expect(window.localStorage.getItem('view-idMedico')).toBe('med-1');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('without a router handler, goes to /login with a page navigation', async () => {
    setUnauthorizedHandler(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    signIn(USERS.admin);
    stubFetch(() => new Response('', { status: 401 }));
    await rejection(getMedicos());
    expect(assign).toHaveBeenCalledWith('/login');
  });
});

describe('apiUpload (multipart with XMLHttpRequest)', () => {
  it('sends the text fields and the file with the bearer token, reports progress and resolves the JSON answer', async () => {
    const token = signIn(USERS.medico);
    const xhr = stubXhr(() => ({ status: 200, body: { id: 'anx-1', nomeOriginal: 'c.pdf' } }));
    const progress: number[] = [];
    const file = new File(['%PDF-1.7'], 'c.pdf', { type: 'application/pdf' });
    const result = await apiUpload('anexo.upload', {
      fields: { idParticipacao: 'p-1', idUsuario: 'u-1', nomeOriginal: 'c.pdf' },
      file,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ id: 'anx-1', nomeOriginal: 'c.pdf' });
    const [request] = xhr.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/participacao_anexo/upload-anexo', fields: { idParticipacao: 'p-1', idUsuario: 'u-1', nomeOriginal: 'c.pdf' } });
    expect(request!.headers.Authorization).toBe(`Bearer ${token}`);
    expect(request!.file?.name).toBe('c.pdf');
    expect(progress).toEqual([0.5, 1, 1]);
  });

  it('maps errors like apiRequest: 413 with its title, 401 removes the token and goes to login', async () => {
    signIn(USERS.medico);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const file = new File(['x'], 'c.pdf', { type: 'application/pdf' });
    const upload = () => apiUpload('anexo.update', { fields: { id: 'anx-1', idUsuario: 'u-1', nomeOriginal: 'c.pdf' }, file });

    stubXhr(() => ({ status: 413 }));
    const tooLarge = await rejection(upload());
    expect(tooLarge.messages).toEqual(['O arquivo excede o limite de 4 MB.']);

    stubXhr(() => ({ status: 401, body: { title: 'Sessão expirada.', status: 401 } }));
    const unauthorized = await rejection(upload());
    expect(unauthorized.status).toBe(401);
    expect(window.localStorage.getItem('token_emc')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('apiDownload', () => {
  it('answers the blob; failures are mapped', async () => {
    signIn(USERS.medico);
    const fetch = stubFetch(() => new Response(new Blob(['%PDF'], { type: 'application/pdf' }), { status: 200 }));
    const blob = await apiDownload('anexo.getById', { params: { id: 'anx-1' } });
    expect(await blob.text()).toBe('%PDF');
    expect(fetch.mock.calls[0]![0]).toBe('/api/participacao_anexo/get-by-id-anexo/anx-1');

    stubFetch(() => jsonResponse({ title: 'Recurso não encontrado.', status: 404 }, { status: 404 }));
    expect((await rejection(apiDownload('anexo.getById', { params: { id: 'x' } }))).messages).toEqual(['Recurso não encontrado.']);
  });
});
