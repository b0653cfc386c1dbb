import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { STATUS_CODES, STATUS_NOME, type StatusCode } from '@emc/shared/status';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ForbiddenState } from '@/components/ui/forbidden-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { clampPage, Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/use-session';
import { doctorIdFor } from '@/lib/auth/view-state';
import { useParticipacoesQuantidade } from '../api/get-participacoes-quantidade';
import { useParticipacoesStatus } from '../api/get-participacoes-status';
import { NovaParticipacaoDialog } from '../components/nova-participacao-dialog';
import { ParticipacaoCardList, ParticipacaoCardListSkeleton } from '../components/participacao-card-list';

const EMPTY_TEXT: Record<StatusCode, string> = {
  1: 'Nenhuma participação pendente.',
  2: 'Nenhuma participação aprovada.',
  3: 'Nenhuma participação reprovada.',
  4: 'Nenhuma participação em ajuste.',
};

function parseStatus(value: string | null): StatusCode {
  const n = Number(value);
  return (STATUS_CODES as readonly number[]).includes(n) ? (n as StatusCode) : 1;
}

function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

const SR_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The doctor's participations (also a secretary's, for the chosen doctor): a tab per status with
 * its count, that status's list page by page, and 'Nova participação'. Status and page live in the URL.
 */
export function ParticipacaoMedicoHomePage() {
  const session = useSession();
  const { view, viewedDoctor, claims } = session;
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const page = parsePage(params.get('page'));
  const [novaOpen, setNovaOpen] = useState(false);
  const idMedico = doctorIdFor(session) ?? undefined;

  const quantidades = useParticipacoesQuantidade(idMedico);
  const lista = useParticipacoesStatus(idMedico, status, page);

  const setQuery = (next: { status?: StatusCode; page?: number }) => {
    const s = next.status ?? status;
    const p = next.page ?? page;
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('status', String(s));
        if (p > 1) copy.set('page', String(p));
        else copy.delete('page');
        return copy;
      },
      { replace: next.page === undefined },
    );
  };

  // After a deletion the last page may be gone: move to the last one that exists.
  const totalPages = lista.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages >= 1 && page > totalPages) setQuery({ page: clampPage(page, totalPages) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [totalPages, page]);

  // A secretary always acts for a chosen doctor (spec section 4).
  if (view === 'secretaria' && !viewedDoctor) return <Navigate to={paths.selecionarMedico.getHref()} replace />;

  const subtitle = viewedDoctor ? [viewedDoctor.nome, viewedDoctor.crm && `CRM ${viewedDoctor.crm}`].filter(Boolean).join(' · ') : undefined;
  const countOf = (s: StatusCode) => quantidades.data?.find((q) => Number(q.status) === s)?.quantidade;
  const forbidden = isForbidden(lista.error) || isForbidden(quantidades.error);

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
          idMedico &&
          !forbidden && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setNovaOpen(true)}>
              Nova participação
            </Button>
          )
        }
      />
      {idMedico && !forbidden && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs
            value={status}
            onChange={(_, value: StatusCode) => setQuery({ status: value, page: 1 })}
            aria-label="Status das participações"
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {STATUS_CODES.map((s) => {
              const count = countOf(s);
              return (
                <Tab
                  key={s}
                  value={s}
                  id={`status-tab-${s}`}
                  aria-controls="status-panel"
                  label={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                      {STATUS_NOME[s]}
                      {count !== undefined && (
                        <Chip
                          component="span"
                          size="small"
                          label={
                            <>
                              {count}
                              <span style={SR_ONLY}> {count === 1 ? 'participação' : 'participações'}</span>
                            </>
                          }
                          color={s === status ? 'primary' : 'default'}
                          sx={{ height: 22, pointerEvents: 'none' }}
                        />
                      )}
                    </Box>
                  }
                />
              );
            })}
          </Tabs>
        </Box>
      )}
      <Box id="status-panel" role={idMedico && !forbidden ? 'tabpanel' : undefined} aria-labelledby={idMedico && !forbidden ? `status-tab-${status}` : undefined}>
        {body}
      </Box>
      {idMedico && novaOpen && (
        <NovaParticipacaoDialog
          open={novaOpen}
          onClose={() => setNovaOpen(false)}
          idMedico={idMedico}
          enviarIdMedico={view === 'secretaria'}
          idUsuario={claims?.idUsuario ?? ''}
        />
      )}
    </>
  );
}
