import { screen, waitFor, within } from '@testing-library/react';
import type { MensagemContato } from '@emc/shared/comunicacao';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const MENSAGENS: MensagemContato[] = [
  {
    id: 'm-2',
    assunto: 'Certificado recusado',
    mensagem: 'Bom dia,\nmeu certificado foi recusado.\n\n<b>Obrigado</b>',
    remetente: { idUsuario: 'u-1', nome: 'Dra. Ângela Conceição', email: 'angela@hospital.example', crm: '123456', papeis: ['Medicos'] },
    enviadaEm: '2026-03-16T13:05:00.000Z',
    respondida: false,
  },
  {
    id: 'm-1',
    assunto: 'Dúvida sobre o ciclo',
    mensagem: 'Quando fecha o ciclo?',
    remetente: { idUsuario: 'u-2', nome: 'Sônia Secretária', email: 'sonia@hospital.example', papeis: ['Secretarias'] },
    enviadaEm: '2026-03-10T18:30:00.000Z',
    respondida: true,
    respondidaEm: '2026-03-11T12:00:00.000Z',
    respondidaPor: 'adm-1',
  },
];

function abrir(handlers: ApiHandlers = {}, path = '/configuracoes/mensagens') {
  signIn(USERS.admin);
  const api = stubApi({ ...ADMIN_BACKEND, 'comunicacao.contatoLista': () => page(MENSAGENS, { totalItems: 12, totalPages: 2 }), ...handlers });
  return { ...renderApp(path), api };
}

const tabela = () => screen.findByRole('table', { name: 'Mensagens de contato' });

