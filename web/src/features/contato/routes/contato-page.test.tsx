import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONTATO_MSG, type ContatoEnviado } from '@emc/shared/comunicacao';
import { describe, expect, it } from 'vitest';
import { AVISO_AO_SAIR } from '@/components/feedback/aviso-ao-sair';
import { ERROR_DIALOG_TITLE } from '@/components/feedback/error-dialog';
import { errorResponse, stubApi, type ApiHandlers } from '@/testing/api';
import { MEDICO_BACKEND } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderApp } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';

const OBRIGATORIO = 'Este campo é obrigatório.';
const ENVIADO: ContatoEnviado = { id: 'c-1', enviadaEm: '2026-11-23T12:00:00.000Z' };

function openContato(handlers: ApiHandlers = {}, user: Record<string, unknown> = USERS.medico) {
  signIn(user);
  const api = stubApi({ ...MEDICO_BACKEND, 'comunicacao.contato': () => ENVIADO, ...handlers });
  return { ...renderApp('/contato'), api };
}

const assunto = () => screen.getByRole('textbox', { name: /^Assunto/ });
const mensagem = () => screen.getByRole('textbox', { name: /^Mensagem/ });
const enviar = () => screen.getByRole('button', { name: 'Enviar' });
/** The message under a field (MUI links it as the field's description). */
const mensagemDo = (campo: HTMLElement) => document.getElementById(campo.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

/** The toast with this title (role alert, outside the form) and its severity, from MUI's class. */
async function toast(titulo: string) {
  const alerta = (await screen.findByText(titulo, { selector: '.MuiAlertTitle-root' })).closest('[role="alert"]') as HTMLElement;
  const severidade = /MuiAlert-color(\w+)/.exec(alerta.className)?.[1]?.toLowerCase();
  return { alerta, severidade };
}

async function preencher(user: ReturnType<typeof renderApp>['user'], a = 'Dúvida sobre o teto', m = 'Como é contado o teto de congressos?\nObrigada.') {
  await user.type(assunto(), a);
  await user.type(mensagem(), m);
}

describe('Contato: validation (spec section 5)', () => {
  it("'Este campo é obrigatório.' shows once a field is touched, for that field only", async () => {
    const { user } = openContato();
    expect(await screen.findByRole('heading', { name: 'Contato', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(OBRIGATORIO)).not.toBeInTheDocument();
    expect(assunto()).toBeRequired();
    expect(mensagem()).toBeRequired();

    await user.click(assunto());
    expect(screen.queryByText(OBRIGATORIO)).not.toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(mensagemDo(assunto())).toBe(OBRIGATORIO));
    expect(assunto()).toHaveAttribute('aria-invalid', 'true');
    // The message field has the focus but was not left yet: nothing under it.
    expect(mensagem()).toHaveFocus();
    expect(mensagemDo(mensagem())).not.toBe(OBRIGATORIO);
    expect(screen.getAllByText(OBRIGATORIO)).toHaveLength(1);
  });

  it('and once a field is changed (dirty), even before it is left; typing clears it', async () => {
    const { user } = openContato();
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    await user.type(mensagem(), 'a');
    expect(mensagemDo(mensagem())).not.toBe(OBRIGATORIO);
    await user.clear(mensagem());
    await waitFor(() => expect(mensagemDo(mensagem())).toBe(OBRIGATORIO));
    expect(mensagem()).toHaveFocus();
    await user.type(mensagem(), 'Olá');
    await waitFor(() => expect(mensagemDo(mensagem())).not.toBe(OBRIGATORIO));
    // Blank is not text: spaces alone are still missing.
    await user.clear(mensagem());
    await user.type(mensagem(), '   ');
    await waitFor(() => expect(mensagemDo(mensagem())).toBe(OBRIGATORIO));
  });

  it('submitting an invalid form marks every field and sends nothing', async () => {
    const { user, api } = openContato();
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    await user.click(enviar());
    await waitFor(() => expect(screen.getAllByText(OBRIGATORIO)).toHaveLength(2));
    expect(mensagemDo(assunto())).toBe(OBRIGATORIO);
    expect(mensagemDo(mensagem())).toBe(OBRIGATORIO);
    // The first invalid field gets the focus.
    expect(assunto()).toHaveFocus();

    // With one field filled the other still blocks the submit, by Enter too.
    await user.type(assunto(), 'Certificados{Enter}');
    await waitFor(() => expect(mensagem()).toHaveFocus());
    expect(screen.getAllByText(OBRIGATORIO)).toHaveLength(1);
    expect(mensagemDo(mensagem())).toBe(OBRIGATORIO);
    expect(api.callsTo('comunicacao.contato')).toHaveLength(0);
  });

  it('the fields keep to the server’s limits without cutting a paste: a counter near the limit, the excess kept with an error (issue 28)', async () => {
    const { user, api } = openContato();
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    expect(mensagem()).not.toHaveAttribute('maxlength');
    expect(mensagemDo(mensagem())).toBe('Até 5.000 caracteres.');
    await user.type(assunto(), 'Texto longo');
    await user.click(mensagem());
    await user.paste('a'.repeat(3900));
    expect(mensagemDo(mensagem())).toBe('Até 5.000 caracteres.');
    await user.paste('b'.repeat(200));
    await waitFor(() => expect(mensagemDo(mensagem())).toContain('4.100 de 5.000 caracteres'));
    // Past the limit nothing is dropped: the field holds all of it and says how much to remove.
    await user.paste('c'.repeat(910));
    expect((mensagem() as HTMLTextAreaElement).value).toHaveLength(5010);
    await waitFor(() => expect(mensagemDo(mensagem())).toContain('5.010 de 5.000 caracteres: apague 10 caracteres.'));
    expect(mensagem()).toHaveAttribute('aria-invalid', 'true');
    await user.click(enviar());
    expect(api.callsTo('comunicacao.contato')).toHaveLength(0);
    await user.type(mensagem(), '{Backspace}'.repeat(10));
    await waitFor(() => expect(mensagem()).toHaveAttribute('aria-invalid', 'false'));
    expect(mensagemDo(mensagem())).toContain('5.000 de 5.000 caracteres');
  });
});

describe('Contato: leaving a changed form (issue 28)', () => {
  it('asks before leaving with something typed; "Não" stays with the text, "Sim" leaves', async () => {
    const { user, router } = openContato();
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    await user.type(assunto(), 'Pergunta');
    await user.click(screen.getAllByRole('link', { name: 'Histórico' })[0]!);
    const aviso = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent(AVISO_AO_SAIR);
    await user.click(within(aviso).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/contato');
    expect(assunto()).toHaveValue('Pergunta');
    await user.click(screen.getAllByRole('link', { name: 'Histórico' })[0]!);
    await user.click(within(await screen.findByRole('dialog', { name: 'Aviso' })).getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/historico'));
  });

  it('a reload or closing the tab asks too (beforeunload), only while changed; after sending, leaving asks nothing', async () => {
    const { user, router } = openContato();
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    const sair = () => {
      const evento = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(evento);
      return evento.defaultPrevented;
    };
    expect(sair()).toBe(false);
    await preencher(user);
    expect(sair()).toBe(true);
    await user.click(enviar());
    await waitFor(() => expect(assunto()).toHaveValue(''));
    expect(sair()).toBe(false);
    await user.click(screen.getAllByRole('link', { name: 'Histórico' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/historico'));
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).not.toBeInTheDocument();
  });
});

describe('Contato: sending (spec section 8)', () => {
  it("success: the trimmed message goes once, the toast 'Sucesso' / 'Mensagem enviada com sucesso', and the form clears", async () => {
    let responder: (v: ContatoEnviado) => void = () => undefined;
    const { user, api } = openContato({ 'comunicacao.contato': () => new Promise<ContatoEnviado>((r) => (responder = r)) });
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    await preencher(user, '  Dúvida sobre o teto  ');
    await user.click(enviar());
    // While it is sent the button says so and takes no second click.
    const enviando = await screen.findByRole('button', { name: 'Enviando...' });
    expect(enviando).toBeDisabled();
    expect(assunto()).toHaveAttribute('readonly');
    fireEvent.submit(screen.getByRole('form', { name: 'Enviar mensagem à coordenação' }));
    await waitFor(() => expect(api.callsTo('comunicacao.contato')).toHaveLength(1));
    responder(ENVIADO);

    const { alerta, severidade } = await toast(CONTATO_MSG.sucessoTitulo);
    expect(alerta).toHaveTextContent(`${CONTATO_MSG.sucessoTitulo}${CONTATO_MSG.sucesso}`);
    expect(severidade).toBe('success');
    expect(api.callsTo('comunicacao.contato').map((c) => c.body)).toEqual([{ assunto: 'Dúvida sobre o teto', mensagem: 'Como é contado o teto de congressos?\nObrigada.' }]);
    await waitFor(() => expect(assunto()).toHaveValue(''));
    expect(mensagem()).toHaveValue('');
    expect(screen.queryByText(OBRIGATORIO)).not.toBeInTheDocument();
    expect(enviar()).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("failure: the toast 'Erro' with the spec's text and success severity, the error dialog, and the text kept", async () => {
    let falhar = true;
    const { user, api } = openContato({ 'comunicacao.contato': () => (falhar ? errorResponse(503, CONTATO_MSG.falha) : ENVIADO) });
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    await preencher(user);
    await user.click(enviar());

    const { alerta, severidade } = await toast(CONTATO_MSG.falhaTitulo);
    expect(alerta).toHaveTextContent(`${CONTATO_MSG.falhaTitulo}${CONTATO_MSG.falha}`);
    expect(severidade).toBe('success');
    const dialog = await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    expect(dialog).toHaveTextContent(CONTATO_MSG.falha);
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(assunto()).toHaveValue('Dúvida sobre o teto');
    expect(mensagem()).toHaveValue('Como é contado o teto de congressos?\nObrigada.');
    expect(enviar()).toBeEnabled();

    // Sending again works, with the same text.
    falhar = false;
    await user.click(enviar());
    await toast(CONTATO_MSG.sucessoTitulo);
    const corpos = api.callsTo('comunicacao.contato').map((c) => c.body);
    expect(corpos).toHaveLength(2);
    expect(corpos[1]).toEqual(corpos[0]);
  });

  it('a network failure is a failure too', async () => {
    const { user } = openContato({ 'comunicacao.contato': () => Promise.reject(new TypeError('Failed to fetch')) });
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    await preencher(user);
    await user.click(enviar());
    expect((await toast(CONTATO_MSG.falhaTitulo)).severidade).toBe('success');
    const dialog = await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    expect(dialog).toHaveTextContent('Ocorreu um erro desconhecido.');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(assunto()).toHaveValue('Dúvida sobre o teto'));
  });

  it("a 400's messages go on their fields", async () => {
    const { user } = openContato({
      'comunicacao.contato': () => errorResponse(400, 'Ocorreu um erro de validação.', { assunto: ['O assunto deve ter no máximo 150 caracteres.'] }),
    });
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    await preencher(user);
    await user.click(enviar());
    await waitFor(() => expect(mensagemDo(assunto())).toBe('O assunto deve ter no máximo 150 caracteres.'));
    expect(assunto()).toHaveFocus();
    expect((await toast(CONTATO_MSG.falhaTitulo)).severidade).toBe('success');
    // The dialog too; 'Ok' gives the focus back to the field to correct.
    const dialog = await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(assunto()).toHaveFocus());
    expect(mensagemDo(assunto())).toBe('O assunto deve ter no máximo 150 caracteres.');
    expect(mensagem()).toHaveValue('Como é contado o teto de congressos?\nObrigada.');
  });

  it('a 429 shows its message in the page and in the dialog', async () => {
    const { user } = openContato({ 'comunicacao.contato': () => errorResponse(429, CONTATO_MSG.muitasMensagens) });
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    await preencher(user);
    await user.click(enviar());
    const form = screen.getByRole('form', { name: 'Enviar mensagem à coordenação' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(CONTATO_MSG.muitasMensagens);
    expect(await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE })).toHaveTextContent(CONTATO_MSG.muitasMensagens);
    expect((await toast(CONTATO_MSG.falhaTitulo)).severidade).toBe('success');
  });

  it('a secretary sends it as well', async () => {
    const { user, api } = openContato({}, USERS.secretaria);
    await screen.findByRole('heading', { name: 'Contato', level: 1 });
    await preencher(user);
    await user.click(enviar());
    await toast(CONTATO_MSG.sucessoTitulo);
    expect(api.callsTo('comunicacao.contato')).toHaveLength(1);
  });

  describe('on a phone', () => {
    onAPhone();
    it('the form works the same', async () => {
      const { user } = openContato();
      await screen.findByRole('heading', { name: 'Contato', level: 1 });
      await preencher(user);
      await user.click(enviar());
      expect((await toast(CONTATO_MSG.sucessoTitulo)).severidade).toBe('success');
    });
  });
});
