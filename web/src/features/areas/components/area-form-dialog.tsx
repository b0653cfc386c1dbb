import { zodResolver } from '@hookform/resolvers/zod';
import { criarAreaBody, type AreaAdmin, type CriarArea } from '@emc/shared/catalogos';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { CampoTexto } from '@/components/admin/campo-texto';
import type { DialogoProps } from '@/components/admin/catalogo-admin';
import { FormDialog } from '@/components/admin/form-dialog';
import { useEnviar } from '@/lib/use-enviar';

/** 'Nova área' or 'Editar área': the name, checked as it is typed; a duplicate's 409 shows above it. */
export function AreaFormDialog({ row: area, onClose, onSaved }: DialogoProps<AreaAdmin>) {
  const [chave] = useState(() => crypto.randomUUID());
  const salvar = useEnviar();
  const [erros, setErros] = useState<string[]>([]);
  const form = useForm<CriarArea>({ resolver: zodResolver(criarAreaBody), mode: 'onChange', defaultValues: { nome: area?.nome ?? '' } });
  const { control, handleSubmit, formState, setError } = form;

  const enviar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      const { nome } = dados;
      onSaved(area ? await salvar('areas.update', { body: { id: area.id, nome } }) : await salvar('areas.create', { body: { nome }, idempotencyKey: chave }));
    } catch (error) {
      setErros(aplicarErros(error, ['nome'], setError));
    }
  });

  return (
    <FormDialog open title={area ? 'Editar área' : 'Nova área'} onSubmit={enviar} onClose={onClose} submitting={formState.isSubmitting} alterado={formState.isDirty} erros={erros} maxWidth="xs">
      <CampoTexto control={control} idPrefix="area" name="nome" label="Nome da área" required autoFocus slotProps={{ htmlInput: { maxLength: 100 } }} />
    </FormDialog>
  );
}
