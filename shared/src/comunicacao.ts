import * as z from 'zod/mini';
import { MSG } from './messages';
import { cicloQuery, pageQuery, type HistoricoEntrada } from './participacao';
import { idParam } from './schemas';
import { cleanLine, cleanMultiline } from './text';
import type { MedicoPerfil } from './medico';
import './zod-pt';

/**
 * The program's communication with its doctors (decisions.md "Contact, FAQ and About", "Reminders",
 * "Privacy (LGPD)"): the contact messages, the deadline reminders, and a doctor's "Meus dados".
 */

// ---- Contato (spec section 3 "Contact message", section 5 "Contact") ----
const obrigatorio = (clean: (v: string) => string, max: number, label: string) =>
  z.string({ error: MSG.fieldRequired }).check(
    z.overwrite(clean),
    z.trim(),
    z.minLength(1, MSG.fieldRequired),
    z.maxLength(max, `${label} deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`),
  );

export const contatoBody = z.object({
  assunto: obrigatorio(cleanLine, 150, 'O assunto'),
  mensagem: obrigatorio(cleanMultiline, 5000, 'A mensagem'),
});
export type ContatoBody = z.infer<typeof contatoBody>;

/** `medico/contato`'s answer: the message was e-mailed to the program's mailbox and stored. */
export interface ContatoEnviado {
  id: string;
  enviadaEm: string;
}

/** A stored contact message, as administrators read it. */
export interface MensagemContato {
  id: string;
  assunto: string;
  mensagem: string;
  /** Who sent it: their account, name, e-mail and roles (and CRM when a doctor). */
  remetente: { idUsuario: string; nome: string; email: string; crm?: string; papeis: string[] };
  /** ISO instant. */
  enviadaEm: string;
  respondida: boolean;
  respondidaEm?: string;
  respondidaPor?: string;
}

/** `contato/get-all-pagination`: newest first; `status` narrows to unanswered or answered ones. */
export const contatoListaQuery = z.object({
  page: pageQuery,
  status: z.optional(z.enum(['pendentes', 'respondidas'], { error: 'Situação inválida.' })),
});
export type ContatoListaQuery = z.infer<typeof contatoListaQuery>;

/** `contato/update-status`: mark a message answered (or not). */
export const contatoStatusBody = z.object({ id: idParam, respondida: z.boolean({ error: 'Informe se a mensagem foi respondida.' }) });
export type ContatoStatusBody = z.infer<typeof contatoStatusBody>;

export const CONTATO_MSG = {
  /** Spec section 8 (contact success and failure). */
  sucessoTitulo: 'Sucesso',
  sucesso: 'Mensagem enviada com sucesso',
  falhaTitulo: 'Erro',
  falha: 'Não foi possível enviar sua mensagem, tente novamente mais tarde.',
  muitasMensagens: 'Você enviou muitas mensagens na última hora. Tente novamente mais tarde.',
  naoEncontrada: 'Mensagem não encontrada.',
} as const;

// ---- Reminders (decisions.md "Reminders") ----
/** The days reminders are due: 1 October, 1 November and 1 December (month numbers). */
export const MESES_LEMBRETE = [10, 11, 12] as const;

/** `medico/lembretes`: the doctor's opt-out of the deadline reminders (Perfil). */
export const lembretesPreferenciaBody = z.object({
  idMedico: idParam,
  receber: z.boolean({ error: 'Informe se deseja receber os lembretes.' }),
});
export type LembretesPreferenciaBody = z.infer<typeof lembretesPreferenciaBody>;
export interface LembretesPreferencia {
  idMedico: string;
  receberLembretes: boolean;
}

/** One reminder of one doctor for one due date, as administrators read them. */
export interface LembreteEnviado {
  idMedico: string;
  nome: string;
  crm: string;
  ciclo: number;
  /** The due date, AAAA-MM-DD (the 1st of October, November or December). */
  data: string;
  situacao: 'enviado' | 'falhou';
  /** ISO instant of the last attempt. */
  tentativaEm: string;
  tentativas: number;
  totalPontos: number;
  meta: number;
}

/** `lembrete/get-all-pagination`: newest attempt first, optionally one cycle. */
export const lembreteListaQuery = z.object({ page: pageQuery, ciclo: z.optional(cicloQuery) });
export type LembreteListaQuery = z.infer<typeof lembreteListaQuery>;

/** What one run of the reminders function did (the scheduled event's answer and `npm run lembretes`' output). */
export interface ResultadoLembretes {
  /** The due date handled, or null when the run's date is none (nothing sent). */
  data: string | null;
  ciclo: number | null;
  enviados: number;
  jaEnviados: number;
  falhas: number;
  /** Doctors at or above the goal, inactive, or who opted out. */
  ignorados: number;
}

// ---- Meus dados (decisions.md "Privacy (LGPD)") ----
export interface MeusDadosAnexo {
  id: string;
  nomeArquivo: string;
  tipo: string;
  tamanho: number;
  /** A presigned https link, valid until `linksValidosAte`. */
  link: string;
}

export interface MeusDadosParticipacao {
  id: string;
  titulo: string;
  instituicao?: string;
  ciclo: number;
  dataInicio: string;
  dataFim: string;
  cargaHoraria: number;
  categoria?: string;
  forma?: string;
  classificacao?: string;
  status: number;
  statusNome: string;
  credito?: number;
  registradaEm: string;
  historico: HistoricoEntrada[];
  anexos: MeusDadosAnexo[];
}

/** `medico/meus-dados/{id}`: everything the program keeps about the doctor, as a JSON download. */
export interface MeusDados {
  geradoEm: string;
  linksValidosAte: string;
  /** As `medico/perfil` answers it (a secretary still sees the CPF masked). */
  perfil: MedicoPerfil;
  receberLembretes: boolean;
  participacoes: MeusDadosParticipacao[];
  lembretes: Pick<LembreteEnviado, 'ciclo' | 'data' | 'situacao' | 'tentativaEm'>[];
  mensagensContato: Pick<MensagemContato, 'id' | 'assunto' | 'mensagem' | 'enviadaEm' | 'respondida'>[];
}

/** The file name the web saves "Meus dados" under. */
export const meusDadosArquivo = (crm: string) => `meus_dados_emc_${crm.replace(/[^0-9A-Za-z]/g, '') || 'medico'}.json`;
