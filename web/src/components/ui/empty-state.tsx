import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A neutral "nothing here" panel. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', color: 'text.secondary' }}>
      <Typography component="p" variant="body1">
        {children}
      </Typography>
    </Paper>
  );
}
