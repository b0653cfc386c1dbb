import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { REFERENCE_DATA, useRoute } from '@/lib/use-route';
import type { FilaFiltros } from '../hooks/use-fila-filtros';
import { MedicoBusca } from './medico-busca';

export interface FilaFiltrosBarProps {
  filtros: FilaFiltros;
  onChange: (campo: keyof FilaFiltros, value: string) => void;
}

/**
 * Name or CRM (with suggestions), category and cycle. Below md they fold behind 'Filtros', which
 * says how many are in use.
 */
export function FilaFiltrosBar({ filtros, onChange }: FilaFiltrosBarProps) {
  const id = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [aberto, setAberto] = useState(false);
  const categorias = useRoute('tabela.categorias', {}, REFERENCE_DATA);
  const ciclos = useRoute('participacao.ciclos', {}, REFERENCE_DATA);
  const ativos = [filtros.texto, filtros.categoria, filtros.ciclo].filter(Boolean).length;

  // A saved id that the list no longer has still shows (as itself) until the list loads.
  const categoriaValue = !filtros.categoria || categorias.data?.some((c) => c.id === filtros.categoria) ? filtros.categoria : '';
  const cicloValue = !filtros.ciclo || ciclos.data?.some((c) => String(c.ciclo) === filtros.ciclo) ? filtros.ciclo : '';

  const campos = (
    <Box
      role="group"
      aria-label="Filtros"
      id={`${id}-filtros`}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' }, mb: 2 }}
    >
      <MedicoBusca id={`${id}-texto`} value={filtros.texto} onChange={(texto) => onChange('texto', texto)} />
      <TextField select label="Categoria" value={categoriaValue} onChange={(e) => onChange('categoria', e.target.value)} id={`${id}-categoria`}>
        <MenuItem value="">Todas as categorias</MenuItem>
        {(categorias.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.nome}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Ciclo" value={cicloValue} onChange={(e) => onChange('ciclo', e.target.value)} id={`${id}-ciclo`}>
        <MenuItem value="">Todos os ciclos</MenuItem>
        {(ciclos.data ?? []).map((c) => (
          <MenuItem key={c.ciclo} value={String(c.ciclo)}>
            Ciclo {c.ciclo} ({c.ano})
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );

  if (!phone) return campos;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        aria-expanded={aberto}
        aria-controls={`${id}-filtros`}
        onClick={() => setAberto((a) => !a)}
        sx={{ mb: 2 }}
      >
        {ativos ? `Filtros (${ativos})` : 'Filtros'}
      </Button>
      <Collapse in={aberto} unmountOnExit>
        {campos}
      </Collapse>
    </>
  );
}
