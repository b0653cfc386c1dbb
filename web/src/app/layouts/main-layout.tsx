import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { MenuBar } from '@/components/layout/menu-bar';
import { SidebarSlotProvider } from '@/components/layout/sidebar-slot';
import { TopBar } from '@/components/layout/top-bar';
import { ViewBanner } from '@/components/layout/view-banner';
import { MuiProvider } from '@/components/theme/mui-provider';
import { PageLoader } from '@/components/ui/page-loader';
import { SIDEBAR_WIDTH } from '@/config/app';
import { DesempenhoPanel, DesempenhoResumoCompacto } from '@/features/desempenho-medico/components/desempenho-panel';
import { SecretariaPanel } from '@/features/selecionar-medico/components/secretaria-panel';
import { menuFor } from '@/lib/menus';
import { useSession } from '@/lib/auth/use-session';
import { lazyNamed } from '@/lib/lazy-named';
import { DataProvider } from '../data-provider';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

// The phone's menu drawer loads when first opened: a closed drawer draws nothing, and most visits never open it.
const MenuDrawer = lazyNamed(() => import('@/components/layout/menu-drawer'), 'MenuDrawer');

/**
 * Top bar, menu, the admin-doctor banner, a 300 px sidebar, the content and the footer (spec section 2).
 * Sidebar: the secretary panel for a secretary, the performance panel in doctor view, nothing otherwise
 * (an administrator not in doctor view gets the full width).
 * Below md (phones): the menu is a drawer behind the top bar's menu button, and the sidebar is a
 * compact summary that each page's header places after its title and main action.
 */
export function MainLayout() {
  return (
    <MuiProvider baseline>
      <DataProvider>
        <Shell />
      </DataProvider>
    </MuiProvider>
  );
}

function Shell() {
  const { view, viewedMedico, claims } = useSession();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const items = menuFor(view);

  // On a phone the drawer's code comes once the page is idle, so that the first tap opens it at once.
  useEffect(() => {
    if (!phone) return;
    if (typeof window.requestIdleCallback !== 'function') return void MenuDrawer.preload();
    const id = window.requestIdleCallback(MenuDrawer.preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, [phone]);

  let sidebar = null;
  let summary = null;
  if (view === 'secretaria') {
    sidebar = <SecretariaPanel medico={viewedMedico} />;
    summary = <SecretariaPanel medico={viewedMedico} compact />;
  } else if (view === 'medico') {
    sidebar = <DesempenhoPanel medico={viewedMedico} />;
    summary = <DesempenhoResumoCompacto medico={viewedMedico} />;
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopBar
        menu={
          items.length > 0
            ? {
                open: menuOpen,
                onOpen: () => {
                  setMenuUsed(true);
                  setMenuOpen(true);
                },
                onIntent: MenuDrawer.preload,
              }
            : undefined
        }
      />
      <MenuBar items={items} />
      {phone && menuUsed && (
        <Suspense fallback={null}>
          <MenuDrawer items={items} open={menuOpen} onClose={() => setMenuOpen(false)} userName={claims?.name} />
        </Suspense>
      )}
      <ViewBanner />
      <Box
        sx={{
          flex: 1,
          // On a phone the footer starts below the fold: content that arrives later moves it unseen
          // (no layout shift), where it would otherwise jump from the screen's bottom.
          minHeight: { xs: '100vh', md: 0 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-start' },
          gap: 3,
          p: { xs: 2, md: 3 },
        }}
      >
        {sidebar && !phone && (
          <Box component="aside" aria-label="Painel lateral" data-testid="sidebar" sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}>
            {sidebar}
          </Box>
        )}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
          <SidebarSlotProvider summary={phone ? summary : null}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </SidebarSlotProvider>
        </Box>
      </Box>
      <Footer />
    </Box>
  );
}
