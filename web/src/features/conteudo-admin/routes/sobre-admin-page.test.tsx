import { screen, waitFor, within } from '@testing-library/react';
import type { SobreItem } from '@emc/shared/conteudo';
import { describe, expect, it } from 'vitest';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { ADMIN_BACKEND } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const SOBRE: SobreItem[] = [
  { id: 's-1', titulo: 'O programa', conteudo: ['<p>O programa de <em>educação médica continuada</em>.</p>', '<p>Segundo parágrafo.</p>'], link: [], ordem: 1, tabelaCreditos: false },
  { id: 's-2', titulo: 'Regulamento', conteudo: ['<p>Leia o regulamento.</p>'], link: ['https://hospital.example/regulamento.pdf'], ordem: 2, tabelaCreditos: false },
  { id: 's-3', titulo: 'Tabela de créditos', conteudo: ['<table><tr><td>Congresso</td></tr></table>'], link: [], ordem: 3, tabelaCreditos: true },
];

function abrir(handlers: ApiHandlers = {}) {
  signIn(USERS.admin);
  let atual = SOBRE;
  const api = stubApi({
    ...ADMIN_BACKEND,
    'conteudo.sobreGetAll': () => atual,
    'conteudo.sobreReordenar': (c) => (atual = (c.body as { ids: string[] }).ids.map((id, i) => ({ ...SOBRE.find((s) => s.id === id)!, ordem: i + 1 }))),
    ...handlers,
  });
  return { ...renderApp('/configuracoes/sobre'), api };
}

const lista = () => screen.findByRole('list', { name: 'Itens de Sobre o Programa' });

