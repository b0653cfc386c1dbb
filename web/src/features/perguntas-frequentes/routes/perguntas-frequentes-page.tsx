import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { useErrorDialog } from '@/components/feedback/error-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessages } from '@/lib/api-client';
import { useRoute } from '@/lib/use-route';
import { FaqLista } from '../components/faq-lista';

export const FAQ_TITULO = 'Perguntas Frequentes';
export const FAQ_VAZIO = 'Ainda não há perguntas frequentes.';
export const FAQ_CARREGANDO = 'Carregando perguntas frequentes';

/**
 * Perguntas Frequentes (spec section 2): an accordion of the program's questions. A failed load
 * opens the error dialog (spec section 8) and leaves a retry in the page.
 */
export function PerguntasFrequentesPage() {
  const { data, error, mutate } = useRoute('conteudo.faqGetAll', {});
  const errorDialog = useErrorDialog();

  useEffect(() => {
    if (error) errorDialog.show(errorMessages(error));
  }, [error, errorDialog]);

  let body;
  if (error && !data) body = <LoadError error={error} onRetry={() => void mutate()} title="Não foi possível carregar as perguntas frequentes." />;
  else if (!data)
    body = (
      <Box role="status" aria-label={FAQ_CARREGANDO} aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Box>
    );
  else if (data.length === 0) body = <EmptyState>{FAQ_VAZIO}</EmptyState>;
  else body = <FaqLista itens={data} />;

  return (
    <>
      <PageHeader title={FAQ_TITULO} />
      {body}
    </>
  );
}
