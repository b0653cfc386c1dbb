import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { QuantidadeStatus } from '@emc/shared/participacao';
import { STATUS_CODES, STATUS_NOME, type StatusCode } from '@emc/shared/status';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';

/** The tab panel the tabs control. */
export const STATUS_PANEL_ID = 'status-panel';
export const statusTabId = (status: StatusCode) => `status-tab-${status}`;

export interface StatusTabsProps {
  status: StatusCode;
  /** The count per status; no chips until they load. */
  quantidades: readonly QuantidadeStatus[] | undefined;
  onChange: (status: StatusCode) => void;
  /** Names the tab list; defaults to 'Status das participações'. */
  label?: string;
}

/** A tab per status, each with its count in a chip (the doctor's, or the review queue's with its filters). */
export function StatusTabs({ status, quantidades, onChange, label = 'Status das participações' }: StatusTabsProps) {
  const countOf = (s: StatusCode) => quantidades?.find((q) => Number(q.status) === s)?.quantidade;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={status}
        onChange={(_, value: StatusCode) => onChange(value)}
        aria-label={label}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {STATUS_CODES.map((s) => {
          const count = countOf(s);
          return (
            <Tab
              key={s}
              value={s}
              id={statusTabId(s)}
              aria-controls={STATUS_PANEL_ID}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {STATUS_NOME[s]}
                  {count !== undefined && (
                    <Chip
                      component="span"
                      size="small"
                      label={
                        <>
                          {count}
                          <span style={VISUALLY_HIDDEN}> {count === 1 ? 'participação' : 'participações'}</span>
                        </>
                      }
                      color={s === status ? 'primary' : 'default'}
                      sx={{ height: 22, pointerEvents: 'none' }}
                    />
                  )}
                </Box>
              }
            />
          );
        })}
      </Tabs>
    </Box>
  );
}
