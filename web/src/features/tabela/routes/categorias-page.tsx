import type { CategoriaAdmin } from '@emc/shared/catalogos';
import { AtivoChip } from '@/components/admin/ativo';
import type { Coluna } from '@/components/admin/lista-admin';
import type { ListaQuery } from '@/components/admin/use-lista-query';
import { useRoute } from '@/lib/use-route';
import { CatalogoAdmin } from '@/components/admin/catalogo-admin';
import { TabelaNav } from '../components/tabela-nav';
import { CategoriaFormDialog } from '../components/categoria-form-dialog';
import { TIPO_CATEGORIA_NOME } from '../utils/rotulos';

const COLUNAS: readonly Coluna<CategoriaAdmin>[] = [
  { id: 'nome', titulo: 'Nome', valor: (c) => c.nome },
  { id: 'tipo', titulo: 'Tipo', valor: (c) => TIPO_CATEGORIA_NOME[c.tipo] ?? c.tipo },
  { id: 'status', titulo: 'Situação', valor: (c) => <AtivoChip ativo={c.ativo} feminino /> },
];

const useCategorias = (query: ListaQuery) => useRoute('tabela.categoriaGetAllPagination', { query }, { keepPreviousData: true });

/** The credit table's categories, with their tipo: searched by name, created, edited, (de)activated. */
export function CategoriasPage() {
  return (
    <CatalogoAdmin
      nav={<TabelaNav />}
      titulo="Categorias"
      subtitulo="Os tipos de atividade da tabela de créditos (congressos, cursos, publicações…)."
      entidade="Categoria"
      novo="Nova categoria"
      busca="Buscar categoria por nome"
      rotulo="Categorias"
      vazio="Nenhuma categoria cadastrada."
      colunas={COLUNAS}
      nome={(c) => c.nome}
      useLista={useCategorias}
      efeito="Ela deixa de ser oferecida no registro de participações e de atividades; o que já a usa continua com ela."
      status="tabela.categoriaUpdateStatus"
      Dialogo={CategoriaFormDialog}
    />
  );
}
