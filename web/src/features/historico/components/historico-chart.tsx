import Box from '@mui/material/Box';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ptBR } from '@mui/x-charts/locales';
import { cicloLabel } from '@emc/shared/ciclo';
import type { HistoricoCiclos } from '@emc/shared/medico';
import { formatNumber } from '@/lib/format';
import { VALOR_COR } from '@/lib/valor';
import { historicoYAxisMax } from './chart-scale';

const META_COR = '#c62828';
const localeText = ptBR.components.MuiChartsLocalizationProvider.defaultProps.localeText;
const valueFormatter = (value: number | null) => (value === null ? '-' : formatNumber(value));

/**
 * The cycle history chart (spec sections 2 and 9): points per cycle stacked by value (high blue,
 * medium purple, low pink), and each cycle's goal as a line, composed in one chart. Loaded lazily.
 */
export function HistoricoChart({ historico }: { historico: HistoricoCiclos }) {
  const ciclos = historico.graficoCiclosList;
  const labels = ciclos.map((c) => cicloLabel(c.ciclo));
  const max = historicoYAxisMax(historico.totalPontos);

  return (
    <Box component="figure" aria-label="Gráfico de créditos por ciclo, por valor, com a meta de cada ciclo" sx={{ width: '100%', minWidth: 0, m: 0 }}>
      <ChartsDataProvider
        height={340}
        localeText={localeText}
        xAxis={[{ id: 'ciclos', scaleType: 'band', data: labels, categoryGapRatio: 0.35 }]}
        yAxis={[{ id: 'pontos', min: 0, max, label: 'Créditos', width: 56 }]}
        series={[
          { type: 'bar', id: 'alto', label: 'Alto valor', data: ciclos.map((c) => c.pontuacaoAltoValor), stack: 'valor', color: VALOR_COR.alto, valueFormatter },
          { type: 'bar', id: 'medio', label: 'Médio valor', data: ciclos.map((c) => c.pontuacaoMedioValor), stack: 'valor', color: VALOR_COR.medio, valueFormatter },
          { type: 'bar', id: 'baixo', label: 'Baixo valor', data: ciclos.map((c) => c.pontuacaoBaixoValor), stack: 'valor', color: VALOR_COR.baixo, valueFormatter },
          { type: 'line', id: 'meta', label: 'Meta', data: ciclos.map((c) => c.meta), color: META_COR, curve: 'linear', valueFormatter },
        ]}
      >
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis axisId="ciclos" />
            <ChartsYAxis axisId="pontos" />
            <ChartsAxisHighlight x="band" />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
