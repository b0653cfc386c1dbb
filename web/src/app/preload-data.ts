import { preloadFila, preloadFilaQuantidades } from '@/features/analise/api/get-fila';
import { filtrosSalvos } from '@/features/analise/hooks/use-fila-filtros';
import { preloadDesempenho } from '@/features/desempenho-medico/api/get-desempenho';
import { preloadHistoricoCiclos } from '@/features/historico/api/get-historico-ciclos';
import { preloadParticipacoesQuantidade } from '@/features/participacao-medico/api/get-participacoes-quantidade';
import { preloadParticipacoesStatus } from '@/features/participacao-medico/api/get-participacoes-status';
import { paths } from '@/config/paths';
import { preloadCiclos } from '@/lib/api/get-ciclos';
import { currentSession } from '@/lib/auth/use-session';
import { idMedicoFor } from '@/lib/auth/view-state';
import { parsePage, parseStatus } from '@/lib/use-status-query';

/**
 * Starts the first page's reads while its code still downloads, with the keys and fetchers of the
 * hooks that will ask for them (swr's preload), so the page renders with its data a round trip
 * sooner. Only what that page itself would read for this session; nothing without one.
 */
export function preloadDataFor({ pathname, search }: { pathname: string; search: string }): void {
  const session = currentSession();
  if (!session.claims) return;
  const params = new URLSearchParams(search);
  const status = parseStatus(params.get('status'));
  const page = parsePage(params.get('page'));
  const idMedico = idMedicoFor(session);
  // The doctor's view draws the performance sidebar (main-layout.tsx).
  if (idMedico && session.view === 'medico') preloadDesempenho(idMedico);
  if (pathname === paths.participacaoMedico.home.getHref() && idMedico) {
    preloadParticipacoesQuantidade(idMedico);
    preloadParticipacoesStatus(idMedico, status, page);
  } else if (pathname === paths.historico.getHref() && idMedico) {
    preloadHistoricoCiclos(idMedico);
    preloadCiclos();
  } else if (pathname === paths.participacao.home.getHref() && session.view === 'admin') {
    const filtros = filtrosSalvos();
    preloadFilaQuantidades(filtros);
    preloadFila(status, page, filtros);
  }
}
