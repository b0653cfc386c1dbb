import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ForbiddenState } from '@/components/ui/forbidden-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useSession } from '@/lib/auth/use-session';
import { doctorIdFor } from '@/lib/auth/view-state';
import { useCiclos } from '../api/get-ciclos';
import { useHistoricoCiclos } from '../api/get-historico-ciclos';
import { useHistoricoParticipacoes } from '../api/get-historico-participacoes';
import { cicloLabel } from '../components/chart-scale';
import { HistoricoTable } from '../components/historico-table';

/** Chart code in a lazy chunk of its own. */
const HistoricoChart = lazy(async () => ({ default: (await import('../components/historico-chart')).HistoricoChart }));

export const SEM_APROVADAS = 'Nenhuma participação aprovada neste ciclo.';

const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Histórico: the doctor's credits in the last 8 cycles (stacked bars with the goal line), the number
 * of participations, and a chosen cycle's approved participations page by page.
 */
export function HistoricoPage() {
  const session = useSession();
  const navigate = useNavigate();
  const idMedico = doctorIdFor(session) ?? undefined;
  const [params, setParams] = useSearchParams();
  const historico = useHistoricoCiclos(idMedico);
  const ciclos = useCiclos();

  const cicloPadrao = ciclos.data?.find((c) => c.atual)?.ciclo ?? ciclos.data?.[0]?.ciclo;
  const ciclo = positiveInt(params.get('ciclo')) ?? cicloPadrao;
  const page = positiveInt(params.get('page')) ?? 1;
  const participacoes = useHistoricoParticipacoes(idMedico, ciclo, page);

  const setQuery = (next: { ciclo?: number; page: number }) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.ciclo !== undefined) copy.set('ciclo', String(next.ciclo));
        if (next.page > 1) copy.set('page', String(next.page));
        else copy.delete('page');
        return copy;
      },
      { replace: next.ciclo !== undefined },
    );

  const subtitle = session.viewedDoctor
    ? [session.viewedDoctor.nome, session.viewedDoctor.crm && `CRM ${session.viewedDoctor.crm}`].filter(Boolean).join(' · ')
    : undefined;

  if (!idMedico) {
    return (
      <>
        <PageHeader title="Histórico" />
        <EmptyState>Selecione um médico para ver o histórico.</EmptyState>
      </>
    );
  }
  if (isForbidden(historico.error) || isForbidden(participacoes.error)) {
    return (
      <>
        <PageHeader title="Histórico" subtitle={subtitle} />
        <ForbiddenState />
      </>
    );
  }

  let grafico;
  if (historico.error) grafico = <LoadError error={historico.error} onRetry={() => void historico.mutate()} title="Não foi possível carregar o histórico." />;
  else if (!historico.data) grafico = <Skeleton variant="rounded" height={340} aria-label="Carregando gráfico" />;
  else {
    const h = historico.data;
    grafico = (
      <>
        <Typography component="p" sx={{ fontWeight: 600, mb: 1 }}>
          Total de participações: {formatNumber(h.quantidadeParticipacoes)}
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={340} aria-label="Carregando gráfico" />}>
          <HistoricoChart historico={h} />
        </Suspense>
        {/* The chart's numbers for screen readers. */}
        <table style={srOnly}>
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
      </>
    );
  }

  let tabela;
  if (ciclos.error) tabela = <LoadError error={ciclos.error} onRetry={() => void ciclos.mutate()} title="Não foi possível carregar os ciclos." />;
  else if (participacoes.error)
    tabela = <LoadError error={participacoes.error} onRetry={() => void participacoes.mutate()} title="Não foi possível carregar as participações." />;
  else if (!participacoes.data || (participacoes.isLoading && participacoes.data.responseList.length === 0)) tabela = <Skeleton variant="rounded" height={200} aria-label="Carregando participações" />;
  else if (participacoes.data.responseList.length === 0) tabela = <EmptyState>{SEM_APROVADAS}</EmptyState>;
  else
    tabela = (
      <>
        <Box aria-busy={participacoes.isLoading} sx={{ opacity: participacoes.isLoading ? 0.55 : 1, transition: 'opacity 120ms' }}>
          <HistoricoTable
          caption={`Participações aprovadas no ${ciclo ? cicloLabel(ciclo) : 'ciclo'}`}
          items={participacoes.data.responseList}
          onVerDetalhes={(id) => navigate(paths.participacaoMedico.editar.getHref(id))}
          />
        </Box>
        <Pagination page={participacoes.data.page || page} totalPages={participacoes.data.totalPages} onChange={(p) => setQuery({ page: p })} />
      </>
    );

  return (
    <>
      <PageHeader title="Histórico" subtitle={subtitle} />
      <SectionCard title="Créditos por ciclo">{grafico}</SectionCard>
      <SectionCard
        title="Participações aprovadas"
        actions={
          <TextField
            id="historico-ciclo"
            select
            size="small"
            label="Ciclo"
            value={ciclo ?? ''}
            onChange={(event) => setQuery({ ciclo: Number(event.target.value), page: 1 })}
            disabled={!ciclos.data}
            sx={{ minWidth: 180 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {!ciclos.data && <option value="">Carregando…</option>}
            {ciclos.data?.map((c) => (
              <option key={c.ciclo} value={c.ciclo}>
                {cicloLabel(c.ciclo)} ({c.ano})
              </option>
            ))}
          </TextField>
        }
      >
        <Box>{tabela}</Box>
      </SectionCard>
    </>
  );
}
