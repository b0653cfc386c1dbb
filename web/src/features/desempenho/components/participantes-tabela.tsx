import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { cicloLabel } from '@emc/shared/ciclo';
import type { DesempenhoTotal } from '@emc/shared/relatorios';
import { formatNumber } from '@/lib/format';
import { linhasParticipantes, percentual } from './desempenho-numeros';

/**
 * Participants of the cycle (doctors with at least one participation), employees or not, and how
 * many reached the cycle's goal in approved credits (decisions.md "Counts and dashboards").
 */
export function ParticipantesTabela({ desempenho }: { desempenho: DesempenhoTotal }) {
  const linhas = linhasParticipantes(desempenho);
  return (
    <>
      <Table size="small" aria-label={`Participantes do ${cicloLabel(desempenho.cicloAtual)}`} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Médicos
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Participantes
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Atingiram a meta
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              % que atingiu
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((l) => {
            const total = l.grupo === 'Total';
            const sx = total ? { fontWeight: 700, borderBottom: 0 } : undefined;
            return (
              <TableRow key={l.grupo}>
                <TableCell component="th" scope="row" sx={sx}>
                  {l.grupo}
                </TableCell>
                <TableCell align="right" sx={sx}>
                  {formatNumber(l.participantes)}
                </TableCell>
                <TableCell align="right" sx={sx}>
                  {formatNumber(l.atingiram)}
                </TableCell>
                <TableCell align="right" sx={sx}>
                  {percentual(l.atingiram, l.participantes)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        Meta do {cicloLabel(desempenho.cicloAtual)}: {formatNumber(desempenho.meta)} créditos aprovados. Participante é o médico com ao menos uma participação
        no ciclo.
      </Typography>
    </>
  );
}
