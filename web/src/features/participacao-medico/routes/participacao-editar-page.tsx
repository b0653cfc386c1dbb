import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ParticipacaoDetalhe } from '@emc/shared/participacao';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ForbiddenState } from '@/components/ui/forbidden-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { StatusChip } from '@/components/ui/status-chip';
import { paths } from '@/config/paths';
import { ApiError, errorMessages } from '@/lib/api-client';
import { useSession } from '@/lib/auth/use-session';
import { PARTICIPACAO_READS, useRevalidateRoutes } from '@/lib/swr-keys';
import { deleteParticipacao } from '../api/delete-participacao';
import { useCategorias } from '../api/get-categorias';
import { useFormas } from '../api/get-formas';
import { useParticipacao } from '../api/get-participacao';
import { AnexosSection } from '../components/anexos-section';
import { EditarParticipacaoForm } from '../components/editar-participacao-form';
import { HistoricoTimeline } from '../components/historico-timeline';
import { ParticipacaoAvisos, ParticipacaoDetalhes } from '../components/participacao-detalhes';

export const NOT_FOUND_TEXT = 'Participação não encontrada.';

function BackLink() {
  return (
    <Link component={RouterLink} to={paths.participacaoMedico.home.getHref()} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
      <ArrowBack fontSize="small" aria-hidden />
      Voltar para participações
    </Link>
  );
}

function NotFoundState() {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography component="h2" variant="h5">
        {NOT_FOUND_TEXT}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        Ela pode ter sido excluída, ou o endereço está incorreto.
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.participacaoMedico.home.getHref()}>
        Voltar para participações
      </Button>
    </Paper>
  );
}

/**
 * A participation in detail (participacao-medico/editar/{id}): status, fields, credits, the
 * coordination's comment or reason, the certificates, the edit form and deletion when allowed, and
 * the status history.
 */
export function ParticipacaoEditarPage() {
  const { id } = useParams<{ id: string }>();
  const { claims } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const revalidate = useRevalidateRoutes();
  const { data: p, error, isLoading, mutate } = useParticipacao(id);
  const [editando, setEditando] = useState(false);
  const categorias = useCategorias();
  const formas = useFormas();
  const [confirmar, setConfirmar] = useState(false);
  const [excluindo, setExcluindo] = useState(false);

  if (error instanceof ApiError && error.status === 403) {
    return (
      <>
        <PageHeader title="Participação" />
        <ForbiddenState />
      </>
    );
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <>
        <PageHeader title="Participação" />
        <NotFoundState />
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
  if (isLoading || !p) {
    return (
      <Box role="status" aria-label="Carregando participação" aria-busy="true">
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
      </Box>
    );
  }

  const salvo = (atualizada: ParticipacaoDetalhe) => {
    void mutate(atualizada, { revalidate: false });
    void revalidate(PARTICIPACAO_READS);
    setEditando(false);
    toast.success('Sucesso', 'Participação atualizada.');
  };

  const excluir = async () => {
    setExcluindo(true);
    try {
      await deleteParticipacao(p.id);
      void revalidate(PARTICIPACAO_READS);
      toast.success('Sucesso', 'Participação excluída.');
      navigate(paths.participacaoMedico.home.getHref(), { replace: true });
    } catch (e) {
      setExcluindo(false);
      setConfirmar(false);
      toast.error('Erro', errorMessages(e).join(' '));
      if (e instanceof ApiError && (e.status === 409 || e.status === 404)) void mutate();
    }
  };

  const recarregar = () => {
    setEditando(false);
    void mutate();
  };

  const podeMostrarForm = categorias.data && formas.data;

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
            {p.podeExcluir && (
              <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => setConfirmar(true)} disabled={excluindo}>
                Excluir
              </Button>
            )}
          </Box>
        }
      />
      <ParticipacaoAvisos p={p} />

      <SectionCard title={editando ? 'Editar participação' : 'Dados da participação'}>
        {editando ? (
          podeMostrarForm ? (
            <EditarParticipacaoForm
              key={p.versao}
              participacao={p}
              categorias={categorias.data!}
              formas={formas.data!}
              onSaved={salvo}
              onCancel={() => setEditando(false)}
              onReload={recarregar}
            />
          ) : categorias.error || formas.error ? (
            <LoadError
              error={categorias.error ?? formas.error}
              onRetry={() => {
                void categorias.mutate();
                void formas.mutate();
              }}
            />
          ) : (
            <Skeleton variant="rounded" height={320} aria-label="Carregando formulário" />
          )
        ) : (
          <ParticipacaoDetalhes p={p} />
        )}
      </SectionCard>

      <AnexosSection
        participacao={p}
        idUsuario={claims?.idUsuario ?? ''}
        onChanged={() => {
          void mutate();
          void revalidate(PARTICIPACAO_READS);
        }}
      />

      <SectionCard title="Histórico">
        <HistoricoTimeline historico={p.historico ?? []} />
      </SectionCard>

      <ConfirmDialog
        open={confirmar}
        message="Deseja excluir esta participação e os seus comprovantes? Esta ação não pode ser desfeita."
        onConfirm={() => void excluir()}
        onCancel={() => setConfirmar(false)}
        busy={excluindo}
      />
    </>
  );
}
