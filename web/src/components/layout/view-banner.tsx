import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { reloadTo } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';
import { medicoFromClaims, enterAdminView, enterMedicoView } from '@/lib/auth/view-state';

/**
 * For a user with both Administradores and Medicos: says which view is active and switches it.
 * Switching reloads the page (spec section 2).
 */
export function ViewBanner() {
  const { claims, view, isAdminMedico } = useSession();
  if (!claims || !isAdminMedico) return null;
  const inMedicoView = view === 'medico';

  const switchView = () => {
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
    </Alert>
  );
}
