import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ForbiddenState } from '@/components/ui/forbidden-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/use-session';
import { useRoute } from '@/lib/use-route';
import { AnexosSection } from '../components/anexos-section';
import { DadosSection } from '../components/dados-section';
import { ExcluirParticipacao } from '../components/excluir-participacao';
import { HistoricoTimeline } from '@/components/participacao/historico-timeline';
import { ParticipacaoAvisos } from '@/components/participacao/participacao-detalhes';
import { BackLink, NotFoundState, ParticipacaoSkeleton } from '../components/participacao-estados';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * A participation in detail (participacao-medico/editar/{id}): status, fields, credits, the
 * coordination's comment or reason, the certificates, the edit form and deletion when allowed, and
 * the status history.
 */
export function ParticipacaoEditarPage() {
  const { id } = useParams<{ id: string }>();
  const { claims } = useSession();
  const { data: p, error, isLoading, mutate } = useRoute('participacao.getById', id ? { params: { id } } : null);
  const [editando, setEditando] = useState(false);

  if (statusOf(error) === 403 || statusOf(error) === 404) {
    return (
      <>
        <PageHeader title="Participação" />
        {statusOf(error) === 403 ? <ForbiddenState /> : <NotFoundState />}
      </>
    );
  }
  if (error && !p) {
    return (
      <>
        <BackLink />
        <PageHeader title="Participação" />
        <LoadError error={error} onRetry={() => void mutate()} title="Não foi possível carregar a participação." />
      </>
    );
  }
  if (isLoading || !p) return <ParticipacaoSkeleton />;

  const recarregar = () => {
    setEditando(false);
    void mutate();
  };

  return (
    <>
      <BackLink />
      <PageHeader
        title={p.titulo}
        subtitle={[p.nomeMedico, p.crmMedico && `CRM ${p.crmMedico}`].filter(Boolean).join(' · ') || undefined}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <StatusChip status={p.status} size="medium" />
            {p.podeEditar && !editando && (
              <Button variant="contained" startIcon={<Edit />} onClick={() => setEditando(true)}>
                Editar
              </Button>
            )}
            {p.podeExcluir && <ExcluirParticipacao id={p.id} />}
          </Box>
        }
      />
      <ParticipacaoAvisos p={p} />
      <DadosSection participacao={p} editando={editando} onEditandoChange={setEditando} onReload={recarregar} />
      <AnexosSection participacao={p} idUsuario={claims?.idUsuario ?? ''} />
      <SectionCard title="Histórico">
        <HistoricoTimeline historico={p.historico ?? []} />
      </SectionCard>
    </>
  );
}
