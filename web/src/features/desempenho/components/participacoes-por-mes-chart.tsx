import { BarChart, type BarSeries } from '@mui/x-charts/BarChart';
import { ptBR } from '@mui/x-charts/locales';
import { cicloLabel } from '@emc/shared/ciclo';
import { brand, gray } from '@/components/theme/tokens';
import { formatNumber } from '@/lib/format';
import { MESES, type SeriesMensais } from './desempenho-numeros';

const localeText = ptBR.components.MuiChartsLocalizationProvider.defaultProps.localeText;
const valueFormatter = (value: number | null) => (value === null ? '-' : formatNumber(value));

/** The cycle's 12 months beside the same months of the cycle before (decisions.md "Desempenho"). Loaded lazily. */
export function ParticipacoesPorMesChart({ series: s }: { series: SeriesMensais }) {
  const series: BarSeries[] = [{ id: 'atual', label: cicloLabel(s.ciclo), data: s.atual, color: brand[600], valueFormatter }];
  if (s.anterior) series.push({ id: 'anterior', label: cicloLabel(s.ciclo - 1), data: s.anterior, color: gray[400], valueFormatter });
  return (
    <BarChart
      height={300}
      localeText={localeText}
      xAxis={[{ id: 'meses', scaleType: 'band', data: [...MESES], categoryGapRatio: 0.3, barGapRatio: 0.1 }]}
      yAxis={[{ id: 'participacoes', label: 'Participações', width: 56, tickMinStep: 1, min: 0 }]}
      series={series}
      slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
    />
  );
}
