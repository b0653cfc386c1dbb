import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/feedback/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { ApiError, errorMessages } from '@/lib/api-client';
import { routeKey } from '@/lib/use-route';
import { useRouteMutation } from '@/lib/use-route-mutation';

/** 'Excluir', with a confirmation; once deleted, back to the participations. */
export function ExcluirParticipacao({ id }: { id: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const detail = routeKey('participacao.getById', { params: { id } });
  // On success the page leaves (reading the deleted participation again would only get a 404); a
  // refusal because it changed meanwhile (409) or is already gone (404) reloads it instead.
  const { trigger, isMutating } = useRouteMutation('participacao.delete', {
    key: detail,
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) void mutate(detail);
    },
  });
  const [confirmar, setConfirmar] = useState(false);

  const excluir = async () => {
    try {
      await trigger({ params: { id } });
    } catch (e) {
      setConfirmar(false);
      toast.error('Erro', errorMessages(e).join(' '));
      return;
    }
    toast.success('Sucesso', 'Participação excluída.');
    void navigate(paths.participacaoMedico.home.getHref(), { replace: true });
  };

  return (
    <>
      <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => setConfirmar(true)} disabled={isMutating}>
        Excluir
      </Button>
      <ConfirmDialog
        open={confirmar}
        message="Deseja excluir esta participação e os seus comprovantes? Esta ação não pode ser desfeita."
        onConfirm={() => void excluir()}
        onCancel={() => setConfirmar(false)}
        busy={isMutating}
      />
    </>
  );
}
