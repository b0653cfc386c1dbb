import { zodResolver } from '@hookform/resolvers/zod';
import { cicloUpdateBody, type CicloUpdate } from '@emc/shared/catalogos';
import type { Ciclo } from '@emc/shared/participacao';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { DecimalCampo } from '@/components/admin/decimal-campo';
import { FormDialog } from '@/components/admin/form-dialog';
import { useEnviar } from '@/lib/use-enviar';

/** 'Alterar meta do ciclo 19 (2026)': the credits each doctor must reach in that cycle. */
export function MetaFormDialog({ ciclo, onClose, onSaved }: { ciclo: Ciclo; onClose: () => void; onSaved: (ciclo: Ciclo) => void }) {
  const [erros, setErros] = useState<string[]>([]);
  const salvar = useEnviar();
  const { handleSubmit, formState, setError, control } = useForm<CicloUpdate>({
    resolver: zodResolver(cicloUpdateBody),
    mode: 'onChange',
    defaultValues: { ciclo: ciclo.ciclo, meta: ciclo.meta },
  });

  const enviar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      onSaved(await salvar('tabela.cicloUpdate', { body: { ciclo: dados.ciclo, meta: dados.meta } }));
    } catch (error) {
      setErros(aplicarErros(error, ['meta'], setError));
    }
  });

  return (
    <FormDialog open title={`Alterar meta do ciclo ${ciclo.ciclo} (${ciclo.ano})`} onSubmit={enviar} onClose={onClose} submitting={formState.isSubmitting} erros={erros} maxWidth="xs">
      <DecimalCampo
        control={control}
        name="meta"
        label="Meta (créditos)"
        required
        autoFocus
        ajuda="Os créditos aprovados que cada médico deve somar no ciclo. Quem já atingiu a meta é recontado na hora."
      />
    </FormDialog>
  );
}
