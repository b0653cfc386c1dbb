import type { ProjecaoMeta } from './relatorios';

/** What a doctor's record and profile have in common. */
export interface MedicoDados {
  nome: string;
  crm: string;
  cpf: string;
  sexo: string;
  dataNascimento: string;
  estadoCivil: string;
  especialidade: string;
  especialidadesSecundarias: string[];
  categoriaProfissional: string;
  telefone: string;
  celular: string;
  email: string;
}

export type TipoMedico = 'Funcionário' | 'Não funcionário';

/** A member of the clinical staff (corpo clínico), as the server keeps it; dataNascimento is YYYY-MM-DD. */
export interface Medico extends MedicoDados {
  idMedico: string;
  ativo: boolean;
  tipo: TipoMedico;
  idArea: string;
  /** The deadline reminders' opt-out (Perfil): absent means the doctor receives them. */
  receberLembretes?: boolean;
}

/** Answers of the /api/medico routes (spec section 3). */
export interface MedicoPerfil extends MedicoDados {
  id: string;
  status: string;
  /** Masked (***.456.789-**) for secretaries (LGPD). */
  cpf: string;
  /** "dd/MM/yyyy 00:00:00": the web shows the part before the first space. */
  dataNascimento: string;
  tipo: string;
  area: string;
  /** Whether the deadline reminders are e-mailed to the doctor (Perfil's switch). */
  receberLembretes: boolean;
}

export interface DesempenhoMedico {
  cicloAtual: number;
  totalPontos: number;
  metaPontos: number;
  gestaoPontos: number;
  publicacaoPontos: number;
  baixaRelevanciaPontos: number;
  mediaRelevanciaPontos: number;
  altaRelevanciaPontos: number;
  totalRegistros: number;
  totalAprovados: number;
  totalReprovados: number;
  totalPendentes: number;
  pontosParaAtigirMeta: number;
  totalPercentualMeta: number;
  baixaRelevanciaPercentual: number;
  mediaRelevanciaPercentual: number;
  altaRelevanciaPercentual: number;
  gestaoPercentual: number;
  publicacoesPercentual: number;
  /** Toward the goal at the cycle's pace so far (decisions.md "Doctor's statement and projection"). */
  projecao: ProjecaoMeta;
}

export interface GraficoCiclo {
  ciclo: number;
  pontuacaoAltoValor: number;
  pontuacaoMedioValor: number;
  pontuacaoBaixoValor: number;
  meta: number;
}

export interface HistoricoCiclos {
  graficoCiclosList: GraficoCiclo[];
  /** The current cycle's goal. */
  meta: number;
  /** Participations registered in the 8 cycles shown. */
  quantidadeParticipacoes: number;
  /**
   * The highest cycle total among the 8 (the tallest bar): the spec's y-axis rule (totalPontos + 20 when
   * over 120, else 140) keeps every bar and the goal line inside the chart.
   */
  totalPontos: number;
}
