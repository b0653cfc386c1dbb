import Send from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTATO_MSG, contatoBody, type ContatoBody } from '@emc/shared/comunicacao';
import { useRef, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { aplicarErros } from '@/components/admin/aplicar-erros';
import { useAvisoAoSair } from '@/components/feedback/aviso-ao-sair';
import { useErrorDialog } from '@/components/feedback/error-dialog';
import { useToast } from '@/components/feedback/toast';
import { useEnviar } from '@/lib/use-enviar';
import { ContatoCampo, type CampoContato } from './contato-campo';

const CAMPOS: readonly CampoContato[] = ['assunto', 'mensagem'];
const VAZIO: ContatoBody = { assunto: '', mensagem: '' };
export const ASSUNTO_MAX = 150;
export const MENSAGEM_MAX = 5000;

/**
 * Contato (spec sections 5 and 8): assunto and mensagem, checked by the server's own schema as they
 * are typed; 'Este campo é obrigatório.' shows once a field is touched or changed, and a submit marks
 * every field touched and changed and sends nothing while one is invalid. Success: the toast
 * 'Sucesso' and an empty form. Any failure: the spec's 'Erro' toast (with success severity, as the
 * spec says) and the error dialog, and what was typed stays; a 400's messages go on their fields,
 * other messages (a 429's limit) stay above the form.
 */
export function ContatoForm() {
  const toast = useToast();
  const errorDialog = useErrorDialog();
  const [erros, setErros] = useState<string[]>([]);
  const [doServidor, setDoServidor] = useState<Partial<Record<CampoContato, { valor: string; mensagem: string }>>>({});
  const enviando = useRef(false);
  const send = useEnviar();
  const form = useForm<ContatoBody>({ resolver: zodResolver(contatoBody), mode: 'all', defaultValues: VAZIO });
  const { control, handleSubmit, formState, getValues, setValue, setFocus, reset } = form;
  const { aviso } = useAvisoAoSair(formState.isDirty);

  const marcarTodos = () => {
    for (const campo of CAMPOS) setValue(campo, getValues(campo), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };

  const enviar = handleSubmit(async (dados) => {
    if (enviando.current) return;
    enviando.current = true;
    setErros([]);
    setDoServidor({});
    const enviados = getValues();
    try {
      // E-mailed to the program's mailbox, then stored.
      await send('comunicacao.contato', { body: dados });
      reset(VAZIO);
      toast.success(CONTATO_MSG.sucessoTitulo, CONTATO_MSG.sucesso);
    } catch (error) {
      // A 400's field messages are kept beside the values they refused (not as the form's own errors,
      // which the next blur's validation would clear), and the first such field gets the focus.
      const porCampo: typeof doServidor = {};
      const anotar = ((nome: CampoContato, erro: { message?: string }) => {
        porCampo[nome] = { valor: enviados[nome], mensagem: erro.message ?? '' };
      }) as UseFormSetError<ContatoBody>;
      const resto = aplicarErros(error, CAMPOS, anotar);
      setDoServidor(porCampo);
      const primeiro = CAMPOS.find((campo) => porCampo[campo]);
      if (primeiro) setFocus(primeiro);
      // What belongs to no field (a 429's limit, a 503's text) stays above the form after the toast goes.
      setErros(resto);
      // Spec section 8: the failure toast is shown with success severity, and the error dialog also appears.
      toast.show('success', CONTATO_MSG.falhaTitulo, CONTATO_MSG.falha);
      errorDialog.show(resto.length ? resto : undefined);
    } finally {
      enviando.current = false;
    }
  }, marcarTodos);

  // While it is sent the fields are read-only (still focusable, so a 400 can focus its field) and the button waits.
  const ocupado = formState.isSubmitting;
  return (
    <Box component="form" noValidate aria-label="Enviar mensagem à coordenação" onSubmit={(event) => void enviar(event)} aria-busy={ocupado}>
      <Stack spacing={2.5}>
        {erros.length > 0 && (
          <Alert severity="error" role="alert">
            {erros.join(' ')}
          </Alert>
        )}
        <ContatoCampo control={control} name="assunto" doServidor={doServidor.assunto} label="Assunto" required slotProps={{ htmlInput: { maxLength: ASSUNTO_MAX, readOnly: ocupado } }} />
        <ContatoCampo
          control={control}
          name="mensagem"
          doServidor={doServidor.mensagem}
          label="Mensagem"
          required
          multiline
          minRows={6}
          maxRows={16}
          ajuda={`Até ${MENSAGEM_MAX.toLocaleString('pt-BR')} caracteres.`}
          slotProps={{ htmlInput: { maxLength: MENSAGEM_MAX, readOnly: ocupado } }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={ocupado}
            startIcon={ocupado ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Send aria-hidden />}
            sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}
          >
            {ocupado ? 'Enviando...' : 'Enviar'}
          </Button>
        </Box>
      </Stack>
      {aviso}
    </Box>
  );
}
