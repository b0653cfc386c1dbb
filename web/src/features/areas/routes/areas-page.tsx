import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { AreaAdmin } from '@emc/shared/catalogos';
import { useState } from 'react';
import { AlternarAtivo, AtivoChip } from '@/components/admin/ativo';
import { BuscaCampo, ListaAdmin, type Coluna } from '@/components/admin/lista-admin';
import { useListaQuery } from '@/components/admin/use-lista-query';
import { useToast } from '@/components/feedback/toast';
import { PageHeader } from '@/components/ui/page-header';
import { useRevalidateRoutes } from '@/lib/swr-keys';
import { useAreas } from '../api/get-areas';
import { AREA_READS, alterarStatusArea } from '../api/salvar-area';
import { AreaFormDialog } from '../components/area-form-dialog';

const COLUNAS: readonly Coluna<AreaAdmin>[] = [
  { id: 'nome', titulo: 'Nome', valor: (a) => a.nome },
  { id: 'status', titulo: 'Situação', valor: (a) => <AtivoChip ativo={a.ativo} feminino /> },
];

/**
 * Controle de Áreas: the hospital's areas, searched by name, page by page; create, rename,
 * deactivate (after a confirmation; its doctors keep it) and reactivate.
 */
export function AreasPage() {
  const { page, filter, texto, setTexto, setPage } = useListaQuery();
  const lista = useAreas(page, filter);
  const refresh = useRevalidateRoutes();
  const toast = useToast();
  const [editando, setEditando] = useState<AreaAdmin | 'nova' | null>(null);

  const salva = (area: AreaAdmin) => {
    toast.success('Sucesso', editando === 'nova' ? `Área “${area.nome}” cadastrada.` : `Área “${area.nome}” atualizada.`);
    setEditando(null);
    void refresh(AREA_READS);
  };

  return (
    <>
      <PageHeader
        title="Controle de Áreas"
        subtitle="As áreas do hospital a que cada médico do corpo clínico pertence."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>
            Nova área
          </Button>
        }
      />
      <BuscaCampo label="Buscar área por nome" value={texto} onChange={setTexto} />
      <ListaAdmin
        rotulo="Áreas"
        colunas={COLUNAS}
        getId={(a) => a.id}
        tituloDoCartao={(a) => a.nome}
        lista={lista}
        page={page}
        setPage={setPage}
        filter={filter}
        vazio="Nenhuma área cadastrada."
        acoes={(a) => (
          <>
            <Button size="small" onClick={() => setEditando(a)} aria-label={`Editar ${a.nome}`}>
              Editar
            </Button>
            <AlternarAtivo
              ativo={a.ativo}
              nome={a.nome}
              feminino
              descricao={`a área “${a.nome}”`}
              efeito="Ela deixa de ser oferecida nos cadastros; os médicos que já estão nela continuam nela."
              onChange={async (ativar) => {
                await alterarStatusArea(a.id, ativar);
                await refresh(AREA_READS);
              }}
            />
          </>
        )}
      />
      {editando && <AreaFormDialog area={editando === 'nova' ? null : editando} onClose={() => setEditando(null)} onSaved={salva} />}
    </>
  );
}
