import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_DIALOG_TITLE } from '@/components/feedback/error-dialog';
import { errorResponse, stubApi } from '@/testing/api';
import { DESEMPENHO } from '@/testing/fixtures';
import { signIn, USERS } from '@/testing/jwt';
import { renderRoutes } from '@/testing/render';
import { DesempenhoPanel } from './desempenho-panel';
import { faltamDe, metaDe, textoFaltam } from './desempenho-metrics';

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

  it('a failed load opens the error dialog', async () => {
    stubApi({ 'medico.desempenho': () => errorResponse(500, 'x') });
    renderPanel();
    const dialog = await screen.findByRole('dialog', { name: ERROR_DIALOG_TITLE });
    expect(dialog).toHaveTextContent('Ocorreu um erro no processamento, tente novamente mais tarde ou contate o nosso suporte.');
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeInTheDocument();
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
});
