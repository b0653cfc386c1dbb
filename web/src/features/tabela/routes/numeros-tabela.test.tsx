import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api';
import { ADMIN_BACKEND, CATEGORIAS, CICLOS, FORMAS, page } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';

/** Issue 28, defect 5: a number out of range or of the wrong sign is told so, as the shared schema words it. */
function openTabela() {
  signIn(USERS.admin);
  stubApi({
    ...ADMIN_BACKEND,
    'tabela.classificacaoGetAllPagination': () => page([]),
    'tabela.categorias': () => CATEGORIAS,
    'tabela.formas': () => FORMAS,
    'participacao.ciclos': () => CICLOS,
  });
  return renderApp('/tabela');
}

describe('numbers of the credit table say which range or sign is wrong', () => {
  it('points and cap: 99999 is over 1000, −2 and -2 are not above zero; an ambiguous number still says so', async () => {
    const { user } = openTabela();
    await user.click(await screen.findByRole('button', { name: 'Nova classificação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova classificação' });
    const pontos = within(dialog).getByRole('textbox', { name: /^Pontos/ });
    const teto = within(dialog).getByRole('textbox', { name: /^Teto por ciclo/ });

    await user.type(pontos, '99999');
    expect(await within(dialog).findByText('Os pontos devem ser de no máximo 1000.')).toBeInTheDocument();
    for (const negativo of ['-2', '\u22122']) {
      await user.clear(pontos);
      await user.type(pontos, negativo);
      expect(await within(dialog).findByText('Os pontos devem ser maiores que zero.')).toBeInTheDocument();
    }
    expect(within(dialog).queryByText('Use um número com no máximo uma vírgula decimal (ex.: 1,5).')).not.toBeInTheDocument();
    await user.clear(pontos);
    await user.type(pontos, '1.000');
    expect(await within(dialog).findByText('Use um número com no máximo uma vírgula decimal (ex.: 1,5).')).toBeInTheDocument();

    await user.type(teto, '-3');
    expect(await within(dialog).findByText('O teto por ciclo deve ser maior que zero.')).toBeInTheDocument();
    await user.clear(teto);
    await user.type(teto, '2000');
    expect(await within(dialog).findByText('O teto por ciclo deve ser de no máximo 1000.')).toBeInTheDocument();
  });

  it('a goal of −5 is not above zero', async () => {
    const { user } = openTabela();
    const secao = await screen.findByRole('region', { name: 'Metas dos ciclos' });
    await user.click(await within(secao).findByRole('button', { name: 'Alterar meta do ciclo 18' }));
    const dialog = await screen.findByRole('dialog', { name: /^Alterar meta do ciclo 18/ });
    const meta = within(dialog).getByRole('textbox', { name: /^Meta/ });
    await user.clear(meta);
    await user.type(meta, '-5');
    expect(await within(dialog).findByText('A meta deve ser maior que zero.')).toBeInTheDocument();
    await user.clear(meta);
    await user.type(meta, '5000');
    expect(await within(dialog).findByText('A meta deve ser de no máximo 1000.')).toBeInTheDocument();
  });
});
