import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Pages around the current one (spec section 9: "a window of about 5 pages"). */
export const PAGINATION_WINDOW = 5;

export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/**
 * The items to show for `page` of `totalPages` (pages start at 1): a window of 5 pages around the
 * current one, always the first and the last page, and an ellipsis wherever two or more pages are
 * skipped.
 * e.g. (10, 20) → 1 … 8 9 10 11 12 … 20.
 */
export function paginationItems(page: number, totalPages: number, windowSize: number = PAGINATION_WINDOW): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = clampPage(page, total);
  const size = Math.min(Math.max(1, windowSize), total);
  let start = Math.max(1, current - Math.floor(size / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);

  const items: PageItem[] = [];
  if (start > 1) {
    items.push({ type: 'page', page: 1 });
    // An ellipsis never stands for a single page: that page is shown instead.
    if (start === 3) items.push({ type: 'page', page: 2 });
    else if (start > 3) items.push({ type: 'ellipsis', key: 'start' });
  }
  for (let p = start; p <= end; p++) items.push({ type: 'page', page: p });
  if (end < total) {
    if (end === total - 2) items.push({ type: 'page', page: total - 1 });
    else if (end < total - 2) items.push({ type: 'ellipsis', key: 'end' });
    items.push({ type: 'page', page: total });
  }
  return items;
}

/** Clamps to 1..totalPages (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  const total = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(total, Math.max(1, Math.floor(page)));
}

/** A page change is accepted only for a whole page between 1 and totalPages, other than the current. */
export function acceptsPage(target: number, current: number, totalPages: number): boolean {
  return Number.isInteger(target) && target >= 1 && target <= totalPages && target !== current;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the nav; defaults to 'Paginação'. */
  label?: string;
  disabled?: boolean;
}

/** 'Anterior', the page window with the first and last pages and ellipses, and 'Próximo'. */
export function Pagination({ page, totalPages, onChange, label = 'Paginação', disabled = false }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = clampPage(page, totalPages);
  const go = (target: number) => {
    if (!disabled && acceptsPage(target, current, totalPages)) onChange(target);
  };

  return (
    <Box component="nav" aria-label={label} sx={{ mt: 2 }}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
      >
        <li>
          <Button size="small" onClick={() => go(current - 1)} disabled={disabled || current <= 1}>
            Anterior
          </Button>
        </li>
        {paginationItems(current, totalPages).map((item) =>
          item.type === 'ellipsis' ? (
            <Box component="li" key={`ellipsis-${item.key}`} aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
              <Typography component="span">…</Typography>
            </Box>
          ) : (
            <li key={item.page}>
              <Button
                size="small"
                variant={item.page === current ? 'contained' : 'text'}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={`Página ${item.page}`}
                onClick={() => go(item.page)}
                disabled={disabled && item.page !== current}
                sx={{ minWidth: 40 }}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button size="small" onClick={() => go(current + 1)} disabled={disabled || current >= totalPages}>
            Próximo
          </Button>
        </li>
      </Box>
    </Box>
  );
}
