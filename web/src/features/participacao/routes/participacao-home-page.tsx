import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

/** Administrator analysis area. The participation list and its filters come with the analysis issue. */
export function ParticipacaoHomePage() {
  return (
    <>
      <PageHeader title="Área de Análise" />
      <EmptyState>Nenhuma participação para exibir.</EmptyState>
    </>
  );
}
