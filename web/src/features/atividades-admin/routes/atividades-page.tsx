import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { AtividadeAdmin } from '@emc/shared/catalogos';
import { useState } from 'react';
import { AlternarAtivo, AtivoChip } from '@/components/admin/ativo';
import { BuscaCampo, ListaAdmin, type Coluna } from '@/components/admin/lista-admin';
import { useListaQuery } from '@/components/admin/use-lista-query';
import { useToast } from '@/components/feedback/toast';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate, formatHoras } from '@/lib/format';
import { useRoute } from '@/lib/use-route';
import { useEnviar } from '@/lib/use-enviar';
import { AtividadeFormDialog } from '../components/atividade-form-dialog';
import { ImportarPresencaDialog } from '../components/importar-presenca-dialog';

const COLUNAS: readonly Coluna<AtividadeAdmin>[] = [
  { id: 'nome', titulo: 'Nome', valor: (a) => a.nome },
  { id: 'categoria', titulo: 'Categoria', valor: (a) => a.categoria },
  { id: 'forma', titulo: 'Forma', valor: (a) => a.forma },
  { id: 'periodo', titulo: 'Período', valor: (a) => `${formatDate(a.dataInicio)} a ${formatDate(a.dataFim)}` },
  { id: 'carga', titulo: 'Carga horária', valor: (a) => formatHoras(a.cargaHoraria), numerico: true },
  { id: 'status', titulo: 'Situação', valor: (a) => <AtivoChip ativo={a.ativo} feminino /> },
];

/**
 * Registro de Atividades: the catalogue of the hospital's educational activities that doctors pick
 * from, searched by name, page by page; create, edit, deactivate (after a confirmation) and reactivate,
 * and import an active one's attendance list.
 */
export function AtividadesPage() {
  const { page, filter, query, texto, setTexto, setPage } = useListaQuery();
  const lista = useRoute('atividade.getAllPagination', { query }, { keepPreviousData: true });
  const enviar = useEnviar();
  const toast = useToast();
  const [editando, setEditando] = useState<AtividadeAdmin | 'nova' | null>(null);
  const [importando, setImportando] = useState<AtividadeAdmin | null>(null);

  const salva = (atividade: AtividadeAdmin) => {
    toast.success('Sucesso', editando === 'nova' ? `Atividade “${atividade.nome}” cadastrada.` : `Atividade “${atividade.nome}” atualizada.`);
    setEditando(null);
  };

  return (
    <>
      <PageHeader
        title="Registro de Atividades"
        subtitle="As atividades educacionais do hospital, que os médicos escolhem ao registrar uma participação."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditando('nova')}>
            Nova atividade
          </Button>
        }
      />
      <BuscaCampo label="Buscar atividade por nome" value={texto} onChange={setTexto} />
      <ListaAdmin
        rotulo="Atividades"
        colunas={COLUNAS}
        getId={(a) => a.id}
        tituloDoCartao={(a) => a.nome}
        lista={lista}
        page={page}
        setPage={setPage}
        filter={filter}
        vazio="Nenhuma atividade cadastrada."
        acoes={(a) => (
          <>
            <Button size="small" onClick={() => setEditando(a)} aria-label={`Editar ${a.nome}`}>
              Editar
            </Button>
            <Button size="small" onClick={() => setImportando(a)} disabled={!a.ativo} aria-label={`Importar presença de ${a.nome}`}>
              Importar presença
            </Button>
            <AlternarAtivo
              ativo={a.ativo}
              nome={a.nome}
              feminino
              descricao={`a atividade “${a.nome}”`}
              efeito="Ela deixa de aparecer na busca dos médicos; as participações já registradas são mantidas."
              onChange={(ativar) => enviar('atividade.updateStatus', { body: { id: a.id, ativar } }, { waitForReads: true })}
            />
          </>
        )}
      />
      {editando && <AtividadeFormDialog atividade={editando === 'nova' ? null : editando} onClose={() => setEditando(null)} onSaved={salva} />}
      {importando && <ImportarPresencaDialog atividade={importando} onClose={() => setImportando(null)} />}
    </>
  );
}
