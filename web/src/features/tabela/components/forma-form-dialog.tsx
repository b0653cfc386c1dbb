import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { criarFormaBody, type CriarForma, type FormaAdmin } from '@emc/shared/catalogos';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { FormDialog } from '@/components/admin/form-dialog';
import { salvarForma } from '../api/salvar-forma';
import type { DialogoProps } from '@/components/admin/catalogo-admin';

/** 'Nova forma de participação' or 'Editar forma de participação': the name, checked as typed. */
export function FormaFormDialog({ row, onClose, onSaved }: DialogoProps<FormaAdmin>) {
  const [chave] = useState(() => crypto.randomUUID());
  const [erros, setErros] = useState<string[]>([]);
  const { register, handleSubmit, formState, setError } = useForm<CriarForma>({
    resolver: zodResolver(criarFormaBody),
    mode: 'onChange',
    defaultValues: { nome: row?.nome ?? '' },
  });

  const enviar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      onSaved(await salvarForma({ id: row?.id, nome: dados.nome }, chave));
    } catch (error) {
      setErros(aplicarErros(error, ['nome'], setError));
    }
  });

  return (
    <FormDialog
      open
      title={row ? 'Editar forma de participação' : 'Nova forma de participação'}
      onSubmit={enviar}
      onClose={onClose}
      submitting={formState.isSubmitting}
      erros={erros}
      maxWidth="xs"
    >
      <TextField
        label="Nome da forma de participação"
        required
        autoFocus
        fullWidth
        {...register('nome')}
        error={!!formState.errors.nome}
        helperText={formState.errors.nome?.message ?? 'Por exemplo: Ouvinte, Palestrante, Moderador.'}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}
