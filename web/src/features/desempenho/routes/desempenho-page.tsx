import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { cicloComAno, cicloLabel } from '@emc/shared/ciclo';
import { RELATORIOS, type TipoRelatorio } from '@emc/shared/relatorios';
import { useEffect } from 'react';
import { useSearchParamsEmFila } from '@/lib/use-search-params-em-fila';
import { useErrorDialog } from '@/components/feedback/error-dialog';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { CicloSelect } from '@/components/ui/ciclo-select';
import { SectionCard } from '@/components/ui/section-card';
import { errorMessages } from '@/lib/api-client';
import { REFERENCE_DATA, useRoute } from '@/lib/use-route';
import { positiveInt } from '@/lib/use-status-query';
import { ParticipacoesPorMes, ParticipacoesPorMesSkeleton } from '../components/participacoes-por-mes';
import { ParticipantesTabela } from '../components/participantes-tabela';
import { useTarefaDeRelatorio } from '../api/tarefa-de-relatorio';
import { RelatorioCard } from '../components/relatorio-card';
import { RELATORIOS_INFO } from '../components/relatorios-info';

const TIPOS = Object.keys(RELATORIOS) as TipoRelatorio[];

/**
 * Desempenho (administrators; spec sections 2 and 4, decisions.md "Desempenho"): a cycle (?ciclo=,
 * default the current one), its participants table and its participations per month against the
 * cycle before, and the four report generators. A failed load opens the error dialog (section 8)
 * and leaves a retry on the page. `?relatorio={id}` (a finished report's e-mail links here) shows
 * that report job on its generator's card, with its download.
 */
export function DesempenhoPage() {
  const [params, setParams] = useSearchParamsEmFila();
  const ciclos = useRoute('participacao.ciclos', {}, REFERENCE_DATA);
  const areas = useRoute('areas.getListName', {});
  const pedido = positiveInt(params.get('ciclo'));
  // A cycle the program does not have is the current one; a cycle in the URL waits for the list to say.
  const escolhido = pedido !== undefined && (!ciclos.data || ciclos.data.some((c) => c.ciclo === pedido)) ? pedido : undefined;
  // Without a cycle, the server's current one (the answer's `cicloAtual` says which).
  const pronto = pedido === undefined || ciclos.data !== undefined || ciclos.error !== undefined;
  const desempenho = useRoute('indicador.getDesempenhoTotal', pronto ? (escolhido === undefined ? {} : { query: { ciclo: String(escolhido) } }) : null);
  const atual = ciclos.data?.find((c) => c.atual)?.ciclo;
  const doLink = useTarefaDeRelatorio(params.get('relatorio'));
  const ciclo = escolhido ?? desempenho.data?.cicloAtual ?? atual;

  const errorDialog = useErrorDialog();
  const erro = desempenho.error ?? ciclos.error ?? areas.error;
  useEffect(() => {
    if (erro) errorDialog.show(errorMessages(erro));
  }, [erro, errorDialog]);

  const escolherCiclo = (c: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (c === atual) copy.delete('ciclo');
        else copy.set('ciclo', String(c));
        return copy;
      },
      { replace: true },
    );

  let participantes;
  let grafico;
  if (desempenho.error) {
    participantes = <LoadError error={desempenho.error} onRetry={() => void desempenho.mutate()} title="Não foi possível carregar o desempenho." />;
    grafico = <Typography sx={{ color: 'text.secondary' }}>Gráfico indisponível.</Typography>;
  } else if (!desempenho.data) {
    participantes = <Skeleton variant="rounded" height={200} aria-label="Carregando participantes" />;
    grafico = <ParticipacoesPorMesSkeleton />;
  } else {
    participantes = <ParticipantesTabela desempenho={desempenho.data} />;
    grafico = <ParticipacoesPorMes desempenho={desempenho.data} />;
  }

  const opcoesCiclos = ciclos.data?.map((c) => ({ valor: String(c.ciclo), rotulo: cicloComAno(c) }));
  const opcoesAreas = areas.data?.map((a) => ({ valor: a.id, rotulo: a.nome }));
  const listasFalharam = ciclos.error ?? areas.error;

  return (
    <>
      <PageHeader
        title="Desempenho"
        subtitle={ciclo ? `Participação dos médicos no ${cicloLabel(ciclo)} e relatórios do programa` : 'Participação dos médicos e relatórios do programa'}
        actions={<CicloSelect id="desempenho-ciclo" label="Ciclo exibido" ciclos={ciclos.data} value={ciclo} onChange={escolherCiclo} />}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' }, columnGap: 3, alignItems: 'start' }}>
        <SectionCard title="Participantes">{participantes}</SectionCard>
        <SectionCard title="Participações por mês">{grafico}</SectionCard>
      </Box>
      <SectionCard title="Relatórios">
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Planilhas do Excel geradas na hora, com os dados atuais. Escolha o ciclo ou a área e clique em Gerar; o download começa em seguida. Uma
          planilha grande é gerada em segundo plano: o cartão mostra o progresso e o link para baixá-la, que também chega por e-mail.
        </Typography>
        {doLink.error && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {errorMessages(doLink.error).join(' ')}
          </Alert>
        )}
        {listasFalharam && (
          <Box sx={{ mb: 2 }}>
            <LoadError
              error={listasFalharam}
              title="Não foi possível carregar os ciclos ou as áreas."
              onRetry={() => {
                if (ciclos.error) void ciclos.mutate();
                if (areas.error) void areas.mutate();
              }}
            />
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' } }}>
          {TIPOS.map((tipo) => {
            const porArea = RELATORIOS[tipo].por === 'idArea';
            return (
              <RelatorioCard
                key={tipo}
                tipo={tipo}
                {...RELATORIOS_INFO[tipo]}
                campo={porArea ? 'Área' : 'Ciclo'}
                selecione={porArea ? 'Selecione a área' : 'Selecione o ciclo'}
                opcoes={porArea ? opcoesAreas : opcoesCiclos}
                erroOpcoes={(porArea ? areas.error : ciclos.error) ? `Não foi possível carregar ${porArea ? 'as áreas' : 'os ciclos'}.` : undefined}
                tarefaDoLink={doLink.data?.relatorio === tipo ? doLink.data : undefined}
              />
            );
          })}
        </Box>
      </SectionCard>
    </>
  );
}
