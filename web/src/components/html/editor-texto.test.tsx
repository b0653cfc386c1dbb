import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MuiProvider } from '@/components/theme/mui-provider';
import { EditorTexto, LINK_INVALIDO } from './editor-texto';

/** The editor as a form holds it: the value in state, changed only by the editor (or by `definir`). */
function Campo({ inicial = '', error, onChange }: { inicial?: string; error?: string; onChange?: (v: string) => void }) {
  const [valor, setValor] = useState(inicial);
  return (
    <MuiProvider>
      <EditorTexto
        label="Resposta"
        value={valor}
        onChange={(v) => {
          setValor(v);
          onChange?.(v);
        }}
        error={error}
        ajuda="Use a barra para formatar."
      />
      <output data-testid="valor">{valor}</output>
      <button type="button" onClick={() => setValor('<p>Outro texto</p>')}>
        definir
      </button>
    </MuiProvider>
  );
}

function abrir(props: Parameters<typeof Campo>[0] = {}) {
  const user = userEvent.setup();
  render(<Campo {...props} />);
  return { user, texto: screen.getByRole('textbox', { name: 'Resposta' }), valor: () => screen.getByTestId('valor').textContent };
}

const botao = (nome: string) => within(screen.getByRole('toolbar', { name: 'Formatação: Resposta' })).getByRole('button', { name: nome });

/** Pastes HTML as a browser does: a paste event with the clipboard's text/html. */
function colarHtml(alvo: HTMLElement, html: string) {
  const dados = new DataTransfer();
  dados.setData('text/html', html);
  dados.setData('text/plain', html.replace(/<[^>]*>/g, ''));
  act(() => {
    alvo.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dados, bubbles: true, cancelable: true }));
  });
}

