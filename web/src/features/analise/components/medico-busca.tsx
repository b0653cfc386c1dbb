import { FILA_BUSCA_MAX, MAX_BUSCA_MEDICO, MIN_BUSCA_MEDICO, type MedicoBusca as Medico } from '@emc/shared/analise';
import { useEffect, useState } from 'react';
import { BuscaAutocomplete } from '@/components/ui/busca-autocomplete';
import { ComContador, erroDeLimite, textoDoContador } from '@/components/ui/contador-caracteres';
import { MedicoOpcao } from '@/components/ui/medico-opcao';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRoute } from '@/lib/use-route';

export interface MedicoBuscaProps {
  id: string;
  /** The text in use (from browser storage at first). */
  value: string;
  /** The chosen doctor's name, or the typed text once it stops changing. */
  onChange: (texto: string) => void;
}

/**
 * The queue's name filter: free text (a name, a CRM or a title), with the doctors whose name or CRM
 * matches suggested from 3 characters (debounced, like the activity search).
 */
export function MedicoBusca({ id, value, onChange }: MedicoBuscaProps) {
  const [input, setInput] = useState(value);
  const typed = useDebouncedValue(input.trim(), 400);
  const sugere = typed.length >= MIN_BUSCA_MEDICO && typed.length <= MAX_BUSCA_MEDICO;
  const { data, isLoading, error } = useRoute('medico.byNameCrm', sugere ? { params: { text: typed } } : null, { keepPreviousData: true });
  const options = sugere ? (data ?? []) : [];
  // Past the limit the text stays whole and says so; the queue keeps the last filter that fits.
  const longa = erroDeLimite(input.trim(), FILA_BUSCA_MAX);

  // The typed text filters the queue once it stops changing.
  useEffect(() => {
    if (typed !== value && typed.length <= FILA_BUSCA_MAX) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const noOptionsText =
    input.trim().length < MIN_BUSCA_MEDICO
      ? `Digite ao menos ${MIN_BUSCA_MEDICO} caracteres para buscar.`
      : error
        ? 'Não foi possível buscar os médicos.'
        : 'Nenhum médico encontrado.';

  return (
    <BuscaAutocomplete<Medico>
      id={id}
      label="Médico ou CRM"
      placeholder="Nome, CRM ou título"
      error={!!longa}
      helperText={textoDoContador(input.trim().length, FILA_BUSCA_MAX) ? <ComContador texto={longa} valor={input.trim()} max={FILA_BUSCA_MAX} /> : undefined}
      options={options}
      loading={isLoading && sugere}
      loadingLabel="Buscando médicos"
      noOptionsText={noOptionsText}
      inputValue={input}
      onInputChange={setInput}
      onChange={(option) => {
        const texto = (typeof option === 'string' ? option : (option?.nome ?? '')).trim();
        if (texto !== value) onChange(texto);
      }}
      getOptionLabel={(option) => option.nome}
      renderOption={(option) => <MedicoOpcao nome={option.nome} crm={option.crm} />}
    />
  );
}
