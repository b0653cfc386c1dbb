import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { TopBar } from '@/components/layout/top-bar';
import { MuiProvider } from '@/components/theme/mui-provider';
import { PageLoader } from '@/components/ui/page-loader';
import { DataProvider } from '../data-provider';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The top bar only (selecionar-medico). */
export function TopBarLayout() {
  return (
    <MuiProvider baseline>
      <DataProvider>
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          <SkipLink />
          <TopBar />
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </DataProvider>
    </MuiProvider>
  );
}
