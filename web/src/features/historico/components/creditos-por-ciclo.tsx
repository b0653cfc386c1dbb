import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { cicloLabel } from '@emc/shared/ciclo';
import type { HistoricoCiclos } from '@emc/shared/medico';
import { lazy, Suspense } from 'react';
import { formatNumber } from '@/lib/format';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';

/** Chart code in a lazy chunk of its own. */
const HistoricoChart = lazy(async () => ({ default: (await import('./historico-chart')).HistoricoChart }));

export function CreditosPorCicloSkeleton() {
  return <Skeleton variant="rounded" height={340} aria-label="Carregando gráfico" />;
}

/** The number of participations, the credits per cycle as a chart, and the same numbers as a table for screen readers. */
export function CreditosPorCiclo({ historico: h }: { historico: HistoricoCiclos }) {
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
        Total de participações: {formatNumber(h.quantidadeParticipacoes)}
      </Typography>
      <Suspense fallback={<CreditosPorCicloSkeleton />}>
        <HistoricoChart historico={h} />
      </Suspense>
      {/* The wrapper hides it: a table ignores width 1 and would widen a phone's page. */}
      <div style={VISUALLY_HIDDEN}>
        <table>
          <caption>Créditos por ciclo e meta</caption>
          <thead>
            <tr>
              <th scope="col">Ciclo</th>
              <th scope="col">Alto valor</th>
              <th scope="col">Médio valor</th>
              <th scope="col">Baixo valor</th>
              <th scope="col">Meta</th>
            </tr>
          </thead>
          <tbody>
            {h.graficoCiclosList.map((c) => (
              <tr key={c.ciclo}>
                <th scope="row">{cicloLabel(c.ciclo)}</th>
                <td>{formatNumber(c.pontuacaoAltoValor)}</td>
                <td>{formatNumber(c.pontuacaoMedioValor)}</td>
                <td>{formatNumber(c.pontuacaoBaixoValor)}</td>
                <td>{formatNumber(c.meta)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
