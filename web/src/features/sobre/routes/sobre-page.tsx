import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { useErrorDialog } from '@/components/feedback/error-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessages } from '@/lib/api-client';
import { useRoute } from '@/lib/use-route';
import { SobreSecao } from '../components/sobre-secao';

export const SOBRE_TITULO = 'Sobre o Programa';
export const SOBRE_VAZIO = 'Ainda não há informações sobre o programa.';
export const SOBRE_CARREGANDO = 'Carregando informações do programa';

/**
 * Sobre o Programa (spec sections 2 and 3): the program's items in order, each a titled section with
 * its paragraphs and links; the fourth is the live credit table. A failed load opens the error
 * dialog (spec section 8) and leaves a retry in the page.
 */
export function SobrePage() {
  const { data, error, mutate } = useRoute('conteudo.sobreGetAll', {});
  const errorDialog = useErrorDialog();

  useEffect(() => {
    if (error) errorDialog.show(errorMessages(error));
  }, [error, errorDialog]);

  let body;
  if (error && !data) body = <LoadError error={error} onRetry={() => void mutate()} title="Não foi possível carregar as informações do programa." />;
  else if (!data)
    body = (
      <Box role="status" aria-label={SOBRE_CARREGANDO} aria-busy="true" sx={{ display: 'grid', gap: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={160} />
        ))}
      </Box>
    );
  else if (data.length === 0) body = <EmptyState>{SOBRE_VAZIO}</EmptyState>;
  else body = data.map((item) => <SobreSecao key={item.id} item={item} />);

  return (
    <>
      <PageHeader title={SOBRE_TITULO} />
      {body}
    </>
  );
}
