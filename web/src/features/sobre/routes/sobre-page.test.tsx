import { screen, within } from '@testing-library/react';
import type { SobreItem } from '@emc/shared/conteudo';
import { describe, expect, it } from 'vitest';
import { ERROR_DIALOG_TITLE } from '@/components/feedback/error-dialog';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { MEDICO_BACKEND } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';
import { SOBRE_CARREGANDO, SOBRE_VAZIO } from './sobre-page';

const item = (over: Partial<SobreItem>): SobreItem => ({ id: 's', titulo: 'Item', conteudo: [], link: [], ordem: 1, tabelaCreditos: false, ...over });

const ITENS: SobreItem[] = [
  item({ id: 's-1', ordem: 1, titulo: 'O que é o programa', conteudo: ['<p>O programa acompanha a <strong>educação médica continuada</strong>.</p>', '<p>Cada ciclo vai de janeiro a dezembro.</p>'] }),
  item({ id: 's-2', ordem: 2, titulo: 'Como os créditos são contados', conteudo: ['<p>Cada participação aprovada soma créditos.</p>'], link: ['https://www.cfm.org.br/', 'https://exemplo.org/regulamento.pdf'] }),
  item({ id: 's-3', ordem: 3, titulo: 'Prazos', conteudo: ['<p>Registre até 31 de dezembro.</p>'] }),
  item({
    id: 's-4',
    ordem: 4,
    titulo: 'Tabela de créditos',
    tabelaCreditos: true,
    conteudo: ['<table><thead><tr><th>Categoria</th><th>Forma</th><th>Créditos</th><th>Teto no ciclo</th></tr></thead><tbody><tr><td>Congresso</td><td>Ouvinte</td><td>1 por hora</td><td>20</td></tr></tbody></table>'],
  }),
];

function openSobre(handlers: ApiHandlers = {}, user: Record<string, unknown> = USERS.medico) {
  signIn(user);
  const api = stubApi({ ...MEDICO_BACKEND, 'conteudo.sobreGetAll': () => ITENS, ...handlers });
  return { ...renderApp('/sobre'), api };
}

describe('Sobre o Programa', () => {
  it('shows the items in order: each a section with its title as an h2, its paragraphs and its links, which open in a new tab', async () => {
    openSobre();
    expect(await screen.findByRole('heading', { name: 'Sobre o Programa', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    await within(main).findByRole('heading', { name: 'O que é o programa', level: 2 });
    expect(within(main).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(ITENS.map((i) => i.titulo));

    const primeiro = within(main).getByRole('region', { name: 'O que é o programa' });
    expect(primeiro).toHaveTextContent('O programa acompanha a educação médica continuada.');
    expect(primeiro).toHaveTextContent('Cada ciclo vai de janeiro a dezembro.');

    const segundo = within(main).getByRole('region', { name: 'Como os créditos são contados' });
    const links = within(within(segundo).getByRole('list', { name: 'Links de Como os créditos são contados' })).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(ITENS[1]!.link);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a).toHaveAccessibleName(/\(abre em nova aba\)$/);
    }
    // An item without links lists none.
    expect(within(primeiro).queryByRole('list')).not.toBeInTheDocument();

    // The fourth item is the credit table the server renders.
    expect(within(main).getByRole('region', { name: 'Tabela de créditos' })).toHaveTextContent(/Categoria.*Forma.*Créditos.*Teto no ciclo.*Congresso.*Ouvinte/);
  });

  it('asks for the items once, as a secretary or an administrator too', async () => {
    for (const user of [USERS.secretaria, USERS.admin]) {
      const { api, unmount } = openSobre({}, user);
      await screen.findByRole('heading', { name: 'Tabela de créditos', level: 2 });
      expect(api.callsTo('conteudo.sobreGetAll')).toHaveLength(1);
      unmount();
    }
  });

  it('says it is loading while the items come', async () => {
    let responder: (v: SobreItem[]) => void = () => undefined;
    openSobre({ 'conteudo.sobreGetAll': () => new Promise<SobreItem[]>((r) => (responder = r)) });
    expect(await screen.findByRole('status', { name: SOBRE_CARREGANDO })).toHaveAttribute('aria-busy', 'true');
    responder(ITENS);
    expect(await screen.findByRole('heading', { name: 'O que é o programa', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: SOBRE_CARREGANDO })).not.toBeInTheDocument();
  });

  it('an empty list says so', async () => {
    openSobre({ 'conteudo.sobreGetAll': () => [] });
    expect(await screen.findByText(SOBRE_VAZIO)).toBeInTheDocument();
  });

  it('a failed load opens the error dialog, and the page offers to try again', async () => {
    let falhar = true;
    const { user } = openSobre({ 'conteudo.sobreGetAll': () => (falhar ? errorResponse(500, 'x') : ITENS) });
    const dialog = await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    expect(dialog).toHaveTextContent('Ocorreu um erro no processamento, tente novamente mais tarde ou contate o nosso suporte.');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível carregar as informações do programa.');
    falhar = false;
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'O que é o programa', level: 2 })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onAPhone();
    it('the same sections, the table included', async () => {
      openSobre();
      expect(await screen.findByRole('region', { name: 'Tabela de créditos' })).toHaveTextContent('Teto no ciclo');
    });
  });
});
