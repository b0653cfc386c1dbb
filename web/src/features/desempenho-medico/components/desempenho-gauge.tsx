import Box from '@mui/material/Box';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';
import { formatNumber } from '@/lib/format';
import { GAUGE_RADIUS } from './desempenho-metrics';

export interface DesempenhoGaugeProps {
  total: number;
  meta: number;
}

/**
 * The progress ring (spec: radius 120): totalPontos against the goal. Its own module, loaded lazily,
 * so chart code stays out of every page that does not draw the sidebar.
 */
export function DesempenhoGauge({ total, meta }: DesempenhoGaugeProps) {
  const value = Math.max(0, Math.min(total, meta));
  const radius = GAUGE_RADIUS;
  const size = radius * 2 + 8;
  const texto = `${formatNumber(total)} / ${formatNumber(meta)}`;
  // MUI hides the gauge's svg from assistive technology (aria-hidden), so the wrapper speaks for it.
  return (
    <Box role="img" aria-label={`${formatNumber(total)} de ${formatNumber(meta)} créditos da meta`} sx={{ display: 'flex', justifyContent: 'center' }}>
      <Gauge
        width={size}
        height={size}
        value={value}
        valueMin={0}
        valueMax={meta}
        startAngle={0}
        endAngle={360}
        outerRadius={radius}
        innerRadius={radius - 18}
        cornerRadius="50%"
        text={() => texto}
        sx={{
          [`& .${gaugeClasses.valueText}`]: { fontSize: 28, fontWeight: 700 },
          [`& .${gaugeClasses.valueArc}`]: { fill: total >= meta ? '#1b7a3e' : '#0b5cad' },
          [`& .${gaugeClasses.referenceArc}`]: { fill: '#dde3e9' },
        }}
      />
    </Box>
  );
}
