import { filaInput, filtrosSalvos, quantidadesInput } from '@/features/analise/hooks/use-fila-filtros';
import { paths } from '@/config/paths';
import { currentSession } from '@/lib/auth/use-session';
import { idMedicoFor } from '@/lib/auth/view-state';
import { preloadRoute } from '@/lib/use-route';
import { parsePage, parseStatus } from '@/lib/use-status-query';

/**
 * Starts the first page's reads while its code still downloads, with the very route and input the
 * page's useRoute will ask for (so the same swr key), so the page renders with its data a round trip
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
  if (idMedico && session.view === 'medico') preloadRoute('medico.desempenho', { params: { id: idMedico } });
  if (pathname === paths.participacaoMedico.home.getHref() && idMedico) {
    preloadRoute('medico.participacoesQuantidade', { query: { idMedico } });
    preloadRoute('medico.participacoesStatus', { query: { idMedico, status: String(status), page: String(page) } });
  } else if (pathname === paths.historico.getHref() && idMedico) {
    preloadRoute('medico.historicoCiclos', { params: { id: idMedico } });
    preloadRoute('participacao.ciclos', {});
  } else if (pathname === paths.participacao.home.getHref() && session.view === 'admin') {
    const filtros = filtrosSalvos();
    preloadRoute('analise.participacoesQuantidade', quantidadesInput(filtros));
    preloadRoute('analise.participacoesAdministrador', filaInput(status, page, filtros));
  }
}
