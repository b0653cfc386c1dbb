import Box from '@mui/material/Box';
import { cicloLabel } from '@emc/shared/ciclo';
import { useEffect, useId, useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { CicloSelect } from '@/components/ui/ciclo-select';
import { EmptyState } from '@/components/ui/empty-state';
import { ForbiddenState } from '@/components/ui/forbidden-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/use-session';
import { idMedicoFor } from '@/lib/auth/view-state';
import { REFERENCE_DATA, useRoute } from '@/lib/use-route';
import { CreditosPorCiclo, CreditosPorCicloSkeleton } from '../components/creditos-por-ciclo';
import { DECLARACAO_AJUDA, DeclaracaoBotao } from '../components/declaracao-botao';
import { HistoricoTable } from '../components/historico-table';
import { useCicloQuery } from '../hooks/use-ciclo-query';

export const SEM_APROVADAS = 'Nenhuma participação aprovada neste ciclo.';

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Histórico: the doctor's credits in the last 8 cycles (stacked bars with the goal line), the number
 * of participations, and a chosen cycle's approved participations page by page, with that cycle's
 * credit statement (PDF) to download.
 */
export function HistoricoPage() {
  const session = useSession();
  const navigate = useNavigate();
  const idMedico = idMedicoFor(session) ?? undefined;
  const historico = useRoute('medico.historicoCiclos', idMedico ? { params: { id: idMedico } } : null);
  const ciclos = useRoute('participacao.ciclos', {}, REFERENCE_DATA);
  // The page's total comes from the answer for that page, a render later: a state holds it for the query hook.
  const [totalPages, setTotalPages] = useState<number | undefined>();
  const { ciclo, page, setQuery, corrigindo } = useCicloQuery(ciclos.data, totalPages);
  const participacoes = useRoute('medico.historicoParticipacoesCiclos', idMedico && ciclo ? { query: { idMedico, ciclo: String(ciclo), page: String(page) } } : null, { keepPreviousData: true });
  const total = participacoes.data?.totalPages;
  useEffect(() => setTotalPages(total), [total]);
  const ajudaId = useId();

  const medico = session.viewedMedico;
  const subtitle = medico ? [medico.nome, medico.crm && `CRM ${medico.crm}`].filter(Boolean).join(' · ') : undefined;

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
  else if (!historico.data) grafico = <CreditosPorCicloSkeleton />;
  else grafico = <CreditosPorCiclo historico={historico.data} />;

  let tabela;
  if (ciclos.error) tabela = <LoadError error={ciclos.error} onRetry={() => void ciclos.mutate()} title="Não foi possível carregar os ciclos." />;
  else if (participacoes.error)
    tabela = <LoadError error={participacoes.error} onRetry={() => void participacoes.mutate()} title="Não foi possível carregar as participações." />;
  else if (!participacoes.data || corrigindo || (participacoes.isLoading && participacoes.data.responseList.length === 0)) tabela = <Skeleton variant="rounded" height={200} aria-label="Carregando participações" />;
  else if (participacoes.data.responseList.length === 0) tabela = <EmptyState>{SEM_APROVADAS}</EmptyState>;
  else
    tabela = (
      <>
        <Box aria-busy={participacoes.isLoading} sx={{ opacity: participacoes.isLoading ? 0.55 : 1, transition: 'opacity 120ms' }}>
          <HistoricoTable
            caption={`Participações aprovadas no ${ciclo ? cicloLabel(ciclo) : 'ciclo'}`}
            items={participacoes.data.responseList}
            onVerDetalhes={(id) => void navigate(paths.participacaoMedico.editar.getHref(id))}
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
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <CicloSelect id="historico-ciclo" label="Ciclo" ciclos={ciclos.data} value={ciclo} onChange={(c) => setQuery({ ciclo: c, page: 1 })} />
            <DeclaracaoBotao idMedico={idMedico} ciclo={ciclo} descricaoId={ajudaId} />
          </Box>
        }
      >
        <Typography id={ajudaId} component="p" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {DECLARACAO_AJUDA}
        </Typography>
        <Box>{tabela}</Box>
      </SectionCard>
    </>
  );
}