describe('Configurações › Sobre o Programa', () => {
  it('lists the items in order; the credit-table item says where its content comes from and cannot be removed', async () => {
    abrir();
    expect(await screen.findByRole('heading', { name: 'Sobre o Programa', level: 1 })).toBeInTheDocument();
    const ol = await lista();
    expect(within(ol).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['O programa', 'Regulamento', 'Tabela de créditos']);
    const programa = within(ol).getByRole('article', { name: 'O programa' });
    expect(programa.querySelector('em')).toHaveTextContent('educação médica continuada');
    expect(programa).toHaveTextContent('Segundo parágrafo.');
    expect(within(ol).getByRole('article', { name: 'Regulamento' })).toHaveTextContent('1 link: https://hospital.example/regulamento.pdf');

    const tabela = within(ol).getByRole('article', { name: 'Tabela de créditos' });
    expect(tabela).toHaveTextContent('Gerado da Tabela de Créditos');
    expect(within(tabela).getByRole('link', { name: 'Tabela de Créditos' })).toHaveAttribute('href', '/tabela');
    expect(within(tabela).queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
    expect(within(tabela).getByRole('button', { name: 'Editar Tabela de créditos' })).toBeInTheDocument();
    expect(within(tabela).getByRole('button', { name: 'Mover para cima: Tabela de créditos' })).toBeEnabled();
  });

  it('the credit-table item edits only its title and links; its content is never sent', async () => {
    const { user, api } = abrir({ 'conteudo.sobreUpdate': (c) => ({ ...SOBRE[2]!, ...(c.body as object) }) });
    await user.click(await screen.findByRole('button', { name: 'Editar Tabela de créditos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar item' });
    expect(within(dialog).getByText(/O conteúdo deste item é gerado da Tabela de Créditos/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Abrir a Tabela de Créditos' })).toHaveAttribute('href', '/tabela');
    expect(within(dialog).queryByRole('group', { name: 'Parágrafos' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Parágrafo/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar link' }));
    const link = within(dialog).getByRole('textbox', { name: /Link 1/ });
    expect(link).toHaveFocus();
    await user.type(link, 'http:/errado');
    expect(await within(dialog).findByText('Informe um link completo, começando com https://.')).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'https://hospital.example/tabela.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('conteudo.sobreUpdate').map((c) => c.body)).toEqual([
      { id: 's-3', titulo: 'Tabela de créditos', conteudo: [], link: ['https://hospital.example/tabela.pdf'] },
    ]);
    expect(await screen.findByText('Item “Tabela de créditos” atualizado.')).toBeInTheDocument();
  });

  it('creates an item with paragraphs (added and removed) and links; server 400s land on their paragraph and link', async () => {
    let vez = 0;
    const { user, api } = abrir({
      'conteudo.sobreCreate': (c) => {
        vez++;
        if (vez === 1)
          return errorResponse(400, 'Ocorreu um erro de validação.', {
            'conteudo.1': ['O texto ficou vazio depois de removido o conteúdo não permitido.'],
            'link.0': ['Informe um link completo, começando com https://.'],
          });
        return { id: 's-9', ordem: 4, tabelaCreditos: false, ...(c.body as { titulo: string; conteudo: string[]; link: string[] }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Novo item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo item' });
    await user.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Secretárias');
    const paragrafos = within(dialog).getByRole('group', { name: 'Parágrafos' });
    const p1 = await within(paragrafos).findByRole('textbox', { name: /Parágrafo 1/ });
    // One paragraph at least: it has no remove button.
    expect(within(paragrafos).queryByRole('button', { name: /Remover parágrafo/ })).not.toBeInTheDocument();
    await user.click(p1);
    await user.paste('A secretária registra as participações.');

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar parágrafo' }));
    const p2 = await within(paragrafos).findByRole('textbox', { name: /Parágrafo 2/ });
    await waitFor(() => expect(p2).toHaveFocus());
    await user.paste('Parágrafo que será removido.');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar parágrafo' }));
    const p3 = await within(paragrafos).findByRole('textbox', { name: /Parágrafo 3/ });
    await waitFor(() => expect(p3).toHaveFocus());
    await user.paste('Ela anexa os comprovantes.');
    await user.click(within(paragrafos).getByRole('button', { name: 'Remover parágrafo 2' }));
    await waitFor(() => expect(within(paragrafos).getAllByRole('textbox')).toHaveLength(2));
    expect(within(paragrafos).getByRole('textbox', { name: /Parágrafo 2/ })).toHaveTextContent('Ela anexa os comprovantes.');

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar link' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Link 1/ }), 'https://hospital.example/secretarias');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const segundo = within(paragrafos).getByRole('textbox', { name: /Parágrafo 2/ });
    expect(await within(dialog).findByText('O texto ficou vazio depois de removido o conteúdo não permitido.')).toBeInTheDocument();
    expect(segundo).toHaveAttribute('aria-invalid', 'true');
    expect(segundo).toHaveAccessibleDescription('O texto ficou vazio depois de removido o conteúdo não permitido.');
    expect(within(dialog).getByRole('textbox', { name: /Link 1/ })).toHaveAccessibleDescription('Informe um link completo, começando com https://.');

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Item “Secretárias” cadastrado.')).toBeInTheDocument();
    const creates = api.callsTo('conteudo.sobreCreate');
    expect(creates.at(-1)!.body).toEqual({
      titulo: 'Secretárias',
      conteudo: ['<p>A secretária registra as participações.</p>', '<p>Ela anexa os comprovantes.</p>'],
      link: ['https://hospital.example/secretarias'],
    });
    expect(creates[1]!.headers['idempotency-key']).toBe(creates[0]!.headers['idempotency-key']);
    // Three editors typed into in happy-dom: slow on a busy machine.
  }, 30_000);

  it('a paragraph left empty is refused before anything is sent', async () => {
    const { user, api } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Editar O programa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar item' });
    const p2 = await within(dialog).findByRole('textbox', { name: /Parágrafo 2/ });
    await user.click(p2);
    await user.keyboard('{Control>}a{/Control}{Delete}');
    expect(await within(dialog).findByText('Informe o parágrafo.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(api.callsTo('conteudo.sobreUpdate')).toHaveLength(0);
  });

  it('moves an item and removes another after the confirmation', async () => {
    const { user, api } = abrir({ 'conteudo.sobreDelete': (c) => ({ id: c.params.id }) });
    const ol = await lista();
    await user.click(within(ol).getByRole('button', { name: 'Mover para cima: Tabela de créditos' }));
    await waitFor(() => expect(api.callsTo('conteudo.sobreReordenar').map((c) => c.body)).toEqual([{ ids: ['s-1', 's-3', 's-2'] }]));
    expect(await screen.findByText('“Tabela de créditos” agora está na posição 2 de 3.')).toBeInTheDocument();

    await user.click(within(ol).getByRole('button', { name: 'Remover Regulamento' }));
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent('Remover o item “Regulamento”?');
    await user.click(within(aviso).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Item “Regulamento” removido.')).toBeInTheDocument();
    expect(api.callsTo('conteudo.sobreDelete').map((c) => c.params)).toEqual([{ id: 's-2' }]);
  });

  describe('on a phone', () => {
    onAPhone();
    it('the form is full screen with its editors and links', async () => {
      const { user } = abrir();
      await user.click(await screen.findByRole('button', { name: 'Editar Regulamento' }));
      const dialog = await screen.findByRole('dialog', { name: 'Editar item' });
      expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
      expect(await within(dialog).findByRole('textbox', { name: /Parágrafo 1/ })).toHaveTextContent('Leia o regulamento.');
      expect(within(dialog).getByRole('textbox', { name: /Link 1/ })).toHaveValue('https://hospital.example/regulamento.pdf');
    });
  });
});
