import { screen, waitFor, within } from '@testing-library/react';
import type { FaqItem } from '@emc/shared/conteudo';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const FAQ: FaqItem[] = [
  { id: 'f-1', titulo: 'O que é o ciclo?', paragrafo: '<p>O ciclo vai de <strong>1º de janeiro</strong> a 31 de dezembro.</p>', ordem: 1 },
  { id: 'f-2', titulo: 'Qual é a meta?', paragrafo: '<ul><li>40 créditos</li></ul><img src="x" onerror="__xss()">', ordem: 2 },
  { id: 'f-3', titulo: 'Quem envia os comprovantes?', paragrafo: '<p>O médico ou a secretária.</p>', ordem: 3 },
];

const reordenado = (ids: string[]) => ids.map((id, i) => ({ ...FAQ.find((f) => f.id === id)!, ordem: i + 1 }));

/** The admin's page on a stub server that keeps the order it was given. */
function abrir(handlers: ApiHandlers = {}) {
  signIn(USERS.admin);
  let atual = FAQ;
  const api = stubApi({
    ...ADMIN_BACKEND,
    'conteudo.faqGetAll': () => atual,
    'conteudo.faqReordenar': (c) => (atual = reordenado((c.body as { ids: string[] }).ids)),
    ...handlers,
  });
  return { ...renderApp('/configuracoes/perguntas-frequentes'), api };
}

