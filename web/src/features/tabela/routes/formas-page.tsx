import type { FormaAdmin } from '@emc/shared/catalogos';
import { AtivoChip } from '@/components/admin/ativo';
import type { Coluna } from '@/components/admin/lista-admin';
import type { ListaQuery } from '@/components/admin/use-lista-query';
import { useRoute } from '@/lib/use-route';
import { CatalogoAdmin } from '@/components/admin/catalogo-admin';
import { TabelaNav } from '../components/tabela-nav';
import { FormaFormDialog } from '../components/forma-form-dialog';

const COLUNAS: readonly Coluna<FormaAdmin>[] = [
  { id: 'nome', titulo: 'Nome', valor: (f) => f.nome },
  { id: 'status', titulo: 'Situação', valor: (f) => <AtivoChip ativo={f.ativo} feminino /> },
];

const useFormas = (query: ListaQuery) => useRoute('tabela.formaGetAllPagination', { query }, { keepPreviousData: true });

/** The forms of participation (Ouvinte, Palestrante…): searched by name, created, edited, (de)activated. */
export function FormasPage() {
  return (
    <CatalogoAdmin
      nav={<TabelaNav />}
      titulo="Formas de participação"
      subtitulo="Como o médico participou da atividade: ouvinte, palestrante, moderador…"
      entidade="Forma de participação"
      novo="Nova forma de participação"
      busca="Buscar forma de participação por nome"
      rotulo="Formas de participação"
      vazio="Nenhuma forma de participação cadastrada."
      colunas={COLUNAS}
      nome={(f) => f.nome}
      useLista={useFormas}
      efeito="Ela deixa de ser oferecida no registro de participações e de atividades; o que já a usa continua com ela."
      status="tabela.formaUpdateStatus"
      Dialogo={FormaFormDialog}
    />
  );
}
