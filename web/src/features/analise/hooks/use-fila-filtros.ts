import type { StatusCode } from '@emc/shared/status';
import { STORAGE } from '@emc/shared/storage-keys';
import { useCallback, useState } from 'react';

/** The review queue's filters: the doctor's name or CRM (or a title), a category id and a cycle ('' is none). */
export interface FilaFiltros {
  texto: string;
  categoria: string;
  ciclo: string;
}

/** The filters as the API reads them (`participacoes-quantidade`): an empty one is not sent. */
export const quantidadesInput = ({ texto, categoria, ciclo }: FilaFiltros) => ({ query: { texto: texto || undefined, categoria: categoria || undefined, ciclo: ciclo || undefined } });

/** One page of a status's queue (`participacoes-administrador`), with the filters: what the page reads and app/preload-data.ts starts. */
export const filaInput = (status: StatusCode, page: number, filtros: FilaFiltros) => ({ query: { status: String(status), page: String(page), ...quantidadesInput(filtros).query } });

const KEYS: Record<keyof FilaFiltros, string> = { texto: STORAGE.filtroNome, categoria: STORAGE.filtroCategoria, ciclo: STORAGE.filtroCiclo };

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: the filter holds for this visit only.
  }
}

/**
 * The filters saved in browser storage (decisions.md, "Lists and pagination"): they survive a
 * reload and a logout, since they are preferences, not identity (clearSession keeps them).
 */
export function filtrosSalvos(): FilaFiltros {
  return { texto: read(KEYS.texto), categoria: read(KEYS.categoria), ciclo: read(KEYS.ciclo) };
}

/** The queue's filters, read from browser storage once and written back on every change. */
export function useFilaFiltros() {
  const [filtros, setFiltros] = useState<FilaFiltros>(filtrosSalvos);
  const setFiltro = useCallback((campo: keyof FilaFiltros, value: string) => {
    write(KEYS[campo], value);
    setFiltros((current) => (current[campo] === value ? current : { ...current, [campo]: value }));
  }, []);
  return { filtros, setFiltro };
}
