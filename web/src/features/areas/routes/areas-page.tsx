import type { AreaAdmin } from '@emc/shared/catalogos';
import { AtivoChip } from '@/components/admin/ativo';
import { CatalogoAdmin } from '@/components/admin/catalogo-admin';
import type { Coluna } from '@/components/admin/lista-admin';
import type { ListaQuery } from '@/components/admin/use-lista-query';
import { useRoute } from '@/lib/use-route';
import { AreaFormDialog } from '../components/area-form-dialog';

const COLUNAS: readonly Coluna<AreaAdmin>[] = [
  { id: 'nome', titulo: 'Nome', valor: (a) => a.nome },
  { id: 'status', titulo: 'Situação', valor: (a) => <AtivoChip ativo={a.ativo} feminino /> },
];

const useAreas = (query: ListaQuery) => useRoute('areas.getAllPagination', { query }, { keepPreviousData: true });

/**
 * Controle de Áreas: the hospital's areas, searched by name, page by page; create, rename,
 * deactivate (after a confirmation; its doctors keep it) and reactivate.
 */
export function AreasPage() {
  return (
    <CatalogoAdmin
      titulo="Controle de Áreas"
      subtitulo="As áreas do hospital a que cada médico do corpo clínico pertence."
      entidade="Área"
      novo="Nova área"
      busca="Buscar área por nome"
      rotulo="Áreas"
      vazio="Nenhuma área cadastrada."
      colunas={COLUNAS}
      nome={(a) => a.nome}
      useLista={useAreas}
      efeito="Ela deixa de ser oferecida nos cadastros; os médicos que já estão nela continuam nela."
      status="areas.updateStatus"
      Dialogo={AreaFormDialog}
    />
  );
}
