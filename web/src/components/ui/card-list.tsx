import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A list of cards (ul/li), one per item. */
export function CardList<T>({ items, getKey, children }: { items: readonly T[]; getKey: (item: T) => string; children: (item: T) => ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <li key={getKey(item)}>{children(item)}</li>
      ))}
    </Box>
  );
}

/** Three placeholder cards while a list loads. */
export function CardListSkeleton({ label = 'Carregando participações', height = 112 }: { label?: string; height?: number }) {
  return (
    <Box aria-busy="true" aria-label={label} role="status" sx={{ display: 'grid', gap: 1.5 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

/**
 * A card whose title (an h2) links to `href`; the link covers the whole card (::after), so a click
 * anywhere opens it. `badges` sit beside the title; `children` follow.
 */
export function LinkedCard({ titleId, title, href, badges, children }: { titleId: string; title: string; href: string; badges?: ReactNode; children: ReactNode }) {
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        position: 'relative',
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={href}
              color="inherit"
              underline="hover"
              sx={{ overflowWrap: 'anywhere', '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
            >
              {title}
            </Link>
          </Typography>
          {badges}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
