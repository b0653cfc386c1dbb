import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { MedicoPerfil } from '@emc/shared/medico';
import { useId, useRef } from 'react';
import type { KeyedMutator } from 'swr';
import { useToast } from '@/components/feedback/toast';
import { errorMessages } from '@/lib/api-client';
import { useEnviar } from '@/lib/use-enviar';

export const LEMBRETES_LABEL = 'Receber lembretes de prazo por e-mail';
export const LEMBRETES_AJUDA = 'Em 1º de outubro, 1º de novembro e 1º de dezembro, um e-mail com o total de créditos e a meta, enquanto a meta do ciclo não for atingida.';
export const LEMBRETES_LIGADOS = 'Os lembretes de prazo serão enviados por e-mail.';
export const LEMBRETES_DESLIGADOS = 'Os lembretes de prazo não serão mais enviados por e-mail.';
export const LEMBRETES_FALHA = 'Não foi possível salvar a preferência de lembretes.';

/**
 * The deadline reminders' opt-out (decisions.md "Reminders"): shows the new choice at once, saves it,
 * confirms with a toast, and goes back to the saved choice with an error toast when the call fails.
 */
export function LembretesSwitch({ perfil, mutate }: { perfil: MedicoPerfil; mutate: KeyedMutator<MedicoPerfil> }) {
  const toast = useToast();
  const enviar = useEnviar();
  const ajudaId = useId();
  // One change at a time; the switch stays focusable meanwhile (a disabled one would drop the keyboard's focus).
  const salvando = useRef(false);

  const alterar = async (receber: boolean) => {
    if (salvando.current) return;
    salvando.current = true;
    try {
      await mutate(
        async (atual) => {
          const salvo = await enviar('comunicacao.lembretesPreferencia', { body: { idMedico: perfil.id, receber } });
          return { ...(atual ?? perfil), receberLembretes: salvo.receberLembretes };
        },
        { optimisticData: (atual) => ({ ...(atual ?? perfil), receberLembretes: receber }), rollbackOnError: true, revalidate: false },
      );
      toast.success('Sucesso', receber ? LEMBRETES_LIGADOS : LEMBRETES_DESLIGADOS);
    } catch (error) {
      toast.error('Erro', [LEMBRETES_FALHA, ...errorMessages(error)].join(' '));
    } finally {
      salvando.current = false;
    }
  };

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={perfil.receberLembretes}
            onChange={(_, checked) => void alterar(checked)}
            slotProps={{ input: { 'aria-describedby': ajudaId } }}
          />
        }
        label={LEMBRETES_LABEL}
      />
      <FormHelperText id={ajudaId} sx={{ mt: 0, ml: 0 }}>
        {LEMBRETES_AJUDA}
      </FormHelperText>
    </div>
  );
}
