import { routes, type WriteRouteId } from '@emc/shared/routes';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRResponse } from 'swr';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi } from '@/testing/api';
import { ApiError } from './api-client';
import { preloadRoute, routeKey, useRoute } from './use-route';
import { invalidatedBy, useEnviar } from './use-enviar';
import { useRouteMutation } from './use-route-mutation';

/** A cache of each test's own, as the app's (testing/render.tsx). */
function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <>{children}</>
    </SWRConfig>
  );
}

const participacao = { id: 'p-1', titulo: 'Congresso', versao: 3 };

/** The state read during the render: swr re-renders only for what a render read. */
const lido = <T,>({ data, error, isLoading }: SWRResponse<T, Error>) => ({ data, error, isLoading });

describe('useRoute', () => {
  it("reads a GET route with its params and query, answering the route's answer; null reads nothing", async () => {
    const api = stubApi({ 'medico.participacoesStatus': () => ({ responseList: [], page: 2, pageSize: 10, totalItems: 0, totalPages: 0 }) });
    const { result, rerender } = renderHook(({ ativo }) => lido(useRoute('medico.participacoesStatus', ativo ? { query: { idMedico: 'med-1', status: '2', page: '2' } } : null)), {
      wrapper,
      initialProps: { ativo: false },
    });
    expect(result.current.isLoading).toBe(false);
    expect(api.calls).toHaveLength(0);

    rerender({ ativo: true });
    await waitFor(() => expect(result.current.data?.page).toBe(2));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.query).toEqual({ idMedico: 'med-1', status: '2', page: '2' });
  });

  it('sends path parameters, leaves an undefined query field out, and keeps an ApiError as the error', async () => {
    const api = stubApi({
      'participacao.getById': () => errorResponse(404, 'Participação não encontrada.'),
      'areas.getAllPagination': () => ({ responseList: [], page: 1, pageSize: 10, totalItems: 0, totalPages: 0 }),
    });
    const detalhe = renderHook(() => lido(useRoute('participacao.getById', { params: { id: 'p 1' } })), { wrapper });
    const lista = renderHook(() => lido(useRoute('areas.getAllPagination', { query: { page: '1', filter: undefined } })), { wrapper });
    await waitFor(() => expect(detalhe.result.current.error).toBeInstanceOf(ApiError));
    expect((detalhe.result.current.error as ApiError).messages).toEqual(['Participação não encontrada.']);
    expect(api.callsTo('participacao.getById')[0]!.params).toEqual({ id: 'p 1' });
    await waitFor(() => expect(lista.result.current.data).toBeDefined());
    expect(api.callsTo('areas.getAllPagination')[0]!.query).toEqual({ page: '1' });
  });

  it('keys an entry by what is sent, not by the object: equal inputs share one read', async () => {
    const api = stubApi({ 'participacao.getById': () => participacao });
    const { result } = renderHook(
      () => [lido(useRoute('participacao.getById', { params: { id: 'p-1' } })), lido(useRoute('participacao.getById', { params: { id: 'p-1' } }))] as const,
      { wrapper },
    );
    await waitFor(() => expect(result.current[1].data).toEqual(participacao));
    expect(result.current[0].data).toEqual(participacao);
    expect(api.callsTo('participacao.getById')).toHaveLength(1);
    expect(routeKey('participacao.getById', { params: { id: 'p-1' } })).toEqual(['participacao.getById', { params: { id: 'p-1' } }]);
  });

  it('takes what preloadRoute started for the same route and input: the route is asked once', async () => {
    const api = stubApi({ 'medico.desempenho': () => ({ totalPontos: 12 }) });
    preloadRoute('medico.desempenho', { params: { id: 'med-preload' } });
    expect(api.calls).toHaveLength(1);
    const { result } = renderHook(() => lido(useRoute('medico.desempenho', { params: { id: 'med-preload' } })), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ totalPontos: 12 }));
    expect(api.calls).toHaveLength(1);
  });
});

