import { Navigate } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SELECT_DOCTOR_PATH } from '@/lib/session';
import { useSession } from '@/lib/use-session';

/** The doctor's participations home (also a secretary's, for the chosen doctor). The list comes later. */
export function ParticipacaoMedicoHomePage() {
  const { view, viewedDoctor } = useSession();
  // A secretary always acts for a chosen doctor (spec section 4).
  if (view === 'secretaria' && !viewedDoctor) return <Navigate to={SELECT_DOCTOR_PATH} replace />;

  const subtitle = viewedDoctor ? [viewedDoctor.nome, viewedDoctor.crm && `CRM ${viewedDoctor.crm}`].filter(Boolean).join(' · ') : undefined;
  return (
    <>
      <PageHeader title="Participações" subtitle={subtitle} />
      <EmptyState>Nenhuma participação para exibir.</EmptyState>
    </>
  );
}
