import Typography from '@mui/material/Typography';
import { MIN_BUSCA_ATIVIDADE, type AtividadeItem } from '@emc/shared/participacao';
import { useState } from 'react';
import { BuscaAutocomplete } from '@/components/ui/busca-autocomplete';
import { formatDate, formatHoras } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRoute } from '@/lib/use-route';

export interface AtividadeBuscaProps {
  onPick: (atividade: AtividadeItem) => void;
  disabled?: boolean;
  id: string;
}

/**
 * Searches the hospital's activity catalogue (from 3 letters, debounced); picking one fills the
 * form. Free text is allowed: the doctor may also fill the fields by hand.
 */
export function AtividadeBusca({ onPick, disabled = false, id }: AtividadeBuscaProps) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 300);
  const { data, isLoading, error } = useRoute('atividade.getByName', term.length >= MIN_BUSCA_ATIVIDADE ? { params: { name: term } } : null, { keepPreviousData: true });
  const options = term.length >= MIN_BUSCA_ATIVIDADE ? (data ?? []) : [];
  const searching = isLoading && term.length >= MIN_BUSCA_ATIVIDADE;

  const noOptionsText =
    input.trim().length < MIN_BUSCA_ATIVIDADE
      ? `Digite ao menos ${MIN_BUSCA_ATIVIDADE} letras para buscar.`
      : error
        ? 'Não foi possível buscar as atividades.'
        : 'Nenhuma atividade encontrada. Preencha os campos abaixo.';

  return (
    <BuscaAutocomplete<AtividadeItem>
      id={id}
      label="Buscar atividade do catálogo"
      helperText="Digite ao menos 3 letras e escolha uma atividade para preencher o formulário, ou preencha os campos à mão."
      disabled={disabled}
      options={options}
      loading={searching}
      loadingLabel="Buscando atividades"
      noOptionsText={noOptionsText}
      inputValue={input}
      onInputChange={setInput}
      onChange={(value) => {
        if (value && typeof value !== 'string') onPick(value);
      }}
      getOptionLabel={(option) => option.nome}
      renderOption={(option) => (
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {option.nome}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {[option.categoria, option.forma, option.instituicao].filter(Boolean).join(' · ')}
          </Typography>
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {formatDate(option.dataInicio)} a {formatDate(option.dataFim)} · {formatHoras(option.cargaHoraria)}
          </Typography>
        </>
      )}
    />
  );
}
