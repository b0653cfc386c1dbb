import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { MenuBar } from '@/components/layout/menu-bar';
import { TopBar } from '@/components/layout/top-bar';
import { ViewBanner } from '@/components/layout/view-banner';
import { MuiProvider } from '@/components/theme/mui-provider';
import { PageLoader } from '@/components/ui/page-loader';
import { SIDEBAR_WIDTH } from '@/config/app';
import { DesempenhoPanel } from '@/features/desempenho-medico/components/desempenho-panel';
import { SecretariaPanel } from '@/features/selecionar-medico/components/secretaria-panel';
import { menuFor } from '@/lib/menus';
import { useSession } from '@/lib/auth/use-session';
import { DataProvider } from '../data-provider';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Top bar, menu, the admin-doctor banner, a 300 px sidebar, the content and the footer (spec section 2).
 * Sidebar: the secretary panel for a secretary, the performance panel in doctor view, nothing otherwise
 * (an administrator not in doctor view gets the full width).
 */
export function MainLayout() {
  const { view, viewedMedico } = useSession();
  const sidebar =
    view === 'secretaria' ? (
      <SecretariaPanel medico={viewedMedico} />
    ) : view === 'medico' ? (
      <DesempenhoPanel medico={viewedMedico} />
    ) : null;

  return (
    <MuiProvider baseline>
      <DataProvider>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          <SkipLink />
          <TopBar />
          <MenuBar items={menuFor(view)} />
          <ViewBanner />
          <Box
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { md: 'flex-start' },
              gap: 3,
              p: { xs: 2, md: 3 },
            }}
          >
            {sidebar && (
              <Box
                component="aside"
                aria-label="Painel lateral"
                data-testid="sidebar"
                sx={{ width: { xs: '100%', md: SIDEBAR_WIDTH }, flexShrink: 0 }}
              >
                {sidebar}
              </Box>
            )}
            <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </Box>
          </Box>
          <Footer />
        </Box>
      </DataProvider>
    </MuiProvider>
  );
}
