import { zodResolver } from '@hookform/resolvers/zod';
import { criarFormaBody, type CriarForma, type FormaAdmin } from '@emc/shared/catalogos';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { CampoTexto } from '@/components/admin/campo-texto';
import { FormDialog } from '@/components/admin/form-dialog';
import { useEnviar } from '@/lib/use-enviar';
import type { DialogoProps } from '@/components/admin/catalogo-admin';

/** 'Nova forma de participação' or 'Editar forma de participação': the name, checked as typed. */
export function FormaFormDialog({ row, onClose, onSaved }: DialogoProps<FormaAdmin>) {
  const [chave] = useState(() => crypto.randomUUID());
  const salvar = useEnviar();
  const [erros, setErros] = useState<string[]>([]);
  const { control, handleSubmit, formState, setError } = useForm<CriarForma>({
    resolver: zodResolver(criarFormaBody),
    mode: 'onChange',
    defaultValues: { nome: row?.nome ?? '' },
  });

  const enviar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      const { nome } = dados;
      onSaved(row ? await salvar('tabela.formaUpdate', { body: { id: row.id, nome } }) : await salvar('tabela.formaCreate', { body: { nome }, idempotencyKey: chave }));
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
      alterado={formState.isDirty}
      erros={erros}
      maxWidth="xs"
    >
      <CampoTexto control={control} idPrefix="forma" name="nome" label="Nome da forma de participação" required autoFocus ajuda="Por exemplo: Ouvinte, Palestrante, Moderador." slotProps={{ htmlInput: { maxLength: 100 } }} />
    </FormDialog>
  );
}
