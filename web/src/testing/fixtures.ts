import type { AnaliseContexto, ClassificacaoItem, MedicoBusca, ParticipacaoAdmin } from '@emc/shared/analise';
import type { DesempenhoMedico, HistoricoCiclos, MedicoPerfil } from '@emc/shared/medico';
import type {
  AtividadeItem,
  CategoriaItem,
  Ciclo,
  FormaItem,
  HistoricoParticipacao,
  Paginated,
  ParticipacaoDetalhe,
  ParticipacaoResumo,
  QuantidadeStatus,
} from '@emc/shared/participacao';
import type { ApiHandlers } from './api';
import { testDay, testInstant } from './clock';

/**
 * Answers of the API for the component tests. Shapes from @emc/shared; values invented. Their dates
 * sit around the suite's pinned day, 16 March 2026 (testing/clock.ts).
 */

export function page<T>(responseList: T[], over: Partial<Paginated<T>> = {}): Paginated<T> {
  return { responseList, page: 1, pageSize: 10, totalItems: responseList.length, totalPages: responseList.length ? 1 : 0, ...over };
}

export const CATEGORIAS: CategoriaItem[] = [
  { id: 'cat-congresso', nome: 'Congresso', tipo: 'OUTRA' },
  { id: 'cat-gestao', nome: 'Gestão hospitalar', tipo: 'GESTAO' },
];

export const FORMAS: FormaItem[] = [
  { id: 'forma-ouvinte', nome: 'Ouvinte' },
  { id: 'forma-palestrante', nome: 'Palestrante' },
];

export const ATIVIDADE: AtividadeItem = {
  id: 'atv-1',
  nome: 'Congresso Brasileiro de Cardiologia',
  idCategoria: 'cat-congresso',
  categoria: 'Congresso',
  idForma: 'forma-palestrante',
  forma: 'Palestrante',
  instituicao: 'Sociedade Brasileira de Cardiologia',
  local: 'São Paulo',
  dataInicio: '2026-03-02',
  dataFim: '2026-03-04',
  cargaHoraria: 16.5,
};

export const QUANTIDADES: QuantidadeStatus[] = [
  { status: 1, nome: 'Pendente', quantidade: 3 },
  { status: 2, nome: 'Aprovada', quantidade: 12 },
  { status: 3, nome: 'Reprovada', quantidade: 1 },
  { status: 4, nome: 'Em ajuste', quantidade: 2 },
];

export function resumo(over: Partial<ParticipacaoResumo> = {}): ParticipacaoResumo {
  return {
    id: 'p-1',
    titulo: 'Jornada de Clínica Médica',
    categoria: 'Congresso',
    forma: 'Ouvinte',
    instituicao: 'Hospital Exemplo',
    dataInicio: '2026-02-02',
    dataFim: '2026-02-03',
    cargaHoraria: 8,
    ciclo: 19,
    status: 1,
    statusNome: 'Pendente',
    credito: 0,
    quantidadeAnexos: 1,
    ...over,
  };
}

export function detalhe(over: Partial<ParticipacaoDetalhe> = {}): ParticipacaoDetalhe {
  return {
    id: 'p-1',
    idMedico: 'med-1',
    nomeMedico: 'Dra. Ângela Conceição',
    crmMedico: '123456',
    ciclo: 19,
    status: 1,
    statusNome: 'Pendente',
    titulo: 'Jornada de Clínica Médica',
    idCategoria: 'cat-congresso',
    categoria: 'Congresso',
    idForma: 'forma-ouvinte',
    forma: 'Ouvinte',
    instituicao: 'Hospital Exemplo',
    dataInicio: '2026-02-02',
    dataFim: '2026-02-03',
    cargaHoraria: 8,
    descricao: 'Dois dias de atualização.',
    credito: 0,
    versao: 3,
    criadaEm: '2026-02-05T13:30:00Z',
    anexos: [{ id: 'anx-1', nomeOriginal: 'certificado.pdf', tipo: 'application/pdf', tamanho: 245_760, criadoEm: '2026-02-05T13:31:00Z' }],
    historico: [{ em: '2026-02-05T13:30:00Z', por: 'Dra. Ângela Conceição', de: null, para: 1 }],
    podeEditar: true,
    podeExcluir: true,
    ...over,
  };
}

