import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ClassificacaoItem } from '@emc/shared/analise';
import { ATIVIDADE_LOCAL_MAX, ATIVIDADE_NOME_MAX, type AtividadeAdmin, type CriarAtividade } from '@emc/shared/catalogos';
import { INSTITUICAO_MAX } from '@emc/shared/campos';
import { useEffect, useState } from 'react';
import { useController, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { CampoTexto } from '@/components/admin/campo-texto';
import { FormDialog } from '@/components/admin/form-dialog';
import { formatNumber } from '@/lib/format';
import { HORAS_AMBIGUAS, horasParaTexto, lerHoras } from '@/lib/horas';
import { REFERENCE_DATA, useRoute } from '@/lib/use-route';
import { useEnviar } from '@/lib/use-enviar';
import { atividadeFormSchema, corpoDaAtividade, valoresIniciais, type AtividadeFormInput } from './atividade-form-schema';

const CAMPOS: readonly FieldPath<AtividadeFormInput>[] = [
  'nome',
  'idCategoria',
  'idForma',
  'idClassificacao',
  'instituicao',
  'local',
  'dataInicio',
  'dataFim',
  'cargaHoraria',
];

/** What an empty (or half-typed) date asks for, instead of the format. */
const DATA_VAZIA: Partial<Record<FieldPath<AtividadeFormInput>, string>> = {
  dataInicio: 'Informe a data de início.',
  dataFim: 'Informe a data de término.',
};

/** "Congresso nacional — 0,5 ponto por hora, até 20 por ciclo". */
export function rotuloClassificacao(c: ClassificacaoItem): string {
  const pontos = `${formatNumber(c.pontos)} ${c.pontos < 2 ? 'ponto' : 'pontos'} por ${c.unidade}`;
  return `${c.descricao} — ${pontos}${c.tetoCiclo ? `, até ${formatNumber(c.tetoCiclo)} por ciclo` : ''}`;
}

/** A text field bound to the form: its value always shows, with the field's message (or a helper) under it. */
function useCampo(control: Control<AtividadeFormInput>, name: FieldPath<AtividadeFormInput>, helper?: string, deps?: FieldPath<AtividadeFormInput>[]) {
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  const value = (field.value ?? '') as string;
  let message = fieldState.error?.message;
  if (message && value === '' && DATA_VAZIA[name]) message = DATA_VAZIA[name];
  return {
    id: `atividade-${name}`,
    name,
    value,
    onChange: (event: { target: { value: string } }) => field.onChange(event.target.value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: !!message,
    helperText: message ?? helper,
    fullWidth: true,
  } satisfies TextFieldProps;
}

const SELECT = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;
const DATA = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

export interface AtividadeFormDialogProps {
  atividade: AtividadeAdmin | null;
  onClose: () => void;
  onSaved: (atividade: AtividadeAdmin) => void;
}

/**
 * 'Nova atividade' or 'Editar atividade': every field checked as it is typed (the end date against
 * the start as either changes), the suggested credit-table row chosen among the active ones of the
 * chosen category and form, and the server's 400 messages beside their fields.
 */
export function AtividadeFormDialog({ atividade, onClose, onSaved }: AtividadeFormDialogProps) {
  const [chave] = useState(() => crypto.randomUUID());
  const salvar = useEnviar();
  const [erros, setErros] = useState<string[]>([]);
  const form = useForm<AtividadeFormInput, unknown, CriarAtividade>({
    resolver: zodResolver(atividadeFormSchema),
    mode: 'onChange',
    defaultValues: valoresIniciais(atividade),
  });
  const { control, handleSubmit, formState, setError, setValue, getValues, trigger } = form;
  const categorias = useRoute('tabela.categorias', {}, REFERENCE_DATA);
  const formas = useRoute('tabela.formas', {}, REFERENCE_DATA);
  const [idCategoria = '', idForma = ''] = useWatch({ control, name: ['idCategoria', 'idForma'] });
  // The active credit-table rows of that category and form; nothing is asked until both are chosen.
  const classificacoes = useRoute('tabela.classificacoes', idCategoria !== '' && idForma !== '' ? { query: { idCategoria, idForma } } : null, REFERENCE_DATA);

  // The activity's own suggestion whose row was since deactivated (the server refuses to keep it): cleared, and said why.
  const original = atividade?.idClassificacao && idCategoria === atividade.idCategoria && idForma === atividade.idForma ? atividade.idClassificacao : undefined;
  const originalInativa = !!original && !!classificacoes.data && !classificacoes.data.some((c) => c.id === original);

  // A category or form whose active rows do not include the chosen one clears it.
  useEffect(() => {
    const atual = getValues('idClassificacao');
    if (!atual) return;
    const pronto = idCategoria !== '' && idForma !== '';
    if (!pronto || (classificacoes.data && !classificacoes.data.some((c) => c.id === atual))) setValue('idClassificacao', '', { shouldValidate: true });
  }, [classificacoes.data, idCategoria, idForma, getValues, setValue]);

  const horas = useController({ control, name: 'cargaHoraria' });
  const [horasTexto, setHorasTexto] = useState(() => horasParaTexto(atividade?.cargaHoraria));
  const horasLidas = lerHoras(horasTexto);
  let horasErro = horas.fieldState.error?.message;
  if (horasErro && !horasLidas.ok && !horasLidas.vazio) horasErro = HORAS_AMBIGUAS;

  const categoria = useCampo(control, 'idCategoria', categorias.data ? undefined : 'Carregando categorias…');
  const forma = useCampo(control, 'idForma', formas.data ? undefined : 'Carregando formas de participação…');
  const classificacaoAjuda = !idCategoria || !idForma
    ? 'Escolha a categoria e a forma para ver as classificações.'
    : !classificacoes.data
      ? 'Carregando classificações…'
      : classificacoes.data.length === 0
        ? 'Nenhuma classificação ativa para esta categoria e forma.'
        : originalInativa
          ? `A classificação sugerida “${atividade?.classificacao ?? ''}” foi desativada na tabela de créditos: escolha outra ou deixe sem.`
          : 'Opcional. A importação de presença dá aos participantes os créditos desta linha.';
  const classificacao = useCampo(control, 'idClassificacao', classificacaoAjuda);
  // The hours must fit the period: a new date judges hours already typed again.
  const comHoras = (campo: ReturnType<typeof useCampo>) => ({
    ...campo,
    onChange: (event: { target: { value: string } }) => {
      campo.onChange(event);
      if (horas.fieldState.isTouched || horas.fieldState.invalid) void trigger('cargaHoraria');
    },
  });
  const inicio = comHoras(useCampo(control, 'dataInicio', undefined, ['dataFim']));
  const fim = comHoras(useCampo(control, 'dataFim'));

  const enviar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      const campos = corpoDaAtividade(dados);
      onSaved(atividade ? await salvar('atividade.update', { body: { id: atividade.id, ...campos } }) : await salvar('atividade.create', { body: campos, idempotencyKey: chave }));
    } catch (error) {
      setErros(aplicarErros(error, CAMPOS, setError));
    }
  });

  return (
    <FormDialog
      open
      title={atividade ? 'Editar atividade' : 'Nova atividade'}
      onSubmit={enviar}
      onClose={onClose}
      submitting={formState.isSubmitting}
      alterado={formState.isDirty}
      erros={erros}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <CampoTexto control={control} idPrefix="atividade" name="nome" label="Nome da atividade" required autoFocus sx={{ gridColumn: '1 / -1' }} slotProps={{ htmlInput: { maxLength: ATIVIDADE_NOME_MAX } }} />
        <TextField {...categoria} {...SELECT} label="Categoria" required>
          <option value="">Selecione</option>
          {categorias.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nome}
            </option>
          ))}
        </TextField>
        <TextField {...forma} {...SELECT} label="Forma de participação" required>
          <option value="">Selecione</option>
          {formas.data?.map((f) => (
            <option key={f.id} value={f.id}>
              {f.nome}
            </option>
          ))}
        </TextField>
        <TextField
          {...classificacao}
          {...SELECT}
          label="Classificação sugerida"
          disabled={!classificacoes.data}
          sx={{ gridColumn: '1 / -1' }}
          // The helper says why the field is disabled: it keeps the readable colour.
          slotProps={{ ...SELECT.slotProps, formHelperText: { disabled: false } }}
        >
          <option value="">Nenhuma</option>
          {classificacoes.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {rotuloClassificacao(c)}
            </option>
          ))}
        </TextField>
        <CampoTexto control={control} idPrefix="atividade" name="instituicao" label="Instituição promotora" required slotProps={{ htmlInput: { maxLength: INSTITUICAO_MAX } }} />
        <CampoTexto control={control} idPrefix="atividade" name="local" label="Local" ajuda="Opcional." slotProps={{ htmlInput: { maxLength: ATIVIDADE_LOCAL_MAX } }} />
        <TextField {...inicio} {...DATA} label="Data de início" required />
        <TextField {...fim} {...DATA} label="Data de término" required />
        <TextField
          id="atividade-cargaHoraria"
          name="cargaHoraria"
          label="Carga horária (horas)"
          required
          fullWidth
          value={horasTexto}
          inputRef={horas.field.ref}
          error={!!horasErro}
          helperText={horasErro ?? 'Em horas, em passos de meia hora (ex.: 1,5).'}
          onChange={(event) => {
            const lido = lerHoras(event.target.value);
            setHorasTexto(event.target.value);
            horas.field.onChange(lido.ok ? lido.horas : Number.NaN);
          }}
          onBlur={() => {
            if (horasLidas.ok) setHorasTexto(horasParaTexto(horasLidas.horas));
            horas.field.onBlur();
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 7, autoComplete: 'off' } }}
        />
      </Box>
    </FormDialog>
  );
}
