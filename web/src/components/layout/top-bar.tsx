import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { HOSPITAL_NAME, PROGRAM_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { initials } from '@/lib/initials';
import { clearSession } from '@/lib/auth/session-store';
import { useSession } from '@/lib/auth/use-session';

/** Top bar: app title, the user's name, an avatar that opens the profile, and Logout (spec section 2). */
export function TopBar() {
  const { claims } = useSession();
  const navigate = useNavigate();

  const logout = () => {
    clearSession();
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 2, minHeight: { xs: 64 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flexGrow: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              borderRadius: 2,
              bgcolor: 'rgba(255,255,255,0.16)',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 14,
              letterSpacing: 0.5,
              flexShrink: 0,
            }}
          >
            EMC
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
              {PROGRAM_NAME}
            </Typography>
            <Typography component="p" variant="caption" sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' } }} noWrap>
              {HOSPITAL_NAME}
            </Typography>
          </Box>
        </Box>
        {claims && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 } }}>
            <Typography component="p" variant="body2" sx={{ fontWeight: 500, display: { xs: 'none', sm: 'block' } }} data-testid="user-name">
              {claims.name}
            </Typography>
            <IconButton aria-label="Abrir perfil" onClick={() => navigate(paths.perfil.getHref())} sx={{ p: 0.5 }}>
                <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.light', color: 'primary.contrastText', fontSize: 15, fontWeight: 600 }}>
                  {initials(claims.name)}
                </Avatar>
            </IconButton>
            <Button color="inherit" variant="outlined" onClick={logout} sx={{ borderColor: 'rgba(255,255,255,0.5)' }}>
              Logout
            </Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