export const DESEMPENHO: DesempenhoMedico = {
  cicloAtual: 19,
  totalPontos: 32,
  metaPontos: 50,
  gestaoPontos: 4,
  publicacaoPontos: 6,
  baixaRelevanciaPontos: 8,
  mediaRelevanciaPontos: 10,
  altaRelevanciaPontos: 14,
  totalRegistros: 9,
  totalAprovados: 5,
  totalReprovados: 1,
  totalPendentes: 3,
  pontosParaAtigirMeta: 18,
  totalPercentualMeta: 64,
  baixaRelevanciaPercentual: 25,
  mediaRelevanciaPercentual: 31.25,
  altaRelevanciaPercentual: 43.75,
  gestaoPercentual: 12.5,
  publicacoesPercentual: 18.75,
  projecao: { situacao: 'abaixo-do-ritmo', faltam: 18, creditosPorMes: 9 },
};

export const CICLOS: Ciclo[] = [
  { ciclo: 19, ano: 2026, inicio: '2026-01-01', fim: '2026-12-31', aberto: true, atual: true, meta: 50 },
  { ciclo: 18, ano: 2025, inicio: '2025-01-01', fim: '2025-12-31', aberto: false, atual: false, meta: 50 },
  { ciclo: 17, ano: 2024, inicio: '2024-01-01', fim: '2024-12-31', aberto: false, atual: false, meta: 50 },
];

export const HISTORICO_CICLOS: HistoricoCiclos = {
  graficoCiclosList: [12, 13, 14, 15, 16, 17, 18, 19].map((ciclo, i) => ({
    ciclo,
    pontuacaoAltoValor: 10 + i,
    pontuacaoMedioValor: 8,
    pontuacaoBaixoValor: 4,
    meta: 50,
  })),
  meta: 50,
  quantidadeParticipacoes: 31,
  totalPontos: 228,
};

export const HISTORICO_PARTICIPACOES: HistoricoParticipacao[] = [
  { id: 'h-1', categoria: 'Congresso', titulo: 'Congresso de Cardiologia', participacao: 'Palestrante', credito: 10, valor: 'alto valor' },
  { id: 'h-2', categoria: 'Curso', titulo: 'Curso de ACLS', participacao: 'Ouvinte', credito: 4.5, valor: 'medio valor' },
];

export const PERFIL: MedicoPerfil = {
  id: 'med-1',
  nome: 'Dra. Ângela Conceição',
  crm: '123456',
  status: 'Ativo',
  cpf: '123.456.789-09',
  sexo: 'Feminino',
  dataNascimento: '05/03/1980 00:00:00',
  estadoCivil: 'Casada',
  especialidade: 'Cardiologia',
  especialidadesSecundarias: ['Clínica médica', 'Medicina intensiva'],
  categoriaProfissional: 'Titular',
  tipo: 'Funcionário',
  telefone: '',
  celular: '(11) 98888-7777',
  email: 'angela@hospital.example',
  area: 'Clínica',
  receberLembretes: true,
};

/** The doctor-side answers a page and its sidebar load. */
export const MEDICO_BACKEND: ApiHandlers = {
  'medico.desempenho': () => DESEMPENHO,
  'medico.participacoesQuantidade': () => QUANTIDADES,
  'medico.participacoesStatus': () => page([resumo()]),
  'tabela.categorias': () => CATEGORIAS,
  'tabela.formas': () => FORMAS,
  'participacao.ciclos': () => CICLOS,
  'medico.historicoCiclos': () => HISTORICO_CICLOS,
  'medico.historicoParticipacoesCiclos': () => page(HISTORICO_PARTICIPACOES),
  'medico.perfil': () => PERFIL,
};

