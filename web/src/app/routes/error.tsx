import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MSG } from '@emc/shared/messages';
import { paths } from '@/config/paths';

export interface ErrorPageProps {
  /** Standalone (router error element): the page fills the screen and uses a full navigation. */
  standalone?: boolean;
}

/** Generic processing-error page, at /error and as the router's error element. */
export function ErrorPage({ standalone = false }: ErrorPageProps) {
  return (
    <Box
      component={standalone ? 'main' : 'div'}
      sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2, ...(standalone && { minHeight: '100vh' }) }}
    >
      <Typography component="h1" variant="h4">
        Ocorreu um erro no processamento
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mt: 1, mb: 3, maxWidth: 560, mx: 'auto' }}>
        {MSG.internal}
      </Typography>
      {/* A plain link: after a router error the app state is not trusted, so reload from /home. */}
      <Button variant="contained" href={paths.home.getHref()}>
        Voltar para home
      </Button>
    </Box>
  );
}
