import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MIN_BUSCA_MEDICO, type MedicoBusca } from '@emc/shared/analise';
import type { MedicoSecretaria } from '@emc/shared/schemas';
import { useState } from 'react';
import { ChipsRemoviveis } from '@/components/admin/chips-removiveis';
import { BuscaAutocomplete } from '@/components/ui/busca-autocomplete';
import { MedicoOpcao } from '@/components/ui/medico-opcao';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRoute } from '@/lib/use-route';

export const rotuloMedico = (m: MedicoSecretaria) => `${m.nome} · CRM ${m.crm}`;

export interface MedicosPickerProps {
  id: string;
  medicos: readonly MedicoSecretaria[];
  onChange: (medicos: MedicoSecretaria[]) => void;
  disabled?: boolean;
}

/**
 * The secretary's doctors: searched by name or CRM (from 3 characters), each pick added as a chip;
 * the field empties after a pick, ready for the next. A chip goes with its ✕, or Delete/Backspace on it.
 */
export function MedicosPicker({ id, medicos, onChange, disabled = false }: MedicosPickerProps) {
  const [input, setInput] = useState('');
  const termo = useDebouncedValue(input.trim(), 350);
  const { data, isLoading, error } = useRoute('medico.byNameCrm', termo.length >= MIN_BUSCA_MEDICO ? { params: { text: termo } } : null, { keepPreviousData: true });
  const escolhidos = new Set(medicos.map((m) => m.id));
  const options = termo.length >= MIN_BUSCA_MEDICO ? (data ?? []).filter((m) => !escolhidos.has(m.id)) : [];

  // The field takes free text, so an empty list shows no popup: the line under the field says why.
  const buscado = termo.length >= MIN_BUSCA_MEDICO && input.trim() === termo && !isLoading;
  const situacao = !buscado
    ? undefined
    : error
      ? 'Não foi possível buscar os médicos.'
      : data && data.length === 0
        ? 'Nenhum médico encontrado.'
        : data && options.length === 0
          ? 'Os médicos encontrados já estão vinculados.'
          : undefined;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <BuscaAutocomplete<MedicoBusca>
        id={id}
        label="Vincular médico"
        placeholder="Nome ou CRM"
        helperText={situacao ?? 'Digite ao menos 3 letras do nome, ou o CRM, e escolha o médico.'}
        disabled={disabled}
        options={options}
        loading={isLoading && termo.length >= MIN_BUSCA_MEDICO}
        loadingLabel="Buscando médicos"
        noOptionsText={situacao ?? `Digite ao menos ${MIN_BUSCA_MEDICO} caracteres para buscar.`}
        inputValue={input}
        onInputChange={setInput}
        value={null}
        onChange={(option) => {
          if (!option || typeof option === 'string') return;
          if (!escolhidos.has(option.id)) onChange([...medicos, { id: option.id, nome: option.nome, crm: option.crm }]);
          setInput('');
        }}
        getOptionLabel={(option) => option.nome}
        renderOption={(option) => <MedicoOpcao nome={option.nome} crm={option.crm} />}
      />
      <Typography component="h3" variant="subtitle2" aria-live="polite">
        {medicos.length === 1 ? '1 médico vinculado' : `${medicos.length} médicos vinculados`}
      </Typography>
      <ChipsRemoviveis
        rotulo="Médicos vinculados"
        itens={medicos.map((m) => ({ id: m.id, label: rotuloMedico(m) }))}
        onRemove={(idMedico) => onChange(medicos.filter((m) => m.id !== idMedico))}
        vazio="Nenhum médico vinculado. Ela só vê os médicos vinculados a ela."
        focarAoEsvaziar={() => document.getElementById(id)?.focus()}
      />
    </Box>
  );
}
