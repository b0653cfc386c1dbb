import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { HistoricoParticipacao } from '@emc/shared/participacao';
import { useState } from 'react';
import { InfoItem } from '@/components/ui/info-item';
import { formatNumber } from '@/lib/format';
import { valorNome } from '@/lib/valor';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';

export interface HistoricoTableProps {
  items: readonly HistoricoParticipacao[];
  onVerDetalhes: (id: string) => void;
  caption: string;
}

type MenuState = { anchor: HTMLElement; id: string } | null;

/** The row's 'Ações' button, described by the row's title. */
function AcoesButton({ id, menu, onOpen }: { id: string; menu: MenuState; onOpen: (anchor: HTMLElement) => void }) {
  return (
    <IconButton
      aria-label="Ações"
      aria-describedby={`historico-row-${id}`}
      aria-haspopup="menu"
      aria-expanded={menu?.id === id ? 'true' : undefined}
      aria-controls={menu?.id === id ? 'historico-row-menu' : undefined}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <MoreVert />
    </IconButton>
  );
}

/**
 * A cycle's approved participations, each with a row menu ('Ações' → 'Ver detalhes').
 * A table from the md breakpoint up; below it (phones), one card per participation.
 */
export function HistoricoTable({ items, onVerDetalhes, caption }: HistoricoTableProps) {
  const [menu, setMenu] = useState<MenuState>(null);
  const cards = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  return (
    <>
      {cards ? (
        <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {items.map((row) => (
            <li key={row.id}>
              <Card component="article" aria-labelledby={`historico-row-${row.id}`} variant="outlined">
                <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                    <Typography
                      id={`historico-row-${row.id}`}
                      component="h3"
                      variant="subtitle1"
                      sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {row.titulo}
                    </Typography>
                    <Box sx={{ mt: -1, mr: -1 }}>
                      <AcoesButton id={row.id} menu={menu} onOpen={(anchor) => setMenu({ anchor, id: row.id })} />
                    </Box>
                  </Box>
                  <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                    {row.categoria} · {row.participacao}
                  </Typography>
                  <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}>
                    <InfoItem label="Créditos">{formatNumber(row.credito)}</InfoItem>
                    <InfoItem label="Valor">{valorNome(row.valor)}</InfoItem>
                  </Box>
                </CardContent>
              </Card>
            </li>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={caption}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Categoria
                </TableCell>
                <TableCell component="th" scope="col">
                  Título
                </TableCell>
                <TableCell component="th" scope="col">
                  Participação
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Créditos
                </TableCell>
                <TableCell component="th" scope="col">
                  Valor
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  <span style={VISUALLY_HIDDEN}>Ações</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>{row.categoria}</TableCell>
                  <TableCell id={`historico-row-${row.id}`} sx={{ fontWeight: 500 }}>
                    {row.titulo}
                  </TableCell>
                  <TableCell>{row.participacao}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(row.credito)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{valorNome(row.valor)}</TableCell>
                  <TableCell align="right" padding="checkbox">
                    <AcoesButton id={row.id} menu={menu} onOpen={(anchor) => setMenu({ anchor, id: row.id })} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Menu id="historico-row-menu" anchorEl={menu?.anchor ?? null} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            const id = menu?.id;
            setMenu(null);
            if (id) onVerDetalhes(id);
          }}
        >
          Ver detalhes
        </MenuItem>
      </Menu>
    </>
  );
}
