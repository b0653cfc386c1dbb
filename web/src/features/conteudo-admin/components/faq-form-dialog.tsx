import { zodResolver } from '@hookform/resolvers/zod';
import { criarFaqBody, type CriarFaq, type FaqItem } from '@emc/shared/conteudo';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { CampoTexto } from '@/components/admin/campo-texto';
import type { DialogoProps } from '@/components/admin/catalogo-admin';
import { FormDialog } from '@/components/admin/form-dialog';
import { useEnviar } from '@/lib/use-enviar';
import { EditorCampo } from './editor-campo';

/** 'Nova pergunta' or 'Editar pergunta': the question and its answer as formatted text. */
export function FaqFormDialog({ row: item, onClose, onSaved }: DialogoProps<FaqItem>) {
  const [chave] = useState(() => crypto.randomUUID());
  const salvar = useEnviar();
  const [erros, setErros] = useState<string[]>([]);
  const form = useForm<CriarFaq>({
    resolver: zodResolver(criarFaqBody),
    mode: 'onChange',
    defaultValues: { titulo: item?.titulo ?? '', paragrafo: item?.paragrafo ?? '' },
  });
  const { control, handleSubmit, formState, setError } = form;

  const enviar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      const { titulo, paragrafo } = dados;
      onSaved(item ? await salvar('conteudo.faqUpdate', { body: { id: item.id, titulo, paragrafo } }) : await salvar('conteudo.faqCreate', { body: { titulo, paragrafo }, idempotencyKey: chave }));
    } catch (error) {
      setErros(aplicarErros(error, ['titulo', 'paragrafo'], setError));
    }
  });

  return (
    <FormDialog open title={item ? 'Editar pergunta' : 'Nova pergunta'} onSubmit={enviar} onClose={onClose} submitting={formState.isSubmitting} alterado={formState.isDirty} erros={erros} maxWidth="md">
      <CampoTexto control={control} name="titulo" idPrefix="faq" label="Pergunta" required autoFocus slotProps={{ htmlInput: { maxLength: 200 } }} />
      <EditorCampo control={control} name="paragrafo" label="Resposta" required />
    </FormDialog>
  );
}
