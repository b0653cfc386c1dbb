import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SidebarSlot } from '@/components/layout/sidebar-slot';

/**
 * The page's h1, with an optional line under it and the page's main action.
 * On phones the sidebar's compact summary follows it (SidebarSlot).
 */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: { sm: 'flex-end' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mb: 3 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography component="h1" variant="h4">
            {title}
          </Typography>
          {subtitle && (
            <Typography component="p" variant="subtitle1" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Box>
      <SidebarSlot />
    </>
  );
}
