import { screen, waitFor, within } from '@testing-library/react';
import type { FaqItem } from '@emc/shared/conteudo';
import { describe, expect, it } from 'vitest';
import { ERROR_DIALOG_TITLE } from '@/components/feedback/error-dialog';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { MEDICO_BACKEND } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { FAQ_CARREGANDO, FAQ_VAZIO } from './perguntas-frequentes-page';

const FAQ: FaqItem[] = [
  { id: 'f-1', ordem: 1, titulo: 'Quando termina o ciclo?', paragrafo: '<p>O ciclo termina em <strong>31 de dezembro</strong>.</p>' },
  { id: 'f-2', ordem: 2, titulo: 'Quem pode registrar por mim?', paragrafo: '<p>Uma secretária vinculada ao seu cadastro.</p>' },
  { id: 'f-3', ordem: 3, titulo: 'Preciso anexar o certificado?', paragrafo: '<p>Sim, em PDF ou imagem.</p>' },
];

function openFaq(handlers: ApiHandlers = {}) {
  signIn(USERS.medico);
  const api = stubApi({ ...MEDICO_BACKEND, 'conteudo.faqGetAll': () => FAQ, ...handlers });
  return { ...renderApp('/perguntas-frequentes'), api };
}

const pergunta = (titulo: string) => screen.getByRole('button', { name: titulo });

describe('Perguntas Frequentes', () => {
  it('an accordion: each question an h2 holding a button, closed at first, in order', async () => {
    openFaq();
    expect(await screen.findByRole('heading', { name: 'Perguntas Frequentes', level: 1 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: FAQ[0]!.titulo, level: 2 });
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(FAQ.map((f) => f.titulo));
    for (const f of FAQ) {
      const botao = pergunta(f.titulo);
      expect(botao).toHaveAttribute('aria-expanded', 'false');
      expect(botao.closest('h2')).not.toBeNull();
    }
  });

  it('opens and closes with the keyboard; the answer is a region named by its question', async () => {
    const { user } = openFaq();
    await screen.findByRole('heading', { name: FAQ[0]!.titulo, level: 2 });
    await user.tab();
    // The skip link and the menus come first: tab until the first question has the focus.
    for (let i = 0; i < 40 && document.activeElement !== pergunta(FAQ[0]!.titulo); i++) await user.tab();
    expect(pergunta(FAQ[0]!.titulo)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(pergunta(FAQ[0]!.titulo)).toHaveAttribute('aria-expanded', 'true');
    const resposta = screen.getByRole('region', { name: FAQ[0]!.titulo });
    expect(resposta).toHaveTextContent('O ciclo termina em 31 de dezembro.');
    expect(pergunta(FAQ[0]!.titulo)).toHaveAttribute('aria-controls', resposta.id);

    await user.tab();
    expect(pergunta(FAQ[1]!.titulo)).toHaveFocus();
    await user.keyboard(' ');
    expect(pergunta(FAQ[1]!.titulo)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: FAQ[1]!.titulo })).toHaveTextContent('Uma secretária vinculada ao seu cadastro.');
    // Several stay open; Enter closes the first again.
    expect(pergunta(FAQ[0]!.titulo)).toHaveAttribute('aria-expanded', 'true');
    await user.click(pergunta(FAQ[0]!.titulo));
    await waitFor(() => expect(pergunta(FAQ[0]!.titulo)).toHaveAttribute('aria-expanded', 'false'));
  });

  it('says it is loading while the questions come', async () => {
    let responder: (v: FaqItem[]) => void = () => undefined;
    openFaq({ 'conteudo.faqGetAll': () => new Promise<FaqItem[]>((r) => (responder = r)) });
    expect(await screen.findByRole('status', { name: FAQ_CARREGANDO })).toHaveAttribute('aria-busy', 'true');
    responder(FAQ);
    expect(await screen.findByRole('button', { name: FAQ[0]!.titulo })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: FAQ_CARREGANDO })).not.toBeInTheDocument();
  });

  it('an empty list says so', async () => {
    openFaq({ 'conteudo.faqGetAll': () => [] });
    expect(await screen.findByText(FAQ_VAZIO)).toBeInTheDocument();
  });

  it('a failed load opens the error dialog, and the page offers to try again', async () => {
    let falhar = true;
    const { user } = openFaq({ 'conteudo.faqGetAll': () => (falhar ? errorResponse(503, 'Serviço indisponível.') : FAQ) });
    const dialog = await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    expect(dialog).toHaveTextContent('Serviço indisponível.');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar as perguntas frequentes.');
    falhar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: FAQ[0]!.titulo })).toBeInTheDocument();
  });
});
