import { STORAGE } from '@emc/shared/storage-keys';
import { inspect } from 'node:util';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from '@/testing/api';
import { ADMIN_BACKEND, filaItem, MEDICO_BACKEND, page, resumo } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { preloadDataFor } from './preload-data';

// Each read swr's preload starts, as it answers it (passed through untouched: no handler added).
const preloads = vi.hoisted(() => [] as unknown[]);
vi.mock('swr', async (original) => {
  const swr = await original<typeof import('swr')>();
  return {
    ...swr,
    preload: (...args: Parameters<typeof swr.preload>) => {
      const read = swr.preload(...args);
      preloads.push(read);
      return read;
    },
  };
});

/** A promise's state, read without handling it (a handler would hide the unhandled rejection under test). */
const rejected = (p: unknown) => /^Promise \{\s*<rejected>/.test(inspect(p));

const at = (url: string) => {
  const u = new URL(url, 'http://localhost');
  return { pathname: u.pathname, search: u.search };
};

// swr keeps a preload until a hook claims it, for the whole file: tests that claim none use a doctor of their own.
describe('preloadDataFor', () => {
  it("starts the doctor's home reads at once, and the page takes them: each route is asked once", async () => {
    signIn(USERS.medico);
    const api = stubApi({ ...MEDICO_BACKEND, 'medico.participacoesStatus': () => page([resumo({ id: 'p-2', titulo: 'Congresso de Cardiologia', status: 2, statusNome: 'Aprovada' })]) });
    preloadDataFor(at('/participacao-medico/home?status=2&page=2'));
    expect(api.calls.map((c) => c.id).sort()).toEqual(['medico.desempenho', 'medico.participacoesQuantidade', 'medico.participacoesStatus']);
    expect(api.callsTo('medico.participacoesStatus')[0]!.query).toEqual({ idMedico: 'med-1', status: '2', page: '2' });
    expect(api.callsTo('medico.desempenho')[0]!.params).toEqual({ id: 'med-1' });

    renderApp('/participacao-medico/home?status=2&page=2');
    expect(await screen.findByRole('article', { name: 'Congresso de Cardiologia' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /créditos da meta/ })).toBeInTheDocument();
    for (const id of ['medico.desempenho', 'medico.participacoesQuantidade', 'medico.participacoesStatus'] as const) expect(api.callsTo(id)).toHaveLength(1);
  });

  it('starts Histórico’s cycles and history', () => {
    signIn({ ...USERS.medico, idMedico: 'med-2' });
    const api = stubApi(MEDICO_BACKEND);
    preloadDataFor(at('/historico'));
    expect(api.calls.map((c) => c.id).sort()).toEqual(['medico.desempenho', 'medico.historicoCiclos', 'participacao.ciclos']);
  });

  it("starts the review queue with the administrator's saved filters, and the page takes it", async () => {
    signIn(USERS.admin);
    localStorage.setItem(STORAGE.filtroCiclo, '19');
    const api = stubApi({ ...ADMIN_BACKEND, 'analise.participacoesAdministrador': () => page([filaItem({ titulo: 'Curso de ACLS' })]) });
    preloadDataFor(at('/participacao/home'));
    expect(api.calls.map((c) => c.id).sort()).toEqual(['analise.participacoesAdministrador', 'analise.participacoesQuantidade']);
    expect(api.callsTo('analise.participacoesAdministrador')[0]!.query).toEqual({ status: '1', page: '1', ciclo: '19' });

    renderApp('/participacao/home');
    expect(await screen.findByRole('article', { name: /Curso de ACLS/ })).toBeInTheDocument();
    expect(api.callsTo('analise.participacoesAdministrador')).toHaveLength(1);
    expect(api.callsTo('analise.participacoesQuantidade')).toHaveLength(1);
  });

  it('a read that fails and no page claims is no unhandled rejection (vitest fails the run on one)', async () => {
    signIn({ ...USERS.medico, idMedico: 'med-9' });
    const api = stubApi({ 'medico.historicoCiclos': () => errorResponse(500, 'Erro interno.'), 'participacao.ciclos': () => errorResponse(503, 'Indisponível.') });
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const before = preloads.length;
      preloadDataFor(at('/historico'));
      const reads = preloads.slice(before);
      expect(reads).toHaveLength(3);
      expect(api.callsTo('medico.historicoCiclos')).toHaveLength(1);
      // Node reports a rejection nobody handles as soon as the microtasks after it have run, so before
      // any later task: by the time waitFor's check (a task of its own) sees every read rejected, it has.
      await waitFor(() => expect(reads.filter(rejected)).toHaveLength(3));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it('reads nothing without a session, nor for a secretary who has not chosen a doctor', () => {
    const api = stubApi(MEDICO_BACKEND);
    preloadDataFor(at('/participacao-medico/home'));
    signIn(USERS.secretaria);
    preloadDataFor(at('/participacao-medico/home'));
    expect(api.calls).toHaveLength(0);
  });
});
