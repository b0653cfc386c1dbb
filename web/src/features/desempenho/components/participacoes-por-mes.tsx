import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { cicloLabel } from '@emc/shared/ciclo';
import type { DesempenhoTotal } from '@emc/shared/relatorios';
import { lazy, Suspense } from 'react';
import { formatNumber } from '@/lib/format';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { MESES_NOMES, seriesMensais } from './desempenho-numeros';

/** Chart code in a lazy chunk of its own. */
const ParticipacoesPorMesChart = lazy(async () => ({ default: (await import('./participacoes-por-mes-chart')).ParticipacoesPorMesChart }));

export const CHART_HEIGHT = 300;

export function ParticipacoesPorMesSkeleton() {
  return <Skeleton variant="rounded" height={CHART_HEIGHT} aria-label="Carregando gráfico" />;
}

export const semParticipacoes = (ciclo: number) => `Nenhuma participação registrada no ${cicloLabel(ciclo)}.`;

/**
 * Participations registered per month of the cycle, against the same months of the cycle before:
 * a bar chart, and the same numbers as a table for screen readers. A cycle without participations
 * says so (and still shows the cycle before, when that one had some).
 */
export function ParticipacoesPorMes({ desempenho }: { desempenho: DesempenhoTotal }) {
  const s = seriesMensais(desempenho);
  const anterior = s.anterior ? cicloLabel(s.ciclo - 1) : undefined;
  const titulo = `Participações registradas por mês no ${cicloLabel(s.ciclo)}${anterior ? `, comparadas ao ${anterior}` : ''}`;
  const vazio = s.totalAtual === 0;

  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
        {vazio ? semParticipacoes(s.ciclo) : `Total no ${cicloLabel(s.ciclo)}: ${formatNumber(s.totalAtual)} participações`}
        {anterior && !vazio && (
          <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {` · ${anterior}: ${formatNumber(s.totalAnterior)}`}
          </Typography>
        )}
      </Typography>
      {(!vazio || s.totalAnterior > 0) && (
        <Box component="figure" aria-label={titulo} sx={{ width: '100%', minWidth: 0, m: 0 }}>
          <Suspense fallback={<ParticipacoesPorMesSkeleton />}>
            <ParticipacoesPorMesChart series={s} />
          </Suspense>
        </Box>
      )}
      {/* The wrapper hides it: a table ignores width 1 and would widen a phone's page. */}
      <div style={VISUALLY_HIDDEN}>
        <table>
          <caption>{titulo}</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <th scope="col">{cicloLabel(s.ciclo)}</th>
              {anterior && <th scope="col">{anterior}</th>}
            </tr>
          </thead>
          <tbody>
            {MESES_NOMES.map((mes, i) => (
              <tr key={mes}>
                <th scope="row">{mes}</th>
                <td>{formatNumber(s.atual[i])}</td>
                {s.anterior && <td>{formatNumber(s.anterior[i])}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
