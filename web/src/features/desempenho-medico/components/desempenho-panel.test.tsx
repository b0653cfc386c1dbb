import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_DIALOG_TITLE } from '@/components/feedback/error-dialog';
import { errorResponse, stubApi } from '@/testing/api';
import { DESEMPENHO } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderRoutes } from '@/testing/render';
import { onAPhone } from '@/testing/viewport';
import { DesempenhoPanel, DesempenhoResumoCompacto } from './desempenho-panel';
import { faltamDe, metaDe, textoFaltam, textoProjecao } from './desempenho-metrics';

const MEDICO = { id: 'med-1', nome: 'Dra. Ângela Conceição', crm: '123456' };

function renderPanel() {
  signIn(USERS.medico);
  return renderRoutes([{ path: '/', element: <DesempenhoPanel medico={MEDICO} /> }], '/');
}

describe('performance panel', () => {
  it('draws the ring with totalPontos against metaPontos and the credits still missing', async () => {
    const api = stubApi({ 'medico.desempenho': () => DESEMPENHO });
    renderPanel();
    expect(await screen.findByRole('img', { name: '32 de 50 créditos da meta' })).toBeInTheDocument();
    // The gauge's own svg (a meter that MUI marks aria-hidden).
    const meter = screen.getByRole('meter', { hidden: true });
    expect(meter).toHaveAttribute('aria-valuenow', '32');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '50');
    expect(screen.getByText('32 / 50')).toBeInTheDocument();
    expect(screen.getByText('Faltam 18 créditos para a meta')).toBeInTheDocument();
    expect(api.callsTo('medico.desempenho')[0]!.params).toEqual({ id: 'med-1' });

    const panel = screen.getByRole('region', { name: 'Meu desempenho' });
    expect(panel).toHaveTextContent('Ciclo 19');
    expect(panel).toHaveTextContent('Alto valor1443,8%');
    expect(panel).toHaveTextContent('Médio valor1031,3%');
    expect(panel).toHaveTextContent('Baixo valor825,0%');
    expect(panel).toHaveTextContent('Gestão412,5%');
    expect(panel).toHaveTextContent('Publicações618,8%');
    const counts = Object.fromEntries(within(panel).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(counts).toEqual({ Registros: '9', Aprovadas: '5', Reprovadas: '1', Pendentes: '3' });
  });

  it("says 'Meta atingida!' once the goal is reached, and falls back to a goal of 100", async () => {
    stubApi({ 'medico.desempenho': () => ({ ...DESEMPENHO, totalPontos: 120, metaPontos: undefined, pontosParaAtigirMeta: 0 }) });
    renderPanel();
    const meter = await screen.findByRole('meter', { hidden: true });
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('120 / 100')).toBeInTheDocument();
    expect(screen.getByText('Meta atingida!')).toBeInTheDocument();
  });

  it('under the credits still missing, the projection toward the goal in a sentence', async () => {
    stubApi({ 'medico.desempenho': () => DESEMPENHO });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Meu desempenho' });
    const faltam = await within(panel).findByText('Faltam 18 créditos para a meta');
    const projecao = within(panel).getByText('Para atingir a meta até 31 de dezembro, faltam 18 créditos: cerca de 9 por mês.');
    expect(projecao.tagName).toBe('P');
    // Right after the credits still missing, before the points by value.
    expect(faltam.nextElementSibling).toBe(projecao);
    expect(projecao.compareDocumentPosition(within(panel).getByRole('heading', { name: 'Pontos por valor' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('at the current pace: the month the goal is reached; reached: says so; no projection: nothing', async () => {
    stubApi({ 'medico.desempenho': () => ({ ...DESEMPENHO, projecao: { situacao: 'no-ritmo', mes: '2026-10' } }) });
    const { unmount } = renderPanel();
    expect(await screen.findByText('No ritmo atual, a meta será atingida em outubro de 2026.')).toBeInTheDocument();
    unmount();

    stubApi({ 'medico.desempenho': () => ({ ...DESEMPENHO, totalPontos: 52, pontosParaAtigirMeta: 0, projecao: { situacao: 'atingida' } }) });
    const segundo = renderPanel();
    expect(await screen.findByText('Meta atingida!')).toBeInTheDocument();
    expect(screen.queryByText(/meta será atingida|Para atingir a meta/)).not.toBeInTheDocument();
    segundo.unmount();

    const { projecao: _, ...semProjecao } = DESEMPENHO;
    stubApi({ 'medico.desempenho': () => semProjecao });
    renderPanel();
    await screen.findByText('Faltam 18 créditos para a meta');
    expect(screen.queryByText(/meta será atingida|Para atingir a meta/)).not.toBeInTheDocument();
  });

  it('a failed load opens the error dialog', async () => {
    stubApi({ 'medico.desempenho': () => errorResponse(500, 'x') });
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    expect(dialog).toHaveTextContent('Ocorreu um erro no processamento, tente novamente mais tarde ou contate o nosso suporte.');
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeInTheDocument();
  });
});

describe('the compact summary on a phone (390 px)', () => {
  onAPhone();

  it('shows the projection under the credits still missing, without expanding', async () => {
    signIn(USERS.medico);
    stubApi({ 'medico.desempenho': () => ({ ...DESEMPENHO, projecao: { situacao: 'no-ritmo', mes: '2026-12' } }) });
    renderRoutes([{ path: '/', element: <DesempenhoResumoCompacto medico={MEDICO} /> }], '/');
    expect(await screen.findByText('No ritmo atual, a meta será atingida em dezembro de 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar detalhes do desempenho' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('performance numbers', () => {
  it('goal fallback and the credits still missing', () => {
    expect(metaDe({ metaPontos: 50 })).toBe(50);
    expect(metaDe({ metaPontos: 0 })).toBe(100);
    expect(metaDe(null)).toBe(100);
    expect(faltamDe({ metaPontos: 50, totalPontos: 20, pontosParaAtigirMeta: 30 })).toBe(30);
    expect(faltamDe({ metaPontos: 50, totalPontos: 20, pontosParaAtigirMeta: Number.NaN })).toBe(30);
    expect(textoFaltam({ metaPontos: 50, totalPontos: 49, pontosParaAtigirMeta: 1 })).toBe('Falta 1 crédito para a meta');
    expect(textoFaltam({ metaPontos: 50, totalPontos: 47.5, pontosParaAtigirMeta: 2.5 })).toBe('Faltam 2,5 créditos para a meta');
    expect(textoFaltam({ metaPontos: 50, totalPontos: 60, pontosParaAtigirMeta: 0 })).toBe('Meta atingida!');
  });

  it('the projection in pt-BR: the month by name, comma decimals, one credit in the singular', () => {
    expect(textoProjecao({ situacao: 'atingida' })).toBeNull();
    expect(textoProjecao({ situacao: 'no-ritmo', mes: '2026-01' })).toBe('No ritmo atual, a meta será atingida em janeiro de 2026.');
    expect(textoProjecao({ situacao: 'no-ritmo', mes: '2026-03' })).toBe('No ritmo atual, a meta será atingida em março de 2026.');
    expect(textoProjecao({ situacao: 'abaixo-do-ritmo', faltam: 37.5, creditosPorMes: 3.4 })).toBe(
      'Para atingir a meta até 31 de dezembro, faltam 37,5 créditos: cerca de 3,4 por mês.',
    );
    expect(textoProjecao({ situacao: 'abaixo-do-ritmo', faltam: 1250, creditosPorMes: 104.2 })).toBe(
      'Para atingir a meta até 31 de dezembro, faltam 1.250 créditos: cerca de 104,2 por mês.',
    );
    expect(textoProjecao({ situacao: 'abaixo-do-ritmo', faltam: 1, creditosPorMes: 1 })).toBe(
      'Para atingir a meta até 31 de dezembro, falta 1 crédito: cerca de 1 por mês.',
    );
    expect(textoProjecao(undefined)).toBeNull();
    expect(textoProjecao({ situacao: 'no-ritmo', mes: 'x' })).toBeNull();
  });
});
