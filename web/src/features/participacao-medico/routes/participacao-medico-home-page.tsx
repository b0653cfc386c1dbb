import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { StatusCode } from '@emc/shared/status';
import { Suspense, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ForbiddenState } from '@/components/ui/forbidden-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/use-session';
import { idMedicoFor } from '@/lib/auth/view-state';
import { lazyNamed } from '@/lib/lazy-named';
import { ParticipacaoCardList, ParticipacaoCardListSkeleton } from '../components/participacao-card-list';
import { STATUS_PANEL_ID, statusTabId, StatusTabs } from '@/components/ui/status-tabs';
import { useRoute } from '@/lib/use-route';
import { useClampPage, useStatusQuery } from '@/lib/use-status-query';

// The form (its fields, autocomplete and validation) loads when the button is first pointed at, focused or pressed.
const NovaParticipacaoDialog = lazyNamed(() => import('../components/nova-participacao-dialog'), 'NovaParticipacaoDialog');

const EMPTY_TEXT: Record<StatusCode, string> = {
  1: 'Nenhuma participação pendente.',
  2: 'Nenhuma participação aprovada.',
  3: 'Nenhuma participação reprovada.',
  4: 'Nenhuma participação em ajuste.',
};

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The doctor's participations (also a secretary's, for the chosen doctor): a tab per status with
 * its count, that status's list page by page, and 'Nova participação'. Status and page live in the URL.
 */
export function ParticipacaoMedicoHomePage() {
  const session = useSession();
  const { view, viewedMedico, claims } = session;
  const { status, page, setQuery } = useStatusQuery();
  const [novaOpen, setNovaOpen] = useState(false);
  const idMedico = idMedicoFor(session) ?? undefined;

  // The same inputs as app/preload-data.ts, so these take what it started.
  const quantidades = useRoute('medico.participacoesQuantidade', idMedico ? { query: { idMedico } } : null);
  const lista = useRoute('medico.participacoesStatus', idMedico ? { query: { idMedico, status: String(status), page: String(page) } } : null, { keepPreviousData: true });

  // After a deletion the last page may be gone: move to the last one that exists.
  useClampPage(page, lista.data?.totalPages, (last) => setQuery({ page: last }));

  // A secretary always acts for a chosen doctor (spec section 4).
  if (view === 'secretaria' && !viewedMedico) return <Navigate to={paths.selecionarMedico.getHref()} replace />;

  const subtitle = viewedMedico ? [viewedMedico.nome, viewedMedico.crm && `CRM ${viewedMedico.crm}`].filter(Boolean).join(' · ') : undefined;
  const forbidden = isForbidden(lista.error) || isForbidden(quantidades.error);
  const comTabs = !!idMedico && !forbidden;

  let body;
  if (!idMedico) body = <EmptyState>Nenhum médico selecionado.</EmptyState>;
  else if (forbidden) body = <ForbiddenState />;
  else if (lista.error) body = <LoadError error={lista.error} onRetry={() => void lista.mutate()} title="Não foi possível carregar as participações." />;
  else if (!lista.data || (lista.isLoading && lista.data.responseList.length === 0)) body = <ParticipacaoCardListSkeleton />;
  else if (lista.data.responseList.length === 0) body = <EmptyState>{EMPTY_TEXT[status]}</EmptyState>;
  else
    body = (
      <>
        {/* While another page or status loads, the previous one stays, dimmed (keeps the focus in place). */}
        <Box aria-busy={lista.isLoading} sx={{ opacity: lista.isLoading ? 0.55 : 1, transition: 'opacity 120ms' }}>
          <ParticipacaoCardList items={lista.data.responseList} />
        </Box>
        <Pagination page={lista.data.page || page} totalPages={lista.data.totalPages} onChange={(p) => setQuery({ page: p })} />
      </>
    );

  return (
    <>
      <PageHeader
        title="Participações"
        subtitle={subtitle}
        actions={
          comTabs && (
            <Button variant="contained" startIcon={<Add />} onPointerEnter={NovaParticipacaoDialog.preload} onFocus={NovaParticipacaoDialog.preload} onClick={() => setNovaOpen(true)}>
              Nova participação
            </Button>
          )
        }
      />
      {comTabs && <StatusTabs status={status} quantidades={quantidades.data} onChange={(s) => setQuery({ status: s, page: 1 })} />}
      <Box id={STATUS_PANEL_ID} role={comTabs ? 'tabpanel' : undefined} aria-labelledby={comTabs ? statusTabId(status) : undefined}>
        {body}
      </Box>
      {idMedico && novaOpen && (
        <Suspense fallback={null}>
          <NovaParticipacaoDialog
            open={novaOpen}
            onClose={() => setNovaOpen(false)}
            idMedico={idMedico}
            enviarIdMedico={view === 'secretaria'}
            idUsuario={claims?.idUsuario ?? ''}
          />
        </Suspense>
      )}
    </>
  );
}
