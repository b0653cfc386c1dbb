import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { PARTICIPACAO_MSG } from '@emc/shared/messages';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { pelaLista } from '@/components/participacao/comprovante-chip';
import { HistoricoTimeline } from '@/components/participacao/historico-timeline';
import { ParticipacaoAvisos, ParticipacaoDetalhes } from '@/components/participacao/participacao-detalhes';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useRoute } from '@/lib/use-route';
import { ComprovanteViewer } from '../components/comprovante-viewer';
import { DecisaoPanel } from '../components/decisao-panel';
import { FilaChips } from '../components/fila-card-list';
import { Duplicatas, OutrasDoCiclo } from '../components/participacoes-relacionadas';

function VoltarParaFila() {
  return (
    <Link component={RouterLink} to={paths.participacao.home.getHref()} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
      <ArrowBack fontSize="small" aria-hidden />
      Voltar para a Área de Análise
    </Link>
  );
}

/**
 * A participation under review (participacao/editar/{id}): its certificate inline, the decision
 * panel, its fields, the doctor's other participations of the cycle, possible duplicates and the
 * status history.
 */
export function AnaliseEditarPage() {
  const { id } = useParams<{ id: string }>();
  const { data: p, error, isLoading, mutate } = useRoute('participacao.getById', id ? { params: { id } } : null);
  const contexto = useRoute('analise.contexto', id ? { params: { id } } : null);

  if (error instanceof ApiError && error.status === 404) {
    return (
      <>
        <VoltarParaFila />
        <PageHeader title="Participação" />
        <EmptyState>{PARTICIPACAO_MSG.naoEncontrada}</EmptyState>
      </>
    );
  }
  if (error && !p) {
    return (
      <>
        <VoltarParaFila />
        <PageHeader title="Participação" />
        <LoadError error={error} onRetry={() => void mutate()} title="Não foi possível carregar a participação." />
      </>
    );
  }
  if (isLoading || !p) {
    return (
      <Box role="status" aria-label="Carregando participação" aria-busy="true">
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={420} sx={{ mt: 2 }} />
      </Box>
    );
  }

  const ctx = contexto.data;
  const semComprovante = p.anexos.length === 0;
  const duplicata = !!ctx?.duplicatas.length;

  return (
    <>
      <VoltarParaFila />
      <PageHeader
        title={p.titulo}
        subtitle={[p.nomeMedico, p.crmMedico && `CRM ${p.crmMedico}`].filter(Boolean).join(' · ') || undefined}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip status={p.status} size="medium" />
            <FilaChips p={{ quantidadeAnexos: p.anexos.length, origem: p.origem, possivelDuplicata: duplicata }} />
          </Box>
        }
      />
      <ParticipacaoAvisos p={p} coordenacao />
      <Box sx={{ display: 'grid', gap: { xs: 0, lg: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <SectionCard title="Análise">
            {contexto.error ? (
              <LoadError error={contexto.error} onRetry={() => void contexto.mutate()} title="Não foi possível carregar a análise." />
            ) : !ctx ? (
              <Skeleton variant="rounded" height={40} aria-label="Carregando a análise" />
            ) : (
              <DecisaoPanel key={p.id} p={p} contexto={ctx} />
            )}
          </SectionCard>
          <SectionCard title={semComprovante ? 'Comprovante' : p.anexos.length > 1 ? 'Comprovantes' : 'Comprovante'}>
            <ComprovanteViewer key={p.id} anexos={p.anexos} pelaLista={pelaLista(p)} />
          </SectionCard>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <SectionCard title="Dados da participação">
            <ParticipacaoDetalhes p={p} />
          </SectionCard>
          {ctx && (
            <>
              <SectionCard title="Possíveis duplicatas">
                <Duplicatas itens={ctx.duplicatas} mais={ctx.duplicatasMais} />
              </SectionCard>
              <SectionCard title="Outras participações do ciclo">
                <OutrasDoCiclo itens={ctx.outrasDoCiclo} />
              </SectionCard>
            </>
          )}
          <SectionCard title="Histórico">
            <HistoricoTimeline historico={p.historico ?? []} />
          </SectionCard>
        </Box>
      </Box>
    </>
  );
}
