import Box from '@mui/material/Box';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Below the md breakpoint the sidebar does not come first: the layout hands a compact summary to
 * this slot, and each page's header renders it after the title and the main action (issue 8).
 */
const SidebarSlotContext = createContext<ReactNode>(null);

export function SidebarSlotProvider({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return <SidebarSlotContext.Provider value={summary}>{children}</SidebarSlotContext.Provider>;
}

/** The compact sidebar summary, where the page puts it; nothing at desktop widths or without a sidebar. */
export function SidebarSlot() {
  const summary = useContext(SidebarSlotContext);
  if (!summary) return null;
  return (
    // Not an aside: inside main, a complementary landmark would not be top-level.
    <Box data-testid="sidebar-compacto" sx={{ mb: 3 }}>
      {summary}
    </Box>
  );
}
