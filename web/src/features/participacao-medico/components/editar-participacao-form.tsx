import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { CategoriaItem, CriarParticipacao, FormaItem, ParticipacaoDetalhe } from '@emc/shared/participacao';
import { STATUS } from '@emc/shared/status';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useAvisoAoSair } from '@/components/feedback/aviso-ao-sair';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { useToast } from '@/components/feedback/toast';
import { ApiError, errorMessages } from '@/lib/api-client';
import { REFERENCE_DATA, routeKey, useRoute } from '@/lib/use-route';
import { useRouteMutation } from '@/lib/use-route-mutation';
import { ParticipacaoCampos } from './participacao-campos';
import { CAMPOS_DO_FORMULARIO, camposDaParticipacao, corpoDosCampos, editarFormSchema, type EditarFormInput } from './participacao-form-schema';

export interface EditarParticipacaoFormProps {
  participacao: ParticipacaoDetalhe;
  categorias: readonly CategoriaItem[];
  formas: readonly FormaItem[];
  /** After the participation was saved (the page already shows the answer). */
  onSaved: () => void;
  onCancel: () => void;
  /** Reloads the participation (after a 409). */
  onReload: () => void;
}

/** The same fields as the new form, prefilled; saving sends the `versao` that was read. */
export function EditarParticipacaoForm({ participacao, categorias, formas, onSaved, onCancel, onReload }: EditarParticipacaoFormProps) {
  const toast = useToast();
  // The answer replaces the cached participation (no reload); the manifest's reads of it refresh.
  const { trigger } = useRouteMutation('participacao.update', { key: routeKey('participacao.getById', { params: { id: participacao.id } }), populateCache: true });
  const ciclos = useRoute('participacao.ciclos', {}, REFERENCE_DATA);
  const ciclosRef = useRef(ciclos.data);
  ciclosRef.current = ciclos.data;
  const schema = useMemo(() => editarFormSchema(undefined, () => ciclosRef.current), []);
  const methods = useForm<EditarFormInput, unknown, CriarParticipacao>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: camposDaParticipacao(participacao),
  });
  const [conflito, setConflito] = useState<string | null>(null);
  const { handleSubmit, formState, setError } = methods;
  const { aviso, liberar } = useAvisoAoSair(formState.isDirty);

  const submit = async (values: CriarParticipacao) => {
    setConflito(null);
    try {
      await trigger({ body: { ...corpoDosCampos(values), id: participacao.id, versao: participacao.versao } });
      liberar();
      onSaved();
    } catch (error) {
      // A 400's field messages go under their fields; only the rest (a 409, a failure) is a toast.
      const resto = aplicarErros(error, CAMPOS_DO_FORMULARIO, setError);
      if (resto.length) toast.error('Erro', resto.join(' '));
      if (error instanceof ApiError && error.status === 409) setConflito(errorMessages(error).join(' '));
    }
  };

  return (
    <FormProvider {...methods}>
      <form noValidate aria-label="Editar participação" onSubmit={(event) => void handleSubmit(submit)(event)}>
        {participacao.status === STATUS.EM_AJUSTE && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Ao salvar, a participação volta para a situação Pendente e segue para nova análise.
          </Alert>
        )}
        {conflito && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onReload}>
                Recarregar
              </Button>
            }
          >
            {conflito}
          </Alert>
        )}
        <ParticipacaoCampos idPrefix="editar" categorias={categorias} formas={formas} disabled={formState.isSubmitting} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting}
            startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            Salvar alterações
          </Button>
        </Box>
      </form>
      {aviso}
    </FormProvider>
  );
}
