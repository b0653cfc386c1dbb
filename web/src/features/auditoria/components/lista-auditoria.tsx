import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AUDITORIA_ACAO_ROTULO, AUDITORIA_ENTIDADE_ROTULO, type EntradaAuditoria } from '@emc/shared/auditoria';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { AlteracoesAuditoria } from './alteracoes-auditoria';

export const ROTULO_LISTA = 'Registros de auditoria';

function Quando({ e }: { e: EntradaAuditoria }) {
  return (
    <Box component="time" dateTime={e.em} sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(e.em)}
    </Box>
  );
}

function Usuario({ e }: { e: EntradaAuditoria }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
      <span>{e.usuario.nome}</span>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {e.usuario.email}
      </Typography>
    </Box>
  );
}

function Entidade({ e }: { e: EntradaAuditoria }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>
      <span>{AUDITORIA_ENTIDADE_ROTULO[e.entidade] ?? e.entidade}</span>
      {e.descricao && (
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {e.descricao}
        </Typography>
      )}
    </Box>
  );
}

const acao = (e: EntradaAuditoria) => AUDITORIA_ACAO_ROTULO[e.acao] ?? e.acao;

const COLUNAS: readonly { id: string; titulo: string; valor: (e: EntradaAuditoria) => ReactNode }[] = [
  { id: 'em', titulo: 'Data e hora', valor: (e) => <Quando e={e} /> },
  { id: 'usuario', titulo: 'Usuário', valor: (e) => <Usuario e={e} /> },
  { id: 'acao', titulo: 'Ação', valor: acao },
  { id: 'entidade', titulo: 'Entidade', valor: (e) => <Entidade e={e} /> },
  { id: 'alteracoes', titulo: 'Alterações', valor: (e) => <AlteracoesAuditoria alteracoes={e.alteracoes} /> },
];

/** Room for an e-mail on one line, and the widest share for the changes. */
const LARGURA: Record<string, object | undefined> = { usuario: { minWidth: 200 }, entidade: { minWidth: 180 }, alteracoes: { minWidth: 260, width: '40%' } };

/** A card's heading: "Alteração · Área: Cardiologia". */
const tituloDoCartao = (e: EntradaAuditoria) => `${acao(e)} · ${AUDITORIA_ENTIDADE_ROTULO[e.entidade] ?? e.entidade}${e.descricao ? `: ${e.descricao}` : ''}`;

/** The entries: a table on a computer, one card each on a phone (nothing scrolls sideways). */
export function ListaAuditoria({ itens }: { itens: readonly EntradaAuditoria[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));

  if (phone) {
    return (
      <Box component="ul" aria-label={ROTULO_LISTA} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {itens.map((e) => (
          <li key={e.id}>
            <Card component="article" aria-label={tituloDoCartao(e)}>
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {tituloDoCartao(e)}
                </Typography>
                <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}>
                  {[COLUNAS[0]!, COLUNAS[1]!, COLUNAS[4]!].map((c) => (
                    <Box key={c.id} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                        {c.titulo}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {c.valor(e)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={ROTULO_LISTA}>
        <TableHead>
          <TableRow>
            {COLUNAS.map((c) => (
              <TableCell key={c.id} sx={{ fontWeight: 600 }}>
                {c.titulo}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {itens.map((e) => (
            <TableRow key={e.id} sx={{ verticalAlign: 'top' }}>
              {COLUNAS.map((c) => (
                <TableCell key={c.id} sx={LARGURA[c.id]}>
                  {c.valor(e)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
