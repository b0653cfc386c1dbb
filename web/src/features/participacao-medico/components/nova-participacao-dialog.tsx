import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AtividadeItem } from '@emc/shared/participacao';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useAvisoAoSair } from '@/components/feedback/aviso-ao-sair';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { useToast } from '@/components/feedback/toast';
import { useToastsAbove } from '@/components/feedback/toast-clearance';
import { paths } from '@/config/paths';
import { errorMessages } from '@/lib/api-client';
import { REFERENCE_DATA, useRoute } from '@/lib/use-route';
import { useRegistrarParticipacao, type ParticipacaoRegistrada } from '../api/create-participacao';
import type { UploadEstado } from '../api/upload-anexo';
import { AtividadeBusca } from './atividade-busca';
import { ComprovantesInput } from './comprovantes-input';
import { ParticipacaoCampos } from './participacao-campos';
import {
  CAMPOS_DO_FORMULARIO,
  camposDaAtividade,
  corpoDosCampos,
  EMPTY_CAMPOS,
  novaFormSchema,
  type EditarFormInput,
  type NovaFormInput,
  type NovaFormOutput,
} from './participacao-form-schema';

export interface NovaParticipacaoDialogProps {
  open: boolean;
  onClose: () => void;
  /** The doctor the participation is for. */
  idMedico: string;
  /** A secretary must name the doctor; a doctor creates for themselves. */
  enviarIdMedico: boolean;
  /** The logged user's idUsuario claim, sent with each attachment. */
  idUsuario: string;
}

const DEFAULTS: NovaFormInput = { ...EMPTY_CAMPOS, arquivos: [] };

export const CRIADA_TEXTO = 'A participação foi registrada, mas nem todos os comprovantes foram enviados. Envie-os de novo (ou troque o arquivo), ou abra a participação.';

function avisoFalhas(falhas: string[]): string {
  const um = falhas.length === 1;
  return `Não foi possível enviar ${um ? 'o comprovante' : 'os comprovantes'} ${falhas.join(', ')}. Tente enviar de novo ou troque o arquivo.`;
}

/**
 * 'Nova participação': the activity search, the fields and the certificates. Submitting creates the
 * participation, then uploads each file with its own progress bar, then opens the new participation.
 */
