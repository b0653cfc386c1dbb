import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { CategoriaItem, FormaItem } from '@emc/shared/participacao';
import { useEffect, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ComContador, erroDeLimite, semMaxLength } from '@/components/ui/contador-caracteres';
import { todayIso } from '@/lib/format';
import { HORAS_AMBIGUAS, horasParaTexto, lerHoras } from '@/lib/horas';
import type { EditarFormInput } from './participacao-form-schema';

export interface ParticipacaoCamposProps {
  categorias: readonly CategoriaItem[] | undefined;
  formas: readonly FormaItem[] | undefined;
  disabled?: boolean;
  /** Prefix for the inputs' ids, so two forms on a page never clash. */
  idPrefix: string;
}

type Campo = keyof EditarFormInput;

const EMPTY_DATE_MSG: Partial<Record<Campo, string>> = { dataInicio: 'Informe a data de início.', dataFim: 'Informe a data de término.' };

type CampoProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: Campo;
  idPrefix: string;
  helper?: string;
};

/** What every field of the form shares: its id, its form binding, and its message (or helper) under it. */
function ligacao(idPrefix: string, field: { name: string; ref: (el: unknown) => void }, message: string | undefined, helper: string | undefined) {
  return { id: `${idPrefix}-${field.name}`, name: field.name, inputRef: field.ref, error: !!message, helperText: message ?? helper, fullWidth: true };
}

/**
 * One controlled field: the value always shows (also after a catalogue pick fills it, which an
 * uncontrolled MUI input would not notice), with the form's message under it.
 */
function Campo({ name, idPrefix, helper, children, slotProps: slots, ...props }: CampoProps) {
  const { control, getFieldState, trigger } = useFormContext<EditarFormInput>();
  const { field, fieldState } = useController({ control, name });
  // A text's maxLength is a counter near it and an error past it, never a paste cut silently.
  const { slotProps, max } = semMaxLength(slots);
  const raw = field.value as unknown;
  const empty = raw === '' || raw === null || raw === undefined || (typeof raw === 'number' && Number.isNaN(raw));
  const texto = typeof raw === 'string' ? raw : '';
  let message = fieldState.error?.message ?? (max === undefined ? undefined : erroDeLimite(texto, max));
  // An empty (or half-typed) date has no value: ask for the date rather than for a format.
  if (message && empty && EMPTY_DATE_MSG[name]) message = EMPTY_DATE_MSG[name];
  const ligado = ligacao(idPrefix, field, message, helper);

  return (
    <TextField
      {...props}
      {...ligado}
      slotProps={slotProps}
      helperText={max === undefined ? ligado.helperText : <ComContador texto={ligado.helperText} valor={texto} max={max} />}
      value={empty ? '' : (raw as string | number)}
      onChange={(event) => {
        field.onChange(event.target.value);
        // The hours must fit the period: a new date judges hours already typed again.
        if ((name === 'dataInicio' || name === 'dataFim') && (getFieldState('cargaHoraria').isTouched || getFieldState('cargaHoraria').invalid)) void trigger('cargaHoraria');
      }}
      onBlur={field.onBlur}
    >
      {children}
    </TextField>
  );
}

/**
 * Hours typed as a Brazilian writes them ("1,5" or "1.5"), shown with a comma. A text input, not
 * type="number": Chromium's number input dropped the comma and saved "1,5" as 15. What cannot be
 * read without guessing ("1.000") leaves the value empty and says why.
 */
function HorasCampo({ name, idPrefix, helper, ...props }: CampoProps) {
  const { control } = useFormContext<EditarFormInput>();
  const { field, fieldState } = useController({ control, name });
  const valor = field.value as number;
  const [texto, setTexto] = useState(() => horasParaTexto(valor));
  const lido = lerHoras(texto);

  // A value set from outside (a catalogue pick, a reset) replaces what was typed.
  useEffect(() => {
    const atual = lerHoras(texto);
    const doTexto = atual.ok ? atual.horas : Number.NaN;
    if (Object.is(doTexto, valor)) return;
    if (Number.isFinite(valor)) setTexto(horasParaTexto(valor));
    else if (atual.ok) setTexto('');
    // Only the form's value drives this; the text follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valor]);

  let message = fieldState.error?.message;
  if (message && !lido.ok && !lido.vazio) message = HORAS_AMBIGUAS;

  return (
    <TextField
      {...props}
      {...ligacao(idPrefix, field, message, helper)}
      value={texto}
      onChange={(event) => {
        const novo = event.target.value;
        const r = lerHoras(novo);
        setTexto(novo);
        field.onChange(r.ok ? r.horas : Number.NaN);
      }}
      onBlur={() => {
        if (lido.ok) setTexto(horasParaTexto(lido.horas));
        field.onBlur();
      }}
    />
  );
}

/**
 * The participation's fields, shared by the new and the edit forms (inside a react-hook-form
 * FormProvider). Native selects and date inputs: keyboard- and screen-reader-friendly on every device.
 */
export function ParticipacaoCampos({ categorias, formas, disabled = false, idPrefix }: ParticipacaoCamposProps) {
  const hoje = todayIso();
  const common = { idPrefix, disabled };
  const select = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Campo {...common} name="titulo" label="Título" required sx={{ gridColumn: '1 / -1' }} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Campo {...common} {...select} name="idCategoria" label="Categoria" required helper={categorias ? undefined : 'Carregando categorias…'}>
        <option value="">Selecione</option>
        {categorias?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.nome}
          </option>
        ))}
      </Campo>
      <Campo
        {...common}
        {...select}
        name="idForma"
        label="Forma de participação"
        required
        helper={formas ? undefined : 'Carregando formas de participação…'}
      >
        <option value="">Selecione</option>
        {formas?.map((f) => (
          <option key={f.id} value={f.id}>
            {f.nome}
          </option>
        ))}
      </Campo>
      <Campo
        {...common}
        name="instituicao"
        label="Instituição promotora"
        required
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Campo
        {...common}
        name="dataInicio"
        label="Data de início"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hoje } }}
      />
      <Campo
        {...common}
        name="dataFim"
        label="Data de término"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hoje } }}
      />
      <HorasCampo
        {...common}
        name="cargaHoraria"
        label="Carga horária (horas)"
        required
        helper="Em horas, em passos de meia hora (ex.: 1,5)."
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 7, autoComplete: 'off' } }}
      />
      <Campo
        {...common}
        name="descricao"
        label="Descrição"
        helper="Opcional."
        multiline
        minRows={3}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Box>
  );
}
