import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { criarCategoriaBody, type CategoriaAdmin, type CriarCategoria } from '@emc/shared/catalogos';
import { TIPOS_CATEGORIA, type TipoCategoria } from '@emc/shared/status';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { CampoTexto } from '@/components/admin/campo-texto';
import { FormDialog } from '@/components/admin/form-dialog';
import { useEnviar } from '@/lib/use-enviar';
import { TIPO_CATEGORIA_NOME } from '../utils/rotulos';
import type { DialogoProps } from '@/components/admin/catalogo-admin';

/** 'Nova categoria' or 'Editar categoria': the name and the tipo, checked as they change. */
export function CategoriaFormDialog({ row, onClose, onSaved }: DialogoProps<CategoriaAdmin>) {
  const [chave] = useState(() => crypto.randomUUID());
  const salvar = useEnviar();
  const [erros, setErros] = useState<string[]>([]);
  const { register, control, handleSubmit, formState, setError } = useForm<CriarCategoria>({
    resolver: zodResolver(criarCategoriaBody),
    mode: 'onChange',
    defaultValues: { nome: row?.nome ?? '', tipo: row?.tipo ?? ('' as TipoCategoria) },
  });
  const { errors } = formState;

  const enviar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      const { nome, tipo } = dados;
      onSaved(row ? await salvar('tabela.categoriaUpdate', { body: { id: row.id, nome, tipo } }) : await salvar('tabela.categoriaCreate', { body: { nome, tipo }, idempotencyKey: chave }));
    } catch (error) {
      setErros(aplicarErros(error, ['nome', 'tipo'], setError));
    }
  });

  return (
    <FormDialog open title={row ? 'Editar categoria' : 'Nova categoria'} onSubmit={enviar} onClose={onClose} submitting={formState.isSubmitting} alterado={formState.isDirty} erros={erros} maxWidth="xs">
      <CampoTexto control={control} idPrefix="categoria" name="nome" label="Nome da categoria" required autoFocus slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField
        select
        label="Tipo"
        required
        fullWidth
        {...register('tipo')}
        error={!!errors.tipo}
        helperText={errors.tipo?.message ?? 'Os créditos de Gestão e de Publicação aparecem à parte no resumo de cada médico.'}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Selecione</option>
        {TIPOS_CATEGORIA.map((t) => (
          <option key={t} value={t}>
            {TIPO_CATEGORIA_NOME[t]}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
