import { AUDITORIA_ENTIDADES, type AuditoriaEntidade } from '@emc/shared/auditoria';
import { EMAIL_MAX } from '@emc/shared/schemas';
import { useEffect, useState } from 'react';
import { useSearchParamsEmFila } from '@/lib/use-search-params-em-fila';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** The screen's filters; an absent one does not narrow. */
export interface FiltrosAuditoria {
  entidade?: AuditoriaEntidade;
  /** The author's e-mail. */
  usuario?: string;
  /** Inclusive days, AAAA-MM-DD. */
  de?: string;
  ate?: string;
}

export type CampoFiltro = keyof FiltrosAuditoria;
export const CAMPOS_FILTRO: readonly CampoFiltro[] = ['entidade', 'usuario', 'de', 'ate'];

const lerEntidade = (valor: string | null): AuditoriaEntidade | undefined =>
  (AUDITORIA_ENTIDADES as readonly string[]).includes(valor ?? '') ? (valor as AuditoriaEntidade) : undefined;

/**
 * The audit screen's filters, kept in the URL (?entidade=area&usuario=…&de=…&ate=…) so a reload or
 * the back button returns to them. The e-mail is applied once typing pauses; the others at once.
 */
export function useFiltrosAuditoria() {
  const [params, setParams] = useSearchParamsEmFila();
  const filtros: FiltrosAuditoria = {
    entidade: lerEntidade(params.get('entidade')),
    usuario: params.get('usuario') || undefined,
    de: params.get('de') || undefined,
    ate: params.get('ate') || undefined,
  };

  const definir = (campo: CampoFiltro, valor: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (valor) copy.set(campo, valor);
        else copy.delete(campo);
        return copy;
      },
      { replace: true },
    );

  const [usuarioTexto, setUsuarioTexto] = useState(filtros.usuario ?? '');
  const usuarioDigitado = useDebouncedValue(usuarioTexto.trim(), 500);
  useEffect(() => {
    // Past the limit it is not applied: the field says why, and the list keeps the last e-mail.
    if (usuarioDigitado !== (filtros.usuario ?? '') && usuarioDigitado.length <= EMAIL_MAX) definir('usuario', usuarioDigitado);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled e-mail changes the URL
  }, [usuarioDigitado]);

  const algum = CAMPOS_FILTRO.some((c) => filtros[c] !== undefined) || usuarioTexto !== '';
  const limpar = () => {
    setUsuarioTexto('');
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const c of CAMPOS_FILTRO) copy.delete(c);
        return copy;
      },
      { replace: true },
    );
  };

  return { filtros, definir, usuarioTexto, setUsuarioTexto, algum, limpar };
}
