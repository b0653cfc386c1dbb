import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { toast } from './browser';

/** In the open 'Nova participação' dialog: searches the catalogue and picks the option; returns the dialog. */
export async function pickCatalogueAtividade(page: Page, text: string, option: RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Nova participação', exact: true });
  await dialog.getByRole('combobox', { name: 'Buscar atividade do catálogo', exact: true }).fill(text);
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  return dialog;
}

const statusTabs = (page: Page) => page.getByRole('tablist', { name: 'Status das participações', exact: true });
/** A status tab with its count, e.g. "Aprovada 1 participação". */
export const statusTab = (page: Page, nome: string, n: number) =>
  statusTabs(page).getByRole('tab', { name: new RegExp(`^${nome}\\s*${n} ${n === 1 ? 'participação' : 'participações'}$`) });

/**
 * Submits the new participation and waits for its success toast; should the form not get there, the
 * error says what the page showed instead (another toast, or the dialog with its field messages).
 */
export async function registrar(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Registrar participação', exact: true }).click();
  const ok = toast(page, 'Sucesso', 'Participação registrada.');
  const outro = page.getByRole('alert', { includeHidden: true }).filter({ hasNotText: /^Sucesso/ });
  const aviso = ok.or(outro).first();
  try {
    await aviso.waitFor();
  } catch (error) {
    throw new Error(`nenhum aviso depois de Registrar; o diálogo mostra: ${await dialog.innerText().catch(() => '(fechado)')}`, { cause: error });
  }
  expect(await aviso.innerText(), 'o aviso depois de Registrar').toMatch(/^Sucesso\s*Participação registrada\.$/);
}
