import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { HistoricoParticipacao } from '@emc/shared/participacao';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { valorNome } from '@/lib/valor';

export interface HistoricoTableProps {
  items: readonly HistoricoParticipacao[];
  onVerDetalhes: (id: string) => void;
  caption: string;
}

/** A cycle's approved participations, each with a row menu ('Ações' → 'Ver detalhes'). */
export function HistoricoTable({ items, onVerDetalhes, caption }: HistoricoTableProps) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; id: string } | null>(null);

  return (
    <>
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
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>Ações</span>
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
                  <IconButton
                    aria-label="Ações"
                    aria-describedby={`historico-row-${row.id}`}
                    aria-haspopup="menu"
                    aria-expanded={menu?.id === row.id ? 'true' : undefined}
                    aria-controls={menu?.id === row.id ? 'historico-row-menu' : undefined}
                    onClick={(event) => setMenu({ anchor: event.currentTarget, id: row.id })}
                  >
                    <MoreVert />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