describe('EditorTexto', () => {
  it('is a labelled multi-line textbox under a labelled toolbar of toggle buttons', () => {
    const { texto } = abrir({ inicial: '<p>Olá</p>' });
    expect(texto).toHaveAttribute('aria-multiline', 'true');
    expect(texto).toHaveAttribute('contenteditable', 'true');
    expect(texto).toHaveAttribute('aria-invalid', 'false');
    expect(texto).toHaveAccessibleDescription('Use a barra para formatar.');
    expect(texto).toHaveTextContent('Olá');
    expect(texto.querySelector('p')).toHaveTextContent('Olá');
    const barra = screen.getByRole('toolbar', { name: 'Formatação: Resposta' });
    expect(barra).toHaveAttribute('aria-controls', texto.id);
    const nomes = within(barra)
      .getAllByRole('button')
      .map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-pressed')]);
    expect(nomes).toEqual([
      ['Negrito', 'false'],
      ['Itálico', 'false'],
      ['Sublinhado', 'false'],
      ['Tachado', 'false'],
      ['Título (T1)', 'false'],
      ['Subtítulo (T2)', 'false'],
      ['Lista com marcadores', 'false'],
      ['Lista numerada', 'false'],
      ['Citação', 'false'],
      ['Desfazer', null],
      ['Refazer', null],
      ['Link', 'false'],
    ]);
    expect(botao('Desfazer')).toBeDisabled();
  });

  it('answers the HTML as it changes, and empty text as an empty value', async () => {
    const onChange = vi.fn();
    const { user, texto, valor } = abrir({ onChange });
    await user.click(texto);
    await user.paste('Primeira linha');
    expect(valor()).toBe('<p>Primeira linha</p>');
    await user.keyboard('{Control>}a{/Control}{Delete}');
    expect(valor()).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('a value set from outside replaces the content without an onChange', async () => {
    const onChange = vi.fn();
    const { user, texto } = abrir({ inicial: '<p>Antes</p>', onChange });
    await user.click(screen.getByRole('button', { name: 'definir' }));
    expect(texto).toHaveTextContent('Outro texto');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the toolbar formats the selection, shows what is on, and undoes', async () => {
    const { user, texto, valor } = abrir({ inicial: '<p>Prazo do ciclo</p>' });
    await user.click(texto);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(botao('Negrito'));
    expect(valor()).toBe('<p><strong>Prazo do ciclo</strong></p>');
    expect(botao('Negrito')).toHaveAttribute('aria-pressed', 'true');
    await user.click(botao('Sublinhado'));
    await user.click(botao('Tachado'));
    await user.click(botao('Itálico'));
    expect(valor()).toBe('<p><strong><em><s><u>Prazo do ciclo</u></s></em></strong></p>');
    // The blocks' buttons show the block the caret is in.
    await user.click(texto);
    await user.click(botao('Lista numerada'));
    expect(valor()).toMatch(/^<ol><li><p>.*Prazo do ciclo.*<\/p><\/li><\/ol>$/);
    expect(botao('Lista numerada')).toHaveAttribute('aria-pressed', 'true');
    await user.click(botao('Lista numerada'));
    await user.click(botao('Título (T1)'));
    expect(valor()).toMatch(/^<h3>.*Prazo do ciclo.*<\/h3>$/);
    expect(botao('Título (T1)')).toHaveAttribute('aria-pressed', 'true');
    await user.click(botao('Subtítulo (T2)'));
    expect(valor()).toMatch(/^<h4>/);
    await user.click(botao('Subtítulo (T2)'));
    await user.click(botao('Citação'));
    expect(valor()).toMatch(/^<blockquote><p>.*<\/p><\/blockquote>$/);
    await user.click(botao('Citação'));
    await user.click(botao('Lista com marcadores'));
    expect(valor()).toMatch(/^<ul><li>/);

    expect(botao('Desfazer')).toBeEnabled();
    await user.click(botao('Desfazer'));
    expect(valor()).toMatch(/^<p>/);
    await user.click(botao('Refazer'));
    expect(valor()).toMatch(/^<ul><li>/);
    // Some twenty clicks through ProseMirror in happy-dom: slow on a busy machine.
  }, 30_000);

  it('the toolbar is one tab stop; the arrows, Home and End move along it', async () => {
    const { user, texto } = abrir();
    await user.tab();
    expect(botao('Negrito')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(botao('Itálico')).toHaveFocus();
    await user.keyboard('{End}');
    expect(botao('Link')).toHaveFocus();
    // Disabled buttons (nothing to undo yet) are skipped.
    await user.keyboard('{ArrowLeft}');
    expect(botao('Citação')).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(botao('Link')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Link' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closing the dialog puts the caret back in the text; the last button used keeps the tab stop.
    await waitFor(() => expect(texto).toHaveFocus());
    await user.tab({ shift: true });
    expect(botao('Link')).toHaveFocus();
  });

  it('links: only complete http(s) or mailto addresses, opening in a new tab; and removed again', async () => {
    const { user, texto, valor } = abrir({ inicial: '<p>Regulamento</p>' });
    await user.click(texto);
    await user.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    const dialogo = await screen.findByRole('dialog', { name: 'Link' });
    const campo = within(dialogo).getByRole('textbox', { name: 'Endereço do link' });
    expect(campo).toHaveFocus();
    await user.type(campo, 'javascript:alert(1)');
    await user.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(within(dialogo).getByText(LINK_INVALIDO)).toBeInTheDocument();
    await user.clear(campo);
    await user.type(campo, 'https://hospital.example/regulamento{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(valor()).toBe('<p><a target="_blank" rel="noopener noreferrer" href="https://hospital.example/regulamento">Regulamento</a></p>');
    await waitFor(() => expect(texto).toHaveFocus());
    expect(botao('Link')).toHaveAttribute('aria-pressed', 'true');

    await user.click(botao('Link'));
    const edicao = await screen.findByRole('dialog', { name: 'Link' });
    expect(within(edicao).getByRole('textbox', { name: 'Endereço do link' })).toHaveValue('https://hospital.example/regulamento');
    await user.click(within(edicao).getByRole('button', { name: 'Remover link' }));
    expect(valor()).toBe('<p>Regulamento</p>');
  });

  it('a link with nothing selected is its own address; mailto is accepted', async () => {
    const { user, texto, valor } = abrir();
    await user.click(texto);
    await user.click(botao('Link'));
    const dialogo = await screen.findByRole('dialog', { name: 'Link' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Endereço do link' }), 'mailto:emc@hospital.example');
    await user.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(valor()).toBe('<p><a target="_blank" rel="noopener noreferrer" href="mailto:emc@hospital.example">mailto:emc@hospital.example</a></p>');
  });

  it('a link address pasted past 500 characters stays whole, says so, and is not applied (issue 28, defect 12)', async () => {
    const { user, texto, valor } = abrir({ inicial: '<p>Regulamento</p>' });
    await user.click(texto);
    await user.keyboard('{Control>}a{/Control}{Control>}k{/Control}');
    const dialogo = await screen.findByRole('dialog', { name: 'Link' });
    const campo = within(dialogo).getByRole('textbox', { name: 'Endereço do link' });
    const longo = `https://hospital.example/${'a'.repeat(480)}`;
    await user.paste(longo);
    expect(campo).toHaveValue(longo);
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(campo).toHaveAccessibleDescription('505 de 500 caracteres: apague 5 caracteres.');
    await user.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('dialog', { name: 'Link' })).toBeInTheDocument();
    expect(valor()).toBe('<p>Regulamento</p>');
    await user.type(campo, '{Backspace}'.repeat(5));
    expect(campo).toHaveAccessibleDescription(expect.stringContaining('500 de 500 caracteres'));
    await user.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(valor()).toContain(`href="${longo.slice(0, 500)}"`));
  });

  it('pasted HTML keeps only the allowed formatting: no script, handler, style or javascript: link', async () => {
    const { user, texto, valor } = abrir();
    await user.click(texto);
    colarHtml(
      texto,
      '<p style="color:red" onclick="__xss()">Um <strong>dois</strong> <img src=x onerror="__xss()"><a href="javascript:__xss()">três</a> <a href="https://a.example" onmouseover="__xss()">quatro</a></p>' +
        '<script>__xss()</script><form action="javascript:__xss()"><button>x</button></form><ul><li>cinco</li></ul><h1>seis</h1><table><tr><td>sete</td></tr></table>',
    );
    const html = valor()!;
    expect(html).toContain('<strong>dois</strong>');
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="https://a.example">quatro</a>');
    expect(html).toContain('<ul><li><p>cinco</p></li></ul>');
    expect(html).not.toMatch(/script|onerror|onclick|onmouseover|style=|javascript:|<img|<form|<button|<h1|<table/i);
    expect(texto.querySelector('img, script, form, button, [onclick], [style]')).toBeNull();
  });

  it('shows its message and is marked invalid', () => {
    abrir({ error: 'Informe a resposta.' });
    const texto = screen.getByRole('textbox', { name: 'Resposta' });
    expect(texto).toHaveAttribute('aria-invalid', 'true');
    expect(texto).toHaveAccessibleDescription('Informe a resposta.');
  });
});
