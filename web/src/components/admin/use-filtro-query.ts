import { useSearchParamsEmFila } from '@/lib/use-search-params-em-fila';

/**
 * One filter of a back-office list kept in the URL (?status=pendentes), beside useListaQuery's page:
 * choosing another value starts at page 1 and replaces the history entry; '' removes it.
 */
export function useFiltroQuery(nome: string): [string, (valor: string) => void] {
  const [params, setParams] = useSearchParamsEmFila();
  const definir = (valor: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (valor) copy.set(nome, valor);
        else copy.delete(nome);
        copy.delete('page');
        return copy;
      },
      { replace: true },
    );
  return [params.get(nome) ?? '', definir];
}
