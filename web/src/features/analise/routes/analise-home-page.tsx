import Box from '@mui/material/Box';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { STATUS_PANEL_ID, statusTabId, StatusTabs } from '@/components/ui/status-tabs';
import { useClampPage, useStatusQuery } from '@/lib/use-status-query';
import { useRoute } from '@/lib/use-route';
import { FilaCardList, FilaCardListSkeleton } from '../components/fila-card-list';
import { FilaFiltrosBar } from '../components/fila-filtros';
import { filaInput, quantidadesInput, useFilaFiltros, type FilaFiltros } from '../hooks/use-fila-filtros';

export const FILA_VAZIA = 'Nenhuma participação para exibir.';
export const FILTROS_SEM_RESULTADO = 'Nenhuma participação encontrada com estes filtros.';

/**
 * Área de Análise (participacao/home): a tab per status with the filtered counts, the filters
 * (kept in browser storage), and that status's queue page by page. Status and page live in the URL.
 */
export function AnaliseHomePage() {
  const { status, page, setQuery } = useStatusQuery();
  const { filtros, setFiltro } = useFilaFiltros();
  const quantidades = useRoute('analise.participacoesQuantidade', quantidadesInput(filtros), { keepPreviousData: true });
  const lista = useRoute('analise.participacoesAdministrador', filaInput(status, page, filtros), { keepPreviousData: true });

  // A page past the last (a stale link, or the queue shrank) becomes the last one.
  useClampPage(page, lista.data?.totalPages, (last) => setQuery({ page: last }));

  const mudarFiltro = (campo: keyof FilaFiltros, value: string) => {
    setFiltro(campo, value);
    if (page !== 1) setQuery({ page: 1 });
  };
  const filtrando = !!(filtros.texto || filtros.categoria || filtros.ciclo);

  let body;
  if (lista.error) body = <LoadError error={lista.error} onRetry={() => void lista.mutate()} title="Não foi possível carregar as participações." />;
  else if (!lista.data || (lista.isLoading && lista.data.responseList.length === 0)) body = <FilaCardListSkeleton />;
  else if (lista.data.responseList.length === 0) body = <EmptyState>{filtrando ? FILTROS_SEM_RESULTADO : FILA_VAZIA}</EmptyState>;
  else
    body = (
      <>
        <Box aria-busy={lista.isLoading} sx={{ opacity: lista.isLoading ? 0.55 : 1, transition: 'opacity 120ms' }}>
          <FilaCardList items={lista.data.responseList} />
        </Box>
        <Pagination page={lista.data.page || page} totalPages={lista.data.totalPages} onChange={(p) => setQuery({ page: p })} />
      </>
    );

  return (
    <>
      <PageHeader title="Área de Análise" />
      <FilaFiltrosBar filtros={filtros} onChange={mudarFiltro} />
      <StatusTabs status={status} quantidades={quantidades.data} onChange={(s) => setQuery({ status: s, page: 1 })} />
      <Box id={STATUS_PANEL_ID} role="tabpanel" aria-labelledby={statusTabId(status)}>
        {body}
      </Box>
    </>
  );
}
