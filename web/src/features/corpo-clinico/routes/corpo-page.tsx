import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { MedicoCorpoClinico } from '@emc/shared/pessoas';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AlternarAtivo, AtivoChip } from '@/components/admin/ativo';
import { BuscaCampo, ListaAdmin, type Coluna } from '@/components/admin/lista-admin';
import { useListaQuery } from '@/components/admin/use-lista-query';
import { useToast } from '@/components/feedback/toast';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useRoute } from '@/lib/use-route';
import { useEnviar } from '@/lib/use-enviar';
import { MedicoFormDialog, type MedicoSalvo } from '../components/medico-form-dialog';

const ou = (s: string) => s || '-';

const COLUNAS: readonly Coluna<MedicoCorpoClinico>[] = [
  { id: 'nome', titulo: 'Nome', valor: (m) => m.nome },
  { id: 'crm', titulo: 'CRM', valor: (m) => m.crm },
  { id: 'email', titulo: 'E-mail', valor: (m) => m.email },
  { id: 'area', titulo: 'Área', valor: (m) => ou(m.area) },
  { id: 'especialidade', titulo: 'Especialidade', valor: (m) => ou(m.especialidade) },
  { id: 'tipo', titulo: 'Tipo', valor: (m) => m.tipo },
  { id: 'status', titulo: 'Situação', valor: (m) => <AtivoChip ativo={m.ativo} /> },
];

/**
 * Corpo Clínico: the hospital's doctors, searched by name, CRM or e-mail, page by page; register one
 * (the account and its invitation e-mail come with it), edit every profile field, open the read-only
 * profile, deactivate (after a confirmation: the account is disabled, the history stays) and reactivate.
 */
export function CorpoPage() {
  const { page, filter, query, texto, setTexto, setPage } = useListaQuery();
  const lista = useRoute('medico.corpoClinico', { query }, { keepPreviousData: true });
  const enviar = useEnviar();
  const toast = useToast();
  const [editando, setEditando] = useState<string | 'novo' | null>(null);

  const salvo = (medico: MedicoSalvo) => {
    if (editando !== 'novo') toast.success('Sucesso', `Médico “${medico.nome}” atualizado.`);
    else if (medico.conviteEnviado === false)
      toast.warning('Atenção', `Médico “${medico.nome}” cadastrado e com conta de acesso, mas o e-mail de convite para ${medico.email} não foi enviado.`);
    else toast.success('Sucesso', `Médico “${medico.nome}” cadastrado. O convite de acesso foi enviado para ${medico.email}.`);
    setEditando(null);
  };

  return (
    <>
      <PageHeader
        title="Corpo Clínico"
        subtitle="Os médicos do programa: cadastro, área, vínculo e acesso ao sistema."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('novo')}>
            Novo médico
          </Button>
        }
      />
      <BuscaCampo label="Buscar por nome, CRM ou e-mail" value={texto} onChange={setTexto} />
      <ListaAdmin
        rotulo="Corpo clínico"
        colunas={COLUNAS}
        getId={(m) => m.id}
        tituloDoCartao={(m) => m.nome}
        lista={lista}
        page={page}
        setPage={setPage}
        filter={filter}
        vazio="Nenhum médico cadastrado."
        acoes={(m) => (
          <>
            <Button size="small" component={RouterLink} to={paths.perfil.getHref(m.id)} aria-label={`Ver o perfil de ${m.nome}`}>
              Perfil
            </Button>
            <Button size="small" onClick={() => setEditando(m.id)} aria-label={`Editar ${m.nome}`}>
              Editar
            </Button>
            <AlternarAtivo
              ativo={m.ativo}
              nome={m.nome}
              descricao={`o médico “${m.nome}”`}
              efeito="O médico não poderá mais entrar no sistema; o histórico dele é mantido."
              // Deactivating also disables the account.
              onChange={(ativar) => enviar('cadastro.medicoUpdateStatus', { body: { id: m.id, ativar } }, { waitForReads: true })}
            />
          </>
        )}
      />
      {editando && <MedicoFormDialog id={editando === 'novo' ? null : editando} onClose={() => setEditando(null)} onSaved={salvo} />}
    </>
  );
}
