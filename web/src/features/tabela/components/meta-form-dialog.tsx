import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { cicloUpdateBody, type CicloUpdate } from '@emc/shared/catalogos';
import type { ResponseOf } from '@emc/shared/routes';
import type { Ciclo } from '@emc/shared/participacao';
import type { PreviaMeta } from '@emc/shared/tarefas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { DecimalCampo } from '@/components/admin/decimal-campo';
import { FormDialog } from '@/components/admin/form-dialog';
import { apiRequest } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useEnviar } from '@/lib/use-enviar';

export type CicloAlterado = ResponseOf<'tabela.cicloUpdate'>;

/** "12 médicos passam a atingir a meta" / "deixam de atingir" / "Nenhum médico muda de situação". */
export function frasePrevia(p: PreviaMeta): string {
  if (p.mudam === 0) return 'Nenhum médico muda de situação.';
  const quem = p.mudam === 1 ? '1 médico' : `${formatNumber(p.mudam)} médicos`;
  const verbo = p.meta < p.metaAtual ? (p.mudam === 1 ? 'passa a atingir' : 'passam a atingir') : p.mudam === 1 ? 'deixa de atingir' : 'deixam de atingir';
  return `${quem} ${verbo} a meta.`;
}

/**
 * 'Alterar meta do ciclo 19 (2026)': the credits each doctor must reach in that cycle. 'Continuar'
 * asks first (issue 28): how many doctors' status the new goal changes, and, for a closed cycle, that
 * it is closed; 'Confirmar alteração' saves, and the answer's recount job is handed to `onSaved`.
 */
export function MetaFormDialog({ ciclo, onClose, onSaved }: { ciclo: Ciclo; onClose: () => void; onSaved: (ciclo: CicloAlterado) => void }) {
  const [erros, setErros] = useState<string[]>([]);
  const [previa, setPrevia] = useState<PreviaMeta | null>(null);
  const salvar = useEnviar();
  const { handleSubmit, formState, setError, control } = useForm<CicloUpdate>({
    resolver: zodResolver(cicloUpdateBody),
    mode: 'onChange',
    defaultValues: { ciclo: ciclo.ciclo, meta: ciclo.meta },
  });
  const titulo = `ciclo ${ciclo.ciclo} (${ciclo.ano})`;

  const continuar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      setPrevia(await apiRequest('tabela.cicloPrevia', { query: { ciclo: String(dados.ciclo), meta: String(dados.meta) } }));
    } catch (error) {
      setErros(aplicarErros(error, ['meta'], setError));
    }
  });

  const confirmar = handleSubmit(async (dados) => {
    setErros([]);
    try {
      onSaved(await salvar('tabela.cicloUpdate', { body: { ciclo: dados.ciclo, meta: dados.meta } }));
    } catch (error) {
      setPrevia(null);
      setErros(aplicarErros(error, ['meta'], setError));
    }
  });

  if (previa) {
    return (
      <FormDialog open title={`Confirmar a nova meta do ${titulo}`} onSubmit={confirmar} onClose={onClose} submitting={formState.isSubmitting} erros={erros} submitLabel="Confirmar alteração" maxWidth="xs">
        {previa.encerrado && (
          <Alert severity="warning">O {titulo} está encerrado: a nova meta muda quem o concluiu com a meta atingida.</Alert>
        )}
        <Typography>
          A meta passa de {formatNumber(previa.metaAtual)} para {formatNumber(previa.meta)} créditos. {frasePrevia(previa)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A recontagem começa ao confirmar; o andamento aparece nesta página.
        </Typography>
      </FormDialog>
    );
  }

  return (
    <FormDialog open title={`Alterar meta do ${titulo}`} onSubmit={continuar} onClose={onClose} submitting={formState.isSubmitting} alterado={formState.isDirty} erros={erros} submitLabel="Continuar" maxWidth="xs">
      {!ciclo.aberto && <Alert severity="info">Este ciclo está encerrado.</Alert>}
      <DecimalCampo
        control={control}
        name="meta"
        label="Meta (créditos)"
        required
        autoFocus
        ajuda="Os créditos aprovados que cada médico deve somar no ciclo. Antes de salvar, você vê quantos médicos mudam de situação."
      />
    </FormDialog>
  );
}