/* The administrators' Área de Análise: dates from the pinned clock (testing/clock.ts). */

/** One row of the review queue (Pendente, one certificate). */
export function filaItem(over: Partial<ParticipacaoAdmin> = {}): ParticipacaoAdmin {
  return {
    id: 'p-1',
    titulo: 'Jornada de Clínica Médica',
    idMedico: 'med-1',
    nomeMedico: 'Dra. Ângela Conceição',
    crm: '123456',
    categoria: 'Congresso',
    forma: 'Ouvinte',
    dataInicio: testDay(-42),
    dataFim: testDay(-41),
    cargaHoraria: 8,
    ciclo: 19,
    status: 1,
    statusNome: 'Pendente',
    quantidadeAnexos: 1,
    credito: 0,
    registradaEm: testInstant(-39),
    possivelDuplicata: false,
    ...over,
  };
}

export const QUANTIDADES_FILA: QuantidadeStatus[] = [
  { status: 1, nome: 'Pendente', quantidade: 7 },
  { status: 2, nome: 'Aprovada', quantidade: 40 },
  { status: 3, nome: 'Reprovada', quantidade: 2 },
  { status: 4, nome: 'Em ajuste', quantidade: 1 },
];

export const MEDICOS_BUSCA: MedicoBusca[] = [
  { id: 'med-1', nome: 'Dra. Ângela Conceição', crm: '123456' },
  { id: 'med-2', nome: 'Dr. Ângelo Martins', crm: '654321' },
];

/** The credit-table rows of Congresso · Ouvinte. */
export const CLASSIFICACOES: ClassificacaoItem[] = [
  {
    id: 'cls-nacional',
    descricao: 'Congresso nacional (ouvinte)',
    idCategoria: 'cat-congresso',
    categoria: 'Congresso',
    idForma: 'forma-ouvinte',
    forma: 'Ouvinte',
    valor: 'medio valor',
    pontos: 0.5,
    unidade: 'hora',
  },
  {
    id: 'cls-internacional',
    descricao: 'Congresso internacional (ouvinte)',
    idCategoria: 'cat-congresso',
    categoria: 'Congresso',
    idForma: 'forma-ouvinte',
    forma: 'Ouvinte',
    valor: 'alto valor',
    pontos: 10,
    unidade: 'evento',
    tetoCiclo: 20,
  },
];

export const MOTIVO_TETO = 'O limite de 20 créditos por ciclo para esta classificação foi atingido.';

export function contexto(over: Partial<AnaliseContexto> = {}): AnaliseContexto {
  return {
    outrasDoCiclo: [filaItem({ id: 'p-7', titulo: 'Curso de ACLS', status: 2, statusNome: 'Aprovada', credito: 4 })],
    duplicatas: [],
    duplicatasMais: false,
    creditos: [
      { idClassificacao: 'cls-nacional', calculado: 4, credito: 4 },
      { idClassificacao: 'cls-internacional', calculado: 10, credito: 6, motivoTeto: MOTIVO_TETO },
    ],
    podeDecidir: true,
    ...over,
  };
}

/** The answers the Área de Análise and its detail page load. */
export const ADMIN_BACKEND: ApiHandlers = {
  'analise.participacoesAdministrador': () => page([filaItem()]),
  'analise.participacoesQuantidade': () => QUANTIDADES_FILA,
  'analise.contexto': () => contexto(),
  'medico.byNameCrm': () => MEDICOS_BUSCA,
  'tabela.categorias': () => CATEGORIAS,
  'tabela.classificacoes': () => CLASSIFICACOES,
  'participacao.ciclos': () => CICLOS,
  'participacao.getById': () => detalhe({ podeEditar: false, podeExcluir: false }),
};
