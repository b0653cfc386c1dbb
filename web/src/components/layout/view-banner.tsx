import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router-dom';
import { reloadTo } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { medicoFromClaims, enterAdminView, enterMedicoView } from '@/lib/auth/view-state';
import { trocaPeloBanner, visaoTrocadaNesta } from '@/lib/auth/visao-da-pagina';

/**
 * For a user with both Administradores and Medicos: says which view is active and switches it.
 * Switching reloads the page (spec section 2). Opening a page of the other view switched it: it says so.
 */
export function ViewBanner() {
  const { claims, view, isAdminMedico } = useSession();
  const { pathname } = useLocation();
  if (!claims || !isAdminMedico) return null;
  const inMedicoView = view === 'medico';
  const trocada = visaoTrocadaNesta(pathname);

  const switchView = () => {
    trocaPeloBanner(pathname);
    if (inMedicoView) {
      enterAdminView();
      reloadTo(paths.participacao.home.getHref());
    } else {
      enterMedicoView(medicoFromClaims(claims));
      reloadTo(paths.participacaoMedico.home.getHref());
    }
  };

  return (
    <Alert
      severity="info"
      variant="outlined"
      role="region"
      aria-label="Visão atual"
      sx={{ borderRadius: 0, borderInline: 0, borderTop: 0, bgcolor: 'background.paper', alignItems: 'center' }}
      action={
        <Button variant="contained" size="small" onClick={switchView}>
          {inMedicoView ? 'Ir para visão de administrador' : 'Ir para visão de médico'}
        </Button>
      }
    >
      {inMedicoView ? 'Você está na visão de médico.' : 'Você está na visão de administrador.'}
      {trocada && (inMedicoView ? ' A visão mudou para médico para abrir esta página.' : ' A visão mudou para administrador para abrir esta página.')}
    </Alert>
  );
}
