import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { SecretariaItem } from '@emc/shared/pessoas';
import { useState } from 'react';
import { AtivoChip } from '@/components/admin/ativo';
import { BuscaCampo, ListaAdmin, type Coluna } from '@/components/admin/lista-admin';
import { useListaQuery } from '@/components/admin/use-lista-query';
import { useToast } from '@/components/feedback/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessages } from '@/lib/api-client';
import { useRoute } from '@/lib/use-route';
import { useEnviar } from '@/lib/use-enviar';
import { SecretariaFormDialog, type SecretariaSalva } from '../components/secretaria-form-dialog';

const COLUNAS: readonly Coluna<SecretariaItem>[] = [
  { id: 'nome', titulo: 'Nome', valor: (s) => s.nome },
  { id: 'email', titulo: 'E-mail', valor: (s) => s.email },
  { id: 'medicos', titulo: 'Médicos vinculados', valor: (s) => s.quantidadeMedicos, numerico: true },
  { id: 'status', titulo: 'Situação', valor: (s) => <AtivoChip ativo={s.ativo} feminino /> },
];

/** What the page says once a secretary is saved. */
function mensagem(salva: SecretariaSalva): { aviso: boolean; texto: string } {
  const { nome, email } = salva.secretaria;
  if (salva.como === 'editada') return { aviso: false, texto: `Secretária “${nome}” atualizada.` };
  if (salva.como === 'contaExistente') return { aviso: false, texto: `Secretária “${nome}” cadastrada com a conta já existente de ${email}.` };
  if (!salva.conviteEnviado) return { aviso: true, texto: `Secretária “${nome}” cadastrada e com conta de acesso, mas o e-mail de convite para ${email} não foi enviado.` };
  return { aviso: false, texto: `Secretária “${nome}” cadastrada. O convite de acesso foi enviado para ${email}.` };
}

/**
 * Gerenciar Secretárias: the secretaries with how many doctors each acts for, searched by name or
 * e-mail, page by page; create one (her account and invitation, or an existing account reused) with
 * her doctors, change her doctors, and remove her (after a confirmation: the links go, her access is
 * disabled, the history keeps her name).
 */
export function SecretariasPage() {
  const { page, filter, query, texto, setTexto, setPage } = useListaQuery();
  const lista = useRoute('secretarias.getAllPagination', { query }, { keepPreviousData: true });
  const enviar = useEnviar();
  const toast = useToast();
  const [editando, setEditando] = useState<SecretariaItem | 'nova' | null>(null);
  // Who is being removed; kept while the confirmation fades out, so its sentence does not go blank.
  const [removendo, setRemovendo] = useState<SecretariaItem | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const [enviando, setEnviando] = useState(false);

  const salva = (s: SecretariaSalva) => {
    const { aviso, texto: t } = mensagem(s);
    if (aviso) toast.warning('Atenção', t);
    else toast.success('Sucesso', t);
    setEditando(null);
  };

  const remover = async (s: SecretariaItem) => {
    setEnviando(true);
    try {
      // Her links go and her account is disabled; the history keeps her name.
      await enviar('cadastro.secretariaDelete', { params: { id: s.id } });
      toast.success('Sucesso', `Secretária “${s.nome}” removida.`);
      setConfirmando(false);
    } catch (error) {
      toast.error('Erro', errorMessages(error).join(' '));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Gerenciar Secretárias"
        subtitle="As secretárias e os médicos por quem cada uma registra participações."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>
            Nova secretária
          </Button>
        }
      />
      <BuscaCampo label="Buscar por nome ou e-mail" value={texto} onChange={setTexto} />
      <ListaAdmin
        rotulo="Secretárias"
        colunas={COLUNAS}
        getId={(s) => s.id}
        tituloDoCartao={(s) => s.nome}
        lista={lista}
        page={page}
        setPage={setPage}
        filter={filter}
        vazio="Nenhuma secretária cadastrada."
        acoes={(s) =>
          s.ativo ? (
            <>
              <Button size="small" onClick={() => setEditando(s)} aria-label={`Editar ${s.nome}`}>
                Editar
              </Button>
              <Button size="small" color="error" onClick={() => {
                  setRemovendo(s);
                  setConfirmando(true);
                }} aria-label={`Remover ${s.nome}`}>
                Remover
              </Button>
            </>
          ) : null
        }
      />
      {editando && <SecretariaFormDialog secretaria={editando === 'nova' ? null : editando} onClose={() => setEditando(null)} onSaved={salva} />}
      <ConfirmDialog
        open={confirmando}
        busy={enviando}
        message={
          removendo
            ? `Remover a secretária ${removendo.nome}? Os vínculos com os médicos são desfeitos e o acesso dela é desativado. O histórico é mantido.`
            : ''
        }
        onConfirm={() => removendo && void remover(removendo)}
        onCancel={() => setConfirmando(false)}
      />
    </>
  );
}