export function NovaParticipacaoDialog({ open, onClose, idMedico, enviarIdMedico, idUsuario }: NovaParticipacaoDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const navigate = useNavigate();
  const registro = useRegistrarParticipacao();
  const categorias = useRoute('tabela.categorias', {}, REFERENCE_DATA);
  const formas = useRoute('tabela.formas', {}, REFERENCE_DATA);
  const ciclos = useRoute('participacao.ciclos', {}, REFERENCE_DATA);
  const ciclosRef = useRef(ciclos.data);
  ciclosRef.current = ciclos.data;
  const schema = useMemo(() => novaFormSchema(undefined, () => ciclosRef.current), []);
  const methods = useForm<NovaFormInput, unknown, NovaFormOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: DEFAULTS,
  });
  const { handleSubmit, setValue, reset, control, setError } = methods;
  const { aviso, liberar } = useAvisoAoSair(open && methods.formState.isDirty);
  const arquivosField = useController({ control, name: 'arquivos' });
  const [uploads, setUploads] = useState<Record<string, UploadEstado>>({});
  // One key per form: a second submit of the same form (or a retry after a lost answer) creates nothing new.
  const [chave, setChave] = useState(() => crypto.randomUUID());
  const busy = registro.isMutating;
  const [actions, setActions] = useState<HTMLElement | null>(null);
  // The participation, once created, while some of its certificates are still to be sent.
  const [criada, setCriada] = useState<string | null>(null);
  useToastsAbove(actions);
  const enviando = Object.keys(uploads).length > 0;

  const limpar = () => {
    reset(DEFAULTS);
    setCriada(null);
    setUploads({});
    setChave(crypto.randomUUID());
  };

  const close = () => {
    if (busy) return;
    const aberta = criada;
    limpar();
    onClose();
    // A participation that exists is never left behind unseen: closing opens it.
    if (aberta) {
      liberar();
      void navigate(paths.participacaoMedico.editar.getHref(aberta));
    }
  };

  // The filled fields are validated at once (they are touched now), so messages of an earlier
  // submit go and a closed-cycle date shows its message; formState read here, outside render, was stale.
  const pick = (atividade: AtividadeItem) => {
    for (const [name, value] of Object.entries(camposDaAtividade(atividade))) {
      setValue(name as keyof EditarFormInput, value as never, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
  };

  const submit = async (values: NovaFormOutput) => {
    let registrada: ParticipacaoRegistrada;
    try {
      registrada = await registro.trigger({
        body: corpoDosCampos({ ...values, idMedico: enviarIdMedico ? idMedico : undefined }),
        idParticipacao: criada ?? undefined,
        idempotencyKey: chave,
        idUsuario,
        // After a failed upload, only what is not sent yet.
        arquivos: criada ? values.arquivos.filter((a) => uploads[a.key]?.fase !== 'enviado') : values.arquivos,
        onUpload: (key, estado) => setUploads((current) => ({ ...current, [key]: estado })),
      });
    } catch (error) {
      // A 400's field messages go under their fields (no toast over the certificates); the rest is a toast.
      const resto = aplicarErros(error, CAMPOS_DO_FORMULARIO, setError);
      if (resto.length) toast.error('Erro', resto.join(' '));
      return;
    }

    const { id, falhas } = registrada;
    if (falhas.length > 0) {
      // The participation exists; the dialog stays on it so the certificates can be sent again.
      setCriada(id);
      toast.warning('Participação registrada', avisoFalhas(falhas));
      return;
    }
    toast.success('Sucesso', 'Participação registrada.');
    limpar();
    onClose();
    liberar();
    void navigate(paths.participacaoMedico.editar.getHref(id));
  };

  const arquivos = arquivosField.field.value ?? [];

  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        fullScreen={fullScreen}
        maxWidth="md"
        fullWidth
        aria-labelledby="nova-participacao-title"
        slotProps={{ paper: { sx: fullScreen ? { borderRadius: 0 } : undefined } }}
      >
        <FormProvider {...methods}>
          <form noValidate aria-labelledby="nova-participacao-title" onSubmit={(event) => void handleSubmit(submit)(event)}>
            <DialogTitle id="nova-participacao-title">Nova participação</DialogTitle>
            <DialogContent dividers>
              {(categorias.error || formas.error) && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {errorMessages(categorias.error ?? formas.error).join(' ')}
                </Alert>
              )}
              {criada && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {CRIADA_TEXTO}
                </Alert>
              )}
              <Box sx={{ mb: 2 }}>
                <AtividadeBusca id="nova-atividade-busca" onPick={pick} disabled={busy || !!criada} />
              </Box>
              <Divider sx={{ mb: 2 }} />
              <ParticipacaoCampos idPrefix="nova" categorias={categorias.data} formas={formas.data} disabled={busy || !!criada} />
              <Divider sx={{ my: 2 }} />
              <ComprovantesInput
                arquivos={arquivos}
                onAdd={(novos) => arquivosField.field.onChange([...arquivos, ...novos])}
                onRemove={(key) => arquivosField.field.onChange(arquivos.filter((a) => a.key !== key))}
                error={arquivosField.fieldState.error?.message}
                uploads={enviando ? uploads : undefined}
                disabled={busy}
              />
            </DialogContent>
            <DialogActions ref={setActions} sx={{ px: 3, py: 2 }}>
              <Button onClick={close} disabled={busy}>
                {criada ? 'Abrir a participação' : 'Cancelar'}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              >
                {busy ? (criada || enviando ? 'Enviando comprovantes…' : 'Registrando…') : criada ? 'Enviar comprovantes' : 'Registrar participação'}
              </Button>
            </DialogActions>
          </form>
        </FormProvider>
      </Dialog>
      {aviso}
    </>
  );
}