describe('Configurações › Mensagens de contato', () => {
  it('lists the messages as sent: sender with a mailto link and CRM, São Paulo time, the text as plain text with its line breaks', async () => {
    const { api } = abrir();
    expect(await screen.findByRole('heading', { name: 'Mensagens de contato', level: 1 })).toBeInTheDocument();
    const rows = within(await tabela()).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Assunto', 'Mensagem', 'Remetente', 'Enviada em', 'Situação', 'Ações']);
    const [assunto, texto, remetente, data, situacao] = within(rows[1]!).getAllByRole('cell');
    expect(assunto).toHaveTextContent('Certificado recusado');
    // The text is text: the tag shows as typed and no element is made of it; the line breaks are kept.
    expect(texto!.textContent).toBe('Bom dia,\nmeu certificado foi recusado.\n\n<b>Obrigado</b>');
    expect(texto!.querySelector('b')).toBeNull();
    expect(getComputedStyle(texto!.firstElementChild!).whiteSpace).toBe('pre-wrap');
    expect(within(remetente!).getByRole('link', { name: 'angela@hospital.example' })).toHaveAttribute('href', 'mailto:angela@hospital.example?subject=Re%3A%20Certificado%20recusado');
    expect(remetente).toHaveTextContent('Dra. Ângela Conceição');
    expect(remetente).toHaveTextContent('CRM 123456');
    expect(data).toHaveTextContent('16/03/2026 10:05');
    expect(situacao).toHaveTextContent('Pendente');
    expect(within(rows[1]!).getByRole('button', { name: 'Marcar como respondida: Certificado recusado' })).toBeInTheDocument();

    const [, , remetente2, , situacao2] = within(rows[2]!).getAllByRole('cell');
    expect(remetente2).toHaveTextContent('Secretária');
    expect(situacao2).toHaveTextContent('Respondidaem 11/03/2026 09:00');
    expect(within(rows[2]!).getByRole('button', { name: 'Marcar como pendente: Dúvida sobre o ciclo' })).toBeInTheDocument();

    expect(api.callsTo('comunicacao.contatoLista')[0]!.query).toEqual({ page: '1' });
    expect(screen.getByText('12 registros')).toBeInTheDocument();
  });

  it('a long message shows its start in the row, and "Mostrar tudo" shows it whole (issue 28)', async () => {
    const longa = `Prezados,\n${'palavra '.repeat(620)}fim da mensagem.`;
    const { user } = abrir({ 'comunicacao.contatoLista': () => page([{ ...MENSAGENS[0]!, mensagem: longa }]) });
    const [, texto] = within(within(await tabela()).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(texto!.textContent!.length).toBeLessThan(400);
    expect(texto).not.toHaveTextContent('fim da mensagem.');
    const mostrar = within(texto!).getByRole('button', { name: 'Mostrar tudo' });
    expect(mostrar).toHaveAttribute('aria-expanded', 'false');
    await user.click(mostrar);
    expect(texto).toHaveTextContent('fim da mensagem.');
    expect(within(texto!).getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(texto!).getByRole('button', { name: 'Mostrar menos' }));
    expect(texto).not.toHaveTextContent('fim da mensagem.');
  });

  it('filters pending or answered ones from the URL on, back at page 1, and pages', async () => {
    const { user, api, router } = abrir({}, '/configuracoes/mensagens?page=2');
    await tabela();
    expect(api.callsTo('comunicacao.contatoLista')[0]!.query).toEqual({ page: '2' });
    const filtro = screen.getByRole('group', { name: 'Situação das mensagens' });
    expect(within(filtro).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filtro).getByRole('button', { name: 'Pendentes' }));
    await waitFor(() => expect(api.callsTo('comunicacao.contatoLista').at(-1)!.query).toEqual({ page: '1', status: 'pendentes' }));
    expect(router.state.location.search).toBe('?status=pendentes');
    expect(within(filtro).getByRole('button', { name: 'Pendentes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(api.callsTo('comunicacao.contatoLista').at(-1)!.query).toEqual({ page: '2', status: 'pendentes' }));
    await user.click(within(filtro).getByRole('button', { name: 'Respondidas' }));
    await waitFor(() => expect(api.callsTo('comunicacao.contatoLista').at(-1)!.query).toEqual({ page: '1', status: 'respondidas' }));
  });

  it('marks a message answered, and pending again; the list refreshes', async () => {
    const { user, api } = abrir({ 'comunicacao.contatoStatus': (c) => ({ ...MENSAGENS[0]!, respondida: (c.body as { respondida: boolean }).respondida }) });
    await tabela();
    const antes = api.callsTo('comunicacao.contatoLista').length;
    await user.click(screen.getByRole('button', { name: 'Marcar como respondida: Certificado recusado' }));
    expect(await screen.findByText('Mensagem “Certificado recusado” marcada como respondida.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('comunicacao.contatoLista').length).toBeGreaterThan(antes));
    await user.click(screen.getByRole('button', { name: 'Marcar como pendente: Dúvida sobre o ciclo' }));
    expect(await screen.findByText('Mensagem “Dúvida sobre o ciclo” marcada como pendente.')).toBeInTheDocument();
    expect(api.callsTo('comunicacao.contatoStatus').map((c) => c.body)).toEqual([
      { id: 'm-2', respondida: true },
      { id: 'm-1', respondida: false },
    ]);
  });

  it('a failed change says why', async () => {
    const { user } = abrir({ 'comunicacao.contatoStatus': () => errorResponse(404, 'Mensagem não encontrada.') });
    await tabela();
    await user.click(screen.getByRole('button', { name: 'Marcar como respondida: Certificado recusado' }));
    expect(await screen.findByText('Mensagem não encontrada.')).toBeInTheDocument();
  });

  it('empty lists say so for each filter, and a load error offers to try again', async () => {
    let falhar = true;
    const { user } = abrir({ 'comunicacao.contatoLista': () => (falhar ? errorResponse(500, 'x') : page([])) }, '/configuracoes/mensagens?status=respondidas');
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar: mensagens de contato.');
    falhar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma mensagem respondida.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pendentes' }));
    expect(await screen.findByText('Nenhuma mensagem pendente.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Todas' }));
    expect(await screen.findByText('Nenhuma mensagem recebida.')).toBeInTheDocument();
  });

  it('is for administrators: a secretary is sent away', async () => {
    signIn(USERS.secretaria);
    stubApi({});
    const { router } = renderApp('/configuracoes/mensagens');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/configuracoes/mensagens'));
  });

  describe('on a phone', () => {
    onAPhone();
    it('each message is a card with its text, sender and actions', async () => {
      abrir();
      const lista = await screen.findByRole('list', { name: 'Mensagens de contato' });
      const card = within(lista).getByRole('article', { name: 'Certificado recusado' });
      expect(card).toHaveTextContent('meu certificado foi recusado.');
      expect(within(card).getByRole('link', { name: 'angela@hospital.example' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Marcar como respondida: Certificado recusado' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
