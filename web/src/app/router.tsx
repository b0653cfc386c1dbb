import type { Role } from '@emc/shared/roles';
import { Children, isValidElement, Suspense, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RouteLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireRoles } from '@/lib/auth/require-roles';
import { lazyNamed } from '@/lib/lazy-named';
import { VisaoDaPagina } from '@/lib/auth/visao-da-pagina';

/** Starts loading the lazy components an element tree names (a layout, a guard's page). */
export function preloadElement(node: ReactNode): void {
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  const type = node.type as { preload?: () => void };
  type.preload?.();
  Children.forEach(node.props.children, preloadElement);
}

/**
 * Loads the chunks of every route the first URL matches at once: React would otherwise fetch the
 * layout, render it, and only then fetch the page (a round trip more before the page shows).
 */
export function preloadRoutesFor(pathname: string): void {
  for (const m of matchRoutes(appRoutes, pathname) ?? []) preloadElement(m.route.element);
}

const MainLayout = lazyNamed(() => import('./layouts/main-layout'), 'MainLayout');
const TopBarLayout = lazyNamed(() => import('./layouts/top-bar-layout'), 'TopBarLayout');
const ErrorPage = lazyNamed(() => import('./routes/error'), 'ErrorPage');
const RouteError = lazyNamed(() => import('./routes/route-error'), 'RouteError');
const NotFoundPage = lazyNamed(() => import('./routes/not-found'), 'NotFoundPage');
const LoginPage = lazyNamed(() => import('@/features/auth/routes/login-page'), 'LoginPage');
const DefinirSenhaPage = lazyNamed(() => import('@/features/auth/routes/definir-senha-page'), 'DefinirSenhaPage');
const EsqueciSenhaPage = lazyNamed(() => import('@/features/auth/routes/esqueci-senha-page'), 'EsqueciSenhaPage');
const RedefinirSenhaPage = lazyNamed(() => import('@/features/auth/routes/redefinir-senha-page'), 'RedefinirSenhaPage');
// The statement's public verification (issue 11): no login, no menu, no MUI.
const VerificarPage = lazyNamed(() => import('@/features/verificar-declaracao/routes/verificar-page'), 'VerificarPage');
const SelecionarMedicoPage = lazyNamed(() => import('@/features/selecionar-medico/routes/selecionar-medico-page'), 'SelecionarMedicoPage');
const AnaliseHomePage = lazyNamed(() => import('@/features/analise/routes/analise-home-page'), 'AnaliseHomePage');
const AnaliseEditarPage = lazyNamed(() => import('@/features/analise/routes/analise-editar-page'), 'AnaliseEditarPage');
const ParticipacaoMedicoHomePage = lazyNamed(
  () => import('@/features/participacao-medico/routes/participacao-medico-home-page'),
  'ParticipacaoMedicoHomePage',
);
const ParticipacaoEditarPage = lazyNamed(() => import('@/features/participacao-medico/routes/participacao-editar-page'), 'ParticipacaoEditarPage');
const HistoricoPage = lazyNamed(() => import('@/features/historico/routes/historico-page'), 'HistoricoPage');
const PerfilPage = lazyNamed(() => import('@/features/perfil/routes/perfil-page'), 'PerfilPage');
const DesempenhoPage = lazyNamed(() => import('@/features/desempenho/routes/desempenho-page'), 'DesempenhoPage');
// The program's pages for doctors and secretaries (issue 12): no role guard (spec section 6).
const SobrePage = lazyNamed(() => import('@/features/sobre/routes/sobre-page'), 'SobrePage');
const PerguntasFrequentesPage = lazyNamed(() => import('@/features/perguntas-frequentes/routes/perguntas-frequentes-page'), 'PerguntasFrequentesPage');
const ContatoPage = lazyNamed(() => import('@/features/contato/routes/contato-page'), 'ContatoPage');
// The back office (issue 10). The spec leaves these routes unguarded; they are for administrators, and the server refuses anyone else anyway.
const AreasPage = lazyNamed(() => import('@/features/areas/routes/areas-page'), 'AreasPage');
const CorpoPage = lazyNamed(() => import('@/features/corpo-clinico/routes/corpo-page'), 'CorpoPage');
const SecretariasPage = lazyNamed(() => import('@/features/secretarias-admin/routes/secretarias-page'), 'SecretariasPage');
const TabelaPage = lazyNamed(() => import('@/features/tabela/routes/tabela-page'), 'TabelaPage');
const CategoriasPage = lazyNamed(() => import('@/features/tabela/routes/categorias-page'), 'CategoriasPage');
const FormasPage = lazyNamed(() => import('@/features/tabela/routes/formas-page'), 'FormasPage');
const AtividadesPage = lazyNamed(() => import('@/features/atividades-admin/routes/atividades-page'), 'AtividadesPage');
// The administrators' settings (issue 12), from the top bar's gear.
const FaqAdminPage = lazyNamed(() => import('@/features/conteudo-admin/routes/faq-admin-page'), 'FaqAdminPage');
const SobreAdminPage = lazyNamed(() => import('@/features/conteudo-admin/routes/sobre-admin-page'), 'SobreAdminPage');
const MensagensPage = lazyNamed(() => import('@/features/mensagens-contato/routes/mensagens-page'), 'MensagensPage');
const LembretesPage = lazyNamed(() => import('@/features/lembretes-admin/routes/lembretes-page'), 'LembretesPage');
const AuditoriaPage = lazyNamed(() => import('@/features/auditoria/routes/auditoria-page'), 'AuditoriaPage');

