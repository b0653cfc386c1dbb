import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import SearchIcon from '@mui/icons-material/Search';
import { BUSCA_MAX } from '@emc/shared/catalogos';
import type { Paginated } from '@emc/shared/participacao';
import type { ReactNode } from 'react';
import { ComContador, erroDeLimite, textoDoContador } from '@/components/ui/contador-caracteres';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { useClampPage } from '@/lib/use-status-query';

export interface Coluna<T> {
  id: string;
  titulo: string;
  valor: (row: T) => ReactNode;
  /** Right-aligned (numbers). */
  numerico?: boolean;
}

/** What a list's swr hook answers. */
export interface ListaResultado<T> {
  data?: Paginated<T>;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

export interface ListaAdminProps<T> {
  /** Names the table for screen readers: 'Áreas'. */
  rotulo: string;
  colunas: readonly Coluna<T>[];
  getId: (row: T) => string;
  /** Each card's heading on a phone. */
  tituloDoCartao: (row: T) => string;
  acoes?: (row: T) => ReactNode;
  lista: ListaResultado<T>;
  page: number;
  setPage: (page: number) => void;
  /** The search in effect, for the empty message. */
  filter: string;
  /** The message of an empty list without a search: 'Nenhuma área cadastrada.'. */
  vazio: string;
}

/** The search field of a back-office list: past BUSCA_MAX it keeps the text and says so (useListaQuery does not search it). */
export function BuscaCampo({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const longa = erroDeLimite(value, BUSCA_MAX);
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      fullWidth
      error={!!longa}
      // No helper line at all while far from the limit, so the list does not move down.
      helperText={textoDoContador(value.length, BUSCA_MAX) ? <ComContador texto={longa} valor={value} max={BUSCA_MAX} /> : undefined}
      sx={{ maxWidth: { sm: 420 }, mb: 2 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function Carregando({ rotulo }: { rotulo: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={`Carregando ${rotulo.toLowerCase()}`} sx={{ display: 'grid', gap: 1 }}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={48} />
      ))}
    </Box>
  );
}

/**
 * A back-office list: a table on a computer, cards on a phone (nothing scrolls sideways), the
 * loading, empty and error states, and the pagination control. A page past the last moves to the last.
 */
export function ListaAdmin<T>({ rotulo, colunas, getId, tituloDoCartao, acoes, lista, page, setPage, filter, vazio }: ListaAdminProps<T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  useClampPage(page, lista.data?.totalPages, setPage);

  if (lista.error) return <LoadError error={lista.error} onRetry={() => void lista.mutate()} title={`Não foi possível carregar: ${rotulo.toLowerCase()}.`} />;
  if (!lista.data) return <Carregando rotulo={rotulo} />;
  const rows = lista.data.responseList;
  if (rows.length === 0) return <EmptyState>{filter ? `Nenhum resultado para “${filter}”.` : vazio}</EmptyState>;

  const corpo = phone ? (
    <Box component="ul" aria-label={rotulo} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <li key={getId(row)}>
          <Card component="article" aria-label={tituloDoCartao(row)}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {tituloDoCartao(row)}
              </Typography>
              <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                {colunas.slice(1).map((c) => (
                  <Box key={c.id} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                      {c.titulo}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {c.valor(row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {acoes && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>{acoes(row)}</Box>}
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  ) : (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={rotulo}>
        <TableHead>
          <TableRow>
            {colunas.map((c) => (
              <TableCell key={c.id} align={c.numerico ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {c.titulo}
              </TableCell>
            ))}
            {acoes && (
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                Ações
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getId(row)} hover>
              {colunas.map((c, i) => (
                // The first column is the row's name: a long word in it wraps, so the table keeps to its box.
                <TableCell key={c.id} align={c.numerico ? 'right' : 'left'} sx={i === 0 ? { overflowWrap: 'anywhere', minWidth: 160 } : undefined}>
                  {c.valor(row)}
                </TableCell>
              ))}
              {acoes && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {acoes(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  return (
    <>
      {/* A bar, not a faded list, while another page or search loads: faded text fails contrast. */}
      {lista.isLoading ? <LinearProgress aria-label={`Atualizando ${rotulo.toLowerCase()}`} sx={{ height: 3, mb: '-3px' }} /> : <Box sx={{ height: 3, mb: '-3px' }} />}
      <Box aria-busy={lista.isLoading}>{corpo}</Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {lista.data.totalItems === 1 ? '1 registro' : `${lista.data.totalItems} registros`}
      </Typography>
      {/* Named by its list: a screen with two lists (the credit table's rows and cycles) has two of these landmarks. */}
      <Pagination page={lista.data.page || page} totalPages={lista.data.totalPages} onChange={setPage} label={`Paginação: ${rotulo}`} />
    </>
  );
}
