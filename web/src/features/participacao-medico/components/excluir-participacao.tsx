import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { errorMessages } from '@/lib/api-client';
import { useDeleteParticipacao } from '../api/delete-participacao';

/** 'Excluir', with a confirmation; once deleted, back to the participations. */
export function ExcluirParticipacao({ id }: { id: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { trigger, isMutating } = useDeleteParticipacao(id);
  const [confirmar, setConfirmar] = useState(false);

  const excluir = async () => {
    try {
      await trigger();
    } catch (e) {
      setConfirmar(false);
      toast.error('Erro', errorMessages(e).join(' '));
      return;
    }
    toast.success('Sucesso', 'Participação excluída.');
    navigate(paths.participacaoMedico.home.getHref(), { replace: true });
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