const ADMIN: readonly Role[] = ['Administradores'];
const PARTICIPACAO_MEDICO: readonly Role[] = ['Medicos', 'Administradores', 'Secretarias'];
const SECRETARIA: readonly Role[] = ['Secretarias'];

const guard = (roles: readonly Role[], element: ReactNode = <Outlet />) => <RequireRoles roles={roles}>{element}</RequireRoles>;
/** An administrator's page: for an administrator who is also a doctor, it opens in admin view. */
const admin = (element: ReactNode = <Outlet />) => guard(ADMIN, <VisaoDaPagina visao="admin">{element}</VisaoDaPagina>);
/** A doctor's page (the doctor menu's): for an administrator who is also a doctor, it opens in doctor view. */
const doMedico = (element: ReactNode) => <VisaoDaPagina visao="medico">{element}</VisaoDaPagina>;

function RootBoundary() {
  return (
    <Suspense fallback={<RouteLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** The router's error element, loaded on demand. */
function RouteErrorPage() {
  return (
    <Suspense fallback={<RouteLoader />}>
      <RouteError />
    </Suspense>
  );
}

/** The route table (spec section 2). Exported so tests can mount it in a memory router. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.root.path,
    element: <RootBoundary />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to={paths.login.getHref()} replace /> },
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.definirSenha.path, element: <DefinirSenhaPage /> },
      { path: paths.esqueciSenha.path, element: <EsqueciSenhaPage /> },
      { path: paths.redefinirSenha.path, element: <RedefinirSenhaPage /> },
      { path: paths.verificar.path, element: <VerificarPage /> },
      { path: paths.home.path, element: <Navigate to={paths.participacao.home.getHref()} replace /> },
      {
        element: <TopBarLayout />,
        children: [{ path: paths.selecionarMedico.path, element: guard(SECRETARIA, <SelecionarMedicoPage />) }],
      },
      {
        element: <MainLayout />,
        children: [
          {
            path: paths.participacao.root.path,
            element: admin(),
            children: [
              { index: true, element: <Navigate to={paths.participacao.home.getHref()} replace /> },
              { path: paths.participacao.home.path, element: <AnaliseHomePage /> },
              { path: paths.participacao.editar.path, element: <AnaliseEditarPage /> },
            ],
          },
          {
            path: paths.participacaoMedico.root.path,
            element: guard(PARTICIPACAO_MEDICO, doMedico(<Outlet />)),
            children: [
              { index: true, element: <Navigate to={paths.participacaoMedico.home.getHref()} replace /> },
              { path: paths.participacaoMedico.home.path, element: <ParticipacaoMedicoHomePage /> },
              { path: paths.participacaoMedico.editar.path, element: <ParticipacaoEditarPage /> },
            ],
          },
          { path: paths.desempenho.path, element: admin(<DesempenhoPage />) },
          // No role guard (spec section 6); each page deals with a user who has no doctor to show.
          { path: paths.historico.path, element: doMedico(<HistoricoPage />) },
          { path: paths.perfil.path, element: <PerfilPage /> },
          { path: paths.sobre.path, element: doMedico(<SobrePage />) },
          { path: paths.perguntasFrequentes.path, element: doMedico(<PerguntasFrequentesPage />) },
          { path: paths.contato.path, element: doMedico(<ContatoPage />) },
          { path: paths.areas.path, element: admin(<AreasPage />) },
          { path: paths.corpo.path, element: admin(<CorpoPage />) },
          { path: paths.gerenciarSecretarias.path, element: admin(<SecretariasPage />) },
          { path: paths.tabela.path, element: admin(<TabelaPage />) },
          { path: paths.categorias.path, element: admin(<CategoriasPage />) },
          { path: paths.formas.path, element: admin(<FormasPage />) },
          { path: paths.atividades.path, element: admin(<AtividadesPage />) },
          { path: paths.configuracoes.faq.path, element: admin(<FaqAdminPage />) },
          { path: paths.configuracoes.sobre.path, element: admin(<SobreAdminPage />) },
          { path: paths.configuracoes.mensagens.path, element: admin(<MensagensPage />) },
          { path: paths.configuracoes.lembretes.path, element: admin(<LembretesPage />) },
          { path: paths.configuracoes.auditoria.path, element: admin(<AuditoriaPage />) },
          { path: paths.notFound.path, element: <NotFoundPage /> },
          { path: paths.error.path, element: <ErrorPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