describe('invalidation from the manifest', () => {
  it("is what each write's entry declares", () => {
    for (const r of routes) if (r.method !== 'GET') expect(invalidatedBy(r.id as WriteRouteId)).toEqual('invalidates' in r ? r.invalidates : undefined);
    expect(invalidatedBy('comunicacao.contatoStatus')).toEqual(['comunicacao.contatoLista']);
    expect(invalidatedBy('login.logon')).toEqual([]);
  });

  /** Reads on screen: two the area's update declares (all their entries) and one it does not. */
  function telaComLeituras() {
    let areas = 0;
    const api = stubApi({
      'areas.getListName': () => [{ id: 'a-1', nome: `Cardiologia ${++areas}` }],
      'areas.getAllPagination': () => ({ responseList: [], page: 1, pageSize: 10, totalItems: areas, totalPages: 1 }),
      'tabela.formas': () => [],
      'areas.update': (c) => ({ ...(c.body as object), ativo: true }),
    });
    const tela = renderHook(
      () => ({
        nomes: lido(useRoute('areas.getListName', {})),
        pagina1: lido(useRoute('areas.getAllPagination', { query: { page: '1' } })),
        pagina2: lido(useRoute('areas.getAllPagination', { query: { page: '2' } })),
        formas: lido(useRoute('tabela.formas', {})),
        enviar: useEnviar(),
      }),
      { wrapper },
    );
    return { api, tela };
  }

  it('useEnviar sends the write, then reads again exactly the routes its entry declares, every entry of them', async () => {
    const { api, tela } = telaComLeituras();
    await waitFor(() => expect(tela.result.current.formas.data).toEqual([]));
    await waitFor(() => expect(tela.result.current.pagina2.data).toBeDefined());
    const antes = api.calls.length;

    let answer: unknown;
    await act(async () => {
      answer = await tela.result.current.enviar('areas.update', { body: { id: 'a-1', nome: 'Cardiologia' } });
    });
    expect(answer).toEqual({ id: 'a-1', nome: 'Cardiologia', ativo: true });
    await waitFor(() => expect(tela.result.current.nomes.data?.[0]?.nome).toBe('Cardiologia 2'));
    const depois = api.calls.slice(antes).map((c) => c.id);
    expect(depois.sort()).toEqual(['areas.getAllPagination', 'areas.getAllPagination', 'areas.getListName', 'areas.update']);
    expect(invalidatedBy('areas.update')).not.toContain('tabela.formas');
  });

  it('waitForReads resolves once the reads are back; a failed write reads nothing again and rejects with its ApiError', async () => {
    const { api, tela } = telaComLeituras();
    await waitFor(() => expect(tela.result.current.nomes.data?.[0]?.nome).toBe('Cardiologia 1'));
    await act(async () => {
      await tela.result.current.enviar('areas.update', { body: { id: 'a-1', nome: 'Cardiologia' } }, { waitForReads: true });
    });
    // No wait: the reads' answers are in when the write resolves.
    expect(tela.result.current.nomes.data?.[0]?.nome).toBe('Cardiologia 2');

    const antes = api.mock.mock.calls.length;
    api.mock.mockImplementation(async () => errorResponse(409, 'Já existe uma área com este nome.'));
    let erro: unknown;
    await act(async () => {
      erro = await tela.result.current.enviar('areas.update', { body: { id: 'a-1', nome: 'Pediatria' } }).catch((e: unknown) => e);
    });
    expect(erro).toBeInstanceOf(ApiError);
    expect((erro as ApiError).status).toBe(409);
    expect(api.mock.mock.calls.length - antes).toBe(1);
  });

  it('useRouteMutation with a key and populateCache puts the answer in that read instead of reading it again', async () => {
    let leituras = 0;
    const api = stubApi({
      'participacao.getById': () => ({ ...participacao, leitura: ++leituras }),
      'medico.participacoesQuantidade': () => [],
      'participacao.update': (c) => ({ ...participacao, ...(c.body as object), versao: 4 }),
    });
    const key = routeKey('participacao.getById', { params: { id: 'p-1' } });
    const { result } = renderHook(
      () => ({
        detalhe: lido(useRoute('participacao.getById', { params: { id: 'p-1' } })),
        quantidades: lido(useRoute('medico.participacoesQuantidade', { query: { idMedico: 'med-1' } })),
        salvar: useRouteMutation('participacao.update', { key, populateCache: true }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.detalhe.data).toMatchObject({ leitura: 1 }));
    await waitFor(() => expect(result.current.quantidades.data).toEqual([]));

    await act(async () => {
      await result.current.salvar.trigger({ body: { id: 'p-1', versao: 3, titulo: 'Congresso 2' } as never });
    });
    expect(result.current.detalhe.data).toMatchObject({ titulo: 'Congresso 2', versao: 4 });
    await waitFor(() => expect(api.callsTo('medico.participacoesQuantidade')).toHaveLength(2));
    expect(api.callsTo('participacao.getById')).toHaveLength(1);
  });
});
