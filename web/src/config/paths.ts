/**
 * Every path of the SPA (spec section 2), in the manner of bulletproof-react's config/paths.ts:
 * `path` is the router's pattern, `getHref` builds a link to it. The router, the menus, the top bar,
 * the post-login redirects and the features all take their paths from here.
 */

const page = <P extends string>(path: P) => ({ path, getHref: () => path }) as const;

export const paths = {
  root: page('/'),
  login: page('/login'),
  /** The password pages, public and without a menu, like the login. The first access's challenge stays out of the URL. */
  definirSenha: page('/definir-senha'),
  esqueciSenha: { path: '/esqueci-senha', getHref: (email?: string) => (email ? `/esqueci-senha?email=${encodeURIComponent(email)}` : '/esqueci-senha') },
  redefinirSenha: { path: '/redefinir-senha', getHref: (email?: string) => (email ? `/redefinir-senha?email=${encodeURIComponent(email)}` : '/redefinir-senha') },
  /** A credit statement's public verification (the QR code's link): no login, no menu. */
  verificar: { path: '/verificar/:codigo', getHref: (codigo: string) => `/verificar/${encodeURIComponent(codigo)}` },
  /** The administrator's home; redirects to the analysis area. */
  home: page('/home'),
  selecionarMedico: page('/selecionar-medico'),
  participacao: {
    root: page('/participacao'),
    home: page('/participacao/home'),
    editar: { path: '/participacao/editar/:id', getHref: (id: string) => `/participacao/editar/${encodeURIComponent(id)}` },
  },
  participacaoMedico: {
    root: page('/participacao-medico'),
    home: page('/participacao-medico/home'),
    editar: { path: '/participacao-medico/editar/:id', getHref: (id: string) => `/participacao-medico/editar/${encodeURIComponent(id)}` },
  },
  desempenho: page('/desempenho'),
  historico: page('/historico'),
  /** Without a doctor: the viewed doctor, or the user's own. */
  perfil: { path: '/perfil/:idMedico?', getHref: (idMedico?: string) => (idMedico ? `/perfil/${encodeURIComponent(idMedico)}` : '/perfil') },
  atividades: page('/atividades'),
  corpo: page('/corpo'),
  tabela: page('/tabela'),
  areas: page('/areas'),
  gerenciarSecretarias: page('/gerenciar-secretarias'),
  formas: page('/formas'),
  categorias: page('/categorias'),
  sobre: page('/sobre'),
  perguntasFrequentes: page('/perguntas-frequentes'),
  contato: page('/contato'),
  /** The administrators' settings menu in the top bar (not an item of the spec's menu). */
  configuracoes: {
    faq: page('/configuracoes/perguntas-frequentes'),
    sobre: page('/configuracoes/sobre'),
    mensagens: page('/configuracoes/mensagens'),
    lembretes: page('/configuracoes/lembretes'),
    auditoria: page('/configuracoes/auditoria'),
  },
  notFound: page('/not-found'),
  error: page('/error'),
} as const;
