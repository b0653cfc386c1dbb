import type { ClassificacaoAdmin } from '@emc/shared/catalogos';
import type { ResponseOf } from '@emc/shared/routes';
import type { Tarefa } from '@emc/shared/tarefas';
import { useState } from 'react';
import { AtivoChip } from '@/components/admin/ativo';
import type { Coluna } from '@/components/admin/lista-admin';
import type { ListaQuery } from '@/components/admin/use-lista-query';
import { useRoute } from '@/lib/use-route';
import { valorNome } from '@/lib/valor';
import { CatalogoAdmin } from '@/components/admin/catalogo-admin';
import { TabelaNav } from '../components/tabela-nav';
import { ClassificacaoFormDialog } from '../components/classificacao-form-dialog';
import { MetasCiclos } from '../components/metas-ciclos';
import { RecontagemProgresso } from '../components/recontagem-progresso';
import { creditos, pontosPorUnidade } from '../utils/rotulos';

const COLUNAS: readonly Coluna<ClassificacaoAdmin>[] = [
  { id: 'descricao', titulo: 'Descrição', valor: (c) => c.descricao },
  { id: 'categoria', titulo: 'Categoria', valor: (c) => c.categoria },
  { id: 'forma', titulo: 'Forma', valor: (c) => c.forma },
  { id: 'valor', titulo: 'Valor', valor: (c) => valorNome(c.valor) },
  { id: 'pontos', titulo: 'Pontos', valor: pontosPorUnidade },
  { id: 'teto', titulo: 'Teto por ciclo', valor: (c) => creditos(c.tetoCiclo) },
  { id: 'status', titulo: 'Situação', valor: (c) => <AtivoChip ativo={c.ativo} feminino /> },
];

const useClassificacoes = (query: ListaQuery) => useRoute('tabela.classificacaoGetAllPagination', { query }, { keepPreviousData: true });

/**
 * Tabela de Créditos: the rows that give credits (by category, form and value), searched by
 * description, page by page; create, edit, deactivate and reactivate; and each cycle's meta. A change
 * of a row's cap recounts its earlier approvals: the job's progress shows above the list.
 */
export function TabelaPage() {
  const [recontagem, setRecontagem] = useState<{ tarefa: Tarefa; descricao: string } | null>(null);
  const aoSalvar = (row: ResponseOf<'tabela.classificacaoUpdate'>) => {
    if (row.tarefa) setRecontagem({ tarefa: row.tarefa, descricao: row.descricao });
  };
  return (
    <CatalogoAdmin
      nav={<TabelaNav />}
      titulo="Tabela de Créditos"
      subtitulo="As classificações com que as participações são aprovadas, e a meta de cada ciclo."
      entidade="Classificação"
      novo="Nova classificação"
      busca="Buscar por descrição, categoria ou forma"
      rotulo="Classificações"
      secao
      vazio="Nenhuma classificação cadastrada."
      colunas={COLUNAS}
      nome={(c) => c.descricao}
      useLista={useClassificacoes}
      efeito="Ela deixa de ser oferecida na análise das participações; as já aprovadas com ela mantêm seus créditos."
      status="tabela.classificacaoUpdateStatus"
      Dialogo={ClassificacaoFormDialog}
      aoSalvar={aoSalvar}
      aviso={
        recontagem && (
          <RecontagemProgresso
            key={recontagem.tarefa.id}
            inicial={recontagem.tarefa}
            titulo={`Teto de “${recontagem.descricao}” alterado`}
            concluida={(t) =>
              `Teto de “${recontagem.descricao}” alterado. Aprovações anteriores recontadas: ${t.alterados === 1 ? '1 médico teve' : `${t.alterados} médicos tiveram`} o total do ciclo alterado.`
            }
          />
        )
      }
    >
      <MetasCiclos />
    </CatalogoAdmin>
  );
}
