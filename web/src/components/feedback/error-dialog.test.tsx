import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_DIALOG_TITLE, ErrorDialogProvider, useErrorDialog } from './error-dialog';
// Loaded up front so the dialog's lazy import resolves without real time passing.
import './error-dialog-view';

function Trigger() {
  const dialog = useErrorDialog();
  return (
    <button type="button" onClick={() => dialog.show(['Não foi possível carregar o perfil.'])}>
      Falhar
    </button>
  );
}

describe('ErrorDialogProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the dialog 500 ms after show(), with the header, the messages and a single Ok', async () => {
    render(
      <ErrorDialogProvider>
        <Trigger />
      </ErrorDialogProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Falhar' }).click());

    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const dialog = screen.getByRole('dialog', { name: ERROR_DIALOG_TITLE });
    expect(dialog).toHaveTextContent('Ocorreu um erro no processamento da requisição!');
    expect(dialog).toHaveTextContent('Não foi possível carregar o perfil.');
    const buttons = screen.getAllByRole('button').filter((b) => dialog.contains(b));
    expect(buttons.map((b) => b.textContent)).toEqual(['Ok']);

    act(() => buttons[0]!.click());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
