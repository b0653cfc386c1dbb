import { formatNumber } from '@/lib/format';
import { COMPACT_RADIUS } from './desempenho-metrics';

const ESPESSURA = 8;
const COR_ATINGIDA = '#1b7a3e';
const COR_PARCIAL = '#0b5cad';
const COR_TRILHO = '#dde3e9';

/**
 * The phone summary's small ring: the share of the goal reached, with the percentage inside. Plain
 * SVG, not the chart library: it shows on every doctor's page on a phone, where loading and drawing
 * a chart for one ring would delay the page (the sidebar's 120 px gauge stays a chart).
 */
export function AnelCompacto({ total, meta }: { total: number; meta: number }) {
  const size = COMPACT_RADIUS * 2 + 8;
  const r = COMPACT_RADIUS - ESPESSURA / 2;
  const fracao = meta > 0 ? Math.max(0, Math.min(total, meta)) / meta : 1;
  const circunferencia = 2 * Math.PI * r;
  return (
    <svg role="img" aria-label={`${formatNumber(total)} de ${formatNumber(meta)} créditos da meta`} width={size} height={size} viewBox={`0 0 ${size} ${size}`} style={{ flexShrink: 0 }}>
      <circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke={COR_TRILHO} strokeWidth={ESPESSURA} />
      {fracao > 0 && (
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          stroke={total >= meta ? COR_ATINGIDA : COR_PARCIAL}
          strokeWidth={ESPESSURA}
          strokeLinecap="round"
          strokeDasharray={`${fracao * circunferencia} ${circunferencia}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      )}
      <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" fontSize={15} fontWeight={700} fill="currentColor">
        {Math.floor(fracao * 100)}%
      </text>
    </svg>
  );
}