const lista = () => screen.findByRole('list', { name: 'Perguntas frequentes' });
const titulos = (ol: HTMLElement) => within(ol).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Configurações › Perguntas Frequentes', () => {
  it('lists the questions in order, each with a preview of its answer as formatted text', async () => {
    abrir();
    expect(await screen.findByRole('heading', { name: 'Perguntas Frequentes', level: 1 })).toBeInTheDocument();
    const ol = await lista();
    expect(titulos(ol)).toEqual(['O que é o ciclo?', 'Qual é a meta?', 'Quem envia os comprovantes?']);
    const primeira = within(ol).getByRole('article', { name: 'O que é o ciclo?' });
    expect(primeira.querySelector('strong')).toHaveTextContent('1º de janeiro');
    expect(within(primeira).getByRole('button', { name: 'Mover para cima: O que é o ciclo?' })).toBeDisabled();
    const ultima = within(ol).getByRole('article', { name: 'Quem envia os comprovantes?' });
    expect(within(ultima).getByRole('button', { name: 'Mover para baixo: Quem envia os comprovantes?' })).toBeDisabled();
    expect(screen.getByText('3 itens')).toBeInTheDocument();
  });

  it('shows the empty list, and a load error with a retry', async () => {
    let falhar = true;
    const { user } = abrir({ 'conteudo.faqGetAll': () => (falhar ? errorResponse(500, 'Falha interna.') : []) });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar: perguntas frequentes.');
    falhar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma pergunta cadastrada.')).toBeInTheDocument();
  });

  it('moves a question down and up by keyboard: saved with reordenar, announced, the focus stays on the button', async () => {
    const { user, api } = abrir();
    const ol = await lista();
    within(ol).getByRole('button', { name: 'Mover para baixo: O que é o ciclo?' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titulos(ol)).toEqual(['Qual é a meta?', 'O que é o ciclo?', 'Quem envia os comprovantes?']));
    expect(api.callsTo('conteudo.faqReordenar').map((c) => c.body)).toEqual([{ ids: ['f-2', 'f-1', 'f-3'] }]);
    expect(await screen.findByText('“O que é o ciclo?” agora está na posição 2 de 3.')).toBeInTheDocument();
    expect(screen.getByText('“O que é o ciclo?” agora está na posição 2 de 3.').closest('[aria-live]')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(ol).getByRole('button', { name: 'Mover para baixo: O que é o ciclo?' })).toHaveFocus());

    // Down again to the end: that button is now disabled, so the focus goes to its other arrow.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titulos(ol)).toEqual(['Qual é a meta?', 'Quem envia os comprovantes?', 'O que é o ciclo?']));
    await waitFor(() => expect(within(ol).getByRole('button', { name: 'Mover para cima: O que é o ciclo?' })).toHaveFocus());
    expect(await screen.findByText('“O que é o ciclo?” agora está na posição 3 de 3.')).toBeInTheDocument();
    await user.keyboard(' ');
    await waitFor(() => expect(api.callsTo('conteudo.faqReordenar').at(-1)!.body).toEqual({ ids: ['f-2', 'f-1', 'f-3'] }));
  });

  it('a 409 on a move puts the order back, shows its message and reloads the list', async () => {
    const { user, api } = abrir({ 'conteudo.faqReordenar': () => errorResponse(409, 'A lista foi alterada por outro administrador. Recarregue a página.') });
    const ol = await lista();
    const leituras = api.callsTo('conteudo.faqGetAll').length;
    await user.click(within(ol).getByRole('button', { name: 'Mover para cima: Qual é a meta?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A lista foi alterada por outro administrador. Recarregue a página.');
    await waitFor(() => expect(api.callsTo('conteudo.faqGetAll').length).toBeGreaterThan(leituras));
    expect(titulos(ol)).toEqual(['O que é o ciclo?', 'Qual é a meta?', 'Quem envia os comprovantes?']);
  });

  it('creates a question with formatted text: checked as typed, one idempotency key, the list refreshed', async () => {
    let criadas = 0;
    const { user, api } = abrir({
      'conteudo.faqCreate': (c) => {
        criadas++;
        const body = c.body as { titulo: string; paragrafo: string };
        return criadas === 1 ? errorResponse(400, 'Ocorreu um erro de validação.', { paragrafo: ['O texto ficou vazio depois de removido o conteúdo não permitido.'] }) : { id: 'f-9', ordem: 4, ...body };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nova pergunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    const titulo = within(dialog).getByRole('textbox', { name: /Pergunta/ });
    expect(titulo).toHaveFocus();
    await user.type(titulo, 'Po');
    expect(await within(dialog).findByText('A pergunta deve ter ao menos 3 caracteres.')).toBeInTheDocument();
    await user.type(titulo, 'sso enviar depois?');

    // Nothing typed in the answer: the schema's message, on the editor.
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const resposta = await within(dialog).findByRole('textbox', { name: /Resposta/ });
    expect(await within(dialog).findByText('Informe a resposta.')).toBeInTheDocument();
    expect(resposta).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('conteudo.faqCreate')).toHaveLength(0);

    await user.click(resposta);
    await user.paste('Até 31 de janeiro do ano seguinte.');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(within(dialog).getByRole('button', { name: 'Negrito' }));
    await waitFor(() => expect(resposta).toHaveAttribute('aria-invalid', 'false'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // The server's 400 on the answer shows on the editor, which gets the focus.
    expect(await within(dialog).findByText('O texto ficou vazio depois de removido o conteúdo não permitido.')).toBeInTheDocument();
    expect(resposta).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(resposta).toHaveFocus());

    const antes = api.callsTo('conteudo.faqGetAll').length;
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Pergunta “Posso enviar depois?” cadastrada.')).toBeInTheDocument();
    const creates = api.callsTo('conteudo.faqCreate');
    expect(creates.map((c) => c.body)).toEqual([
      { titulo: 'Posso enviar depois?', paragrafo: '<p><strong>Até 31 de janeiro do ano seguinte.</strong></p>' },
      { titulo: 'Posso enviar depois?', paragrafo: '<p><strong>Até 31 de janeiro do ano seguinte.</strong></p>' },
    ]);
    expect(creates[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(creates[1]!.headers['idempotency-key']).toBe(creates[0]!.headers['idempotency-key']);
    await waitFor(() => expect(api.callsTo('conteudo.faqGetAll').length).toBeGreaterThan(antes));
  });

  it('edits a question: the answer opens formatted in the editor, and a failure other than a 400 shows above the form', async () => {
    const { user, api } = abrir({ 'conteudo.faqUpdate': () => errorResponse(404, 'Pergunta não encontrada.') });
    await user.click(await screen.findByRole('button', { name: 'Editar O que é o ciclo?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar pergunta' });
    expect(within(dialog).getByRole('textbox', { name: /Pergunta/ })).toHaveValue('O que é o ciclo?');
    const resposta = await within(dialog).findByRole('textbox', { name: /Resposta/ });
    expect(resposta.querySelector('strong')).toHaveTextContent('1º de janeiro');
    await user.type(within(dialog).getByRole('textbox', { name: /Pergunta/ }), ' (EMC)');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Pergunta não encontrada.');
    expect(api.callsTo('conteudo.faqUpdate')[0]!.body).toEqual({ id: 'f-1', titulo: 'O que é o ciclo? (EMC)', paragrafo: FAQ[0]!.paragrafo });
  });

  it('removes a question only after the confirmation', async () => {
    const { user, api } = abrir({ 'conteudo.faqDelete': (c) => ({ id: c.params.id }) });
    await user.click(await screen.findByRole('button', { name: 'Remover Qual é a meta?' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent('Remover a pergunta “Qual é a meta?”?');
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('conteudo.faqDelete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remover Qual é a meta?' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Pergunta “Qual é a meta?” removida.')).toBeInTheDocument();
    expect(api.callsTo('conteudo.faqDelete').map((c) => c.params)).toEqual([{ id: 'f-2' }]);
  });

  describe('on a phone', () => {
    onAPhone();
    it('the questions are cards, and the form with its editor is full screen', async () => {
      const { user } = abrir();
      const ol = await lista();
      expect(within(ol).getAllByRole('article')).toHaveLength(3);
      await user.click(screen.getByRole('button', { name: 'Nova pergunta' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
      expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
      expect(await within(dialog).findByRole('toolbar', { name: 'Formatação: Resposta' })).toBeInTheDocument();
    });
  });
});
