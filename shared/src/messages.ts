/** Portuguese messages shared by the server and the web. The spec's strings are exact. */
export const MSG = {
  validationTitle: 'Ocorreu um erro de validação.',
  emailRequired: 'Email é obrigatório.',
  emailInvalid: 'Informe um email válido.',
  passwordRequired: 'Senha é obrigatória.',
  passwordTooLong: 'A senha deve ter no máximo 256 caracteres.',
  fieldRequired: 'Este campo é obrigatório.',
  unauthorized: 'Sua sessão expirou ou é inválida. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  notFound: 'Recurso não encontrado.',
  routeNotFound: 'Rota não encontrada.',
  conflict: 'A operação não pode ser realizada no estado atual.',
  busy: 'Muitas alterações simultâneas. Tente novamente em instantes.',
  payloadTooLarge: 'O arquivo excede o limite de 4 MB.',
  throttled: 'Muitas requisições. Aguarde um momento e tente novamente.',
  internal: 'Ocorreu um erro no processamento, tente novamente mais tarde ou contate o nosso suporte.',
  arquivosIndisponiveis: 'O serviço de arquivos está indisponível no momento. Nada foi gravado; tente novamente em instantes.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  loginWrongCredentials: 'Email ou senha incorretos.',
  loginTooManyAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  loginUserDisabled: 'Usuário desativado. Procure o suporte do Programa de EMC.',
  loginEmailNotVerified: 'O e-mail desta conta não está verificado. Procure o suporte do Programa de EMC.',
  loginNewPasswordRequired: 'É necessário definir uma nova senha antes de entrar.',
  loginFailed: 'Impossível realizar o login.',
} as const;

/** A participation's messages, on both sides (apart from MSG so bundles that never show them do not carry them). */
export const PARTICIPACAO_MSG = {
  naoEncontrada: 'Participação não encontrada.',
  alteradaPorOutro: 'A participação foi alterada por outro usuário. Recarregue a página.',
  dataInicioFutura: 'A data de início não pode estar no futuro.',
  dataFimFutura: 'A data de término não pode estar no futuro.',
  dataFimAntes: 'A data de término deve ser igual ou posterior à de início.',
  antesDoPrimeiroCiclo: 'A data de início é anterior ao primeiro ciclo do programa.',
  cargaHorariaForaDoPeriodo: 'A carga horária não cabe no período informado.',
  cicloEncerrado: (ciclo: number, ano: number) => `O ${ciclo}º ciclo (${ano}) está encerrado e não aceita novas participações.`,
  propriaParticipacao: 'Você não pode analisar a própria participação.',
} as const;

/** The server's refusals of a credit-table reference a form sends (a participation's, an activity's, a row's). */
export const TABELA_MSG = {
  categoriaInvalida: 'Selecione uma categoria válida.',
  formaInvalida: 'Selecione uma forma de participação válida.',
  classificacaoInvalida: 'Selecione uma classificação válida da tabela de créditos.',
} as const;

/** An account's and a registration's messages (the server's: lib/contas.ts and the writes of db/transactions.ts). */
export const CONTA_MSG = {
  emailDuplicado: 'Já existe uma conta com este e-mail.',
  emailInvalido: 'Informe um e-mail válido.',
  alterada: 'O cadastro foi alterado por outro usuário. Recarregue a página.',
  indisponivel: 'Não foi possível atualizar o acesso no serviço de login. Nada foi alterado; tente novamente em instantes.',
  naoEncontrada: 'Usuário não encontrado.',
} as const;

/** The review's decisions (server schema and decision panel alike). */
export const ANALISE_MSG = {
  classificacaoObrigatoria: 'Selecione a classificação da tabela de créditos.',
  motivoObrigatorio: 'Informe o motivo.',
} as const;

/** A record looked up by id and not found (the server's 404 texts, one per kind). */
export const NAO_ENCONTRADO = {
  medico: 'Médico não encontrado.',
  atividade: 'Atividade não encontrada.',
  comprovante: 'Comprovante não encontrado.',
} as const;

/** A recount job's messages (the server's, lib/tarefas/; the screen shows `falhou`'s text as it comes). */
export const TAREFA_MSG = {
  naoEncontrada: 'Recontagem não encontrada.',
  falhou: 'A recontagem não pôde terminar. Tente alterar novamente; nada foi perdido.',
} as const;

/** A cycle number outside those that exist (a query's or a form's). */
export const CICLO_INVALIDO = 'Ciclo inválido.';

/** An uploaded file with no bytes (a certificate, an attendance list). */
export const ARQUIVO_VAZIO = 'O arquivo está vazio.';
