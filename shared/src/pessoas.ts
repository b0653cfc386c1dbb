import * as z from 'zod/mini';
import { asIsoDate, isoDate, text } from './campos';
import { MSG } from './messages';
import type { MedicoDados, TipoMedico } from './medico';
import type { Role } from './roles';
import { idParam, type MedicoSecretaria } from './schemas';
import { cleanLine } from './text';
import './zod-pt';

/**
 * The administrators' people (decisions.md, "Catalogues and people"): the clinical staff (corpo
 * clínico) and the secretaries. Creating either makes its Cognito account and sends the invitation.
 */

export const TIPOS_MEDICO = ['Funcionário', 'Não funcionário'] as const satisfies readonly TipoMedico[];
export const SEXOS = ['Feminino', 'Masculino', 'Outro'] as const;
export const ESTADOS_CIVIS = ['Solteiro(a)', 'Casado(a)', 'Divorciado(a)', 'Viúvo(a)', 'União estável'] as const;
export const CATEGORIAS_PROFISSIONAIS = ['Titular', 'Associado', 'Credenciado', 'Residente'] as const;

/** An e-mail, trimmed and lower-cased: the login. */
export const emailCampo = z
  .string({ error: MSG.emailRequired })
  .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: MSG.emailRequired, abort: true }), z.maxLength(254, MSG.emailInvalid), z.email({ error: MSG.emailInvalid }));

/** A CRM: digits only (spaces and dots are dropped), 4 to 8 of them. */
export const crmCampo = z.string({ error: 'Informe o CRM.' }).check(
  z.overwrite((s) => s.replace(/[\s.]/g, '')),
  z.minLength(1, { error: 'Informe o CRM.', abort: true }),
  z.regex(/^\d{4,8}$/, 'O CRM deve ter de 4 a 8 dígitos, somente números.'),
);

/** True when the 11 digits carry valid check digits (and are not all the same digit). */
export function cpfValido(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((acc, n, i) => acc + n * (len + 1 - i), 0);
    const r = (sum * 10) % 11;
    if ((r === 10 ? 0 : r) !== d[len]) return false;
  }
  return true;
}

/** A CPF typed with or without punctuation, kept as 000.000.000-00. */
export const cpfCampo = z.pipe(
  z.string({ error: 'Informe o CPF.' }).check(
    z.overwrite((s) => s.replace(/\D/g, '')),
    z.minLength(1, { error: 'Informe o CPF.', abort: true }),
    z.refine(cpfValido, 'CPF inválido.'),
  ),
  z.transform((d) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`),
);

/** The longest specialty, the main one and each secondary one. */
export const ESPECIALIDADE_MAX = 100;

const opcional = (max: number, label: string) =>
  z._default(z.string().check(z.overwrite(cleanLine), z.trim(), z.maxLength(max, `${label[0]!.toUpperCase()}${label.slice(1)} deve ter no máximo ${max} caracteres.`)), '');
const umDe = <T extends readonly [string, ...string[]]>(values: T, msg: string) => z._default(z.union([z.literal(''), z.enum(values, { error: msg })]), '');
const telefone = (label: string) =>
  z._default(z.string().check(z.trim(), z.regex(/^$|^[\d\s()+-]{8,20}$/, `Informe ${label} com DDD, somente números.`)), '');

export const NASCIMENTO_FUTURO = 'A data de nascimento não pode estar no futuro.';

/** A birth date after `today` (São Paulo): its message, or undefined. */
export const nascimentoError = (data: unknown, today: string): string | undefined => {
  const d = asIsoDate(data);
  return d && d > today ? NASCIMENTO_FUTURO : undefined;
};

/**
 * A birth date: a real date, not before 1900, and, given the day (the form's: the server judges its own
 * clock with nascimentoError), not after it. A field check, so it shows with the other fields' messages.
 */
export const dataNascimentoCampo = (today?: () => string) =>
  z._default(
    z.union([
      z.literal(''),
      isoDate('a data de nascimento').check(
        z.refine((s) => s >= '1900-01-01', 'Data de nascimento inválida.'),
        z.refine((s) => !today || !nascimentoError(s, today()), NASCIMENTO_FUTURO),
      ),
    ]),
    '',
  );
const dataNascimento = dataNascimentoCampo();

export const medicoCampos = {
  nome: text(3, 150, 'o nome'),
  crm: crmCampo,
  cpf: cpfCampo,
  email: emailCampo,
  idArea: z.string({ error: 'Selecione a área.' }).check(z.trim(), z.minLength(1, 'Selecione a área.'), z.maxLength(64, 'Selecione a área.')),
  tipo: z.enum(TIPOS_MEDICO, { error: 'Selecione o tipo (Funcionário ou Não funcionário).' }),
  sexo: umDe(SEXOS, 'Selecione o sexo.'),
  dataNascimento,
  estadoCivil: umDe(ESTADOS_CIVIS, 'Selecione o estado civil.'),
  especialidade: opcional(ESPECIALIDADE_MAX, 'a especialidade'),
  especialidadesSecundarias: z._default(
    z.array(text(2, ESPECIALIDADE_MAX, 'a especialidade secundária')).check(z.maxLength(10, 'Informe no máximo 10 especialidades secundárias.')),
    [],
  ),
  categoriaProfissional: umDe(CATEGORIAS_PROFISSIONAIS, 'Selecione a categoria profissional.'),
  telefone: telefone('o telefone'),
  celular: telefone('o celular'),
};
export const criarMedicoBody = z.object(medicoCampos);
export const atualizarMedicoBody = z.object({ id: idParam, ...medicoCampos });
export type CriarMedico = z.infer<typeof criarMedicoBody>;
export type CriarMedicoInput = z.input<typeof criarMedicoBody>;
export type AtualizarMedico = z.infer<typeof atualizarMedicoBody>;

/** `medico/get-by-id/{id}` and what create and update answer: the record as an administrator edits it. */
export interface MedicoCadastro extends MedicoDados {
  id: string;
  idArea: string;
  area: string;
  tipo: TipoMedico;
  /** AAAA-MM-DD, or ''. */
  dataNascimento: string;
  ativo: boolean;
}

/**
 * What creating an account answers besides the record: whether an invitation e-mail is on its way
 * (committed with the account in the outbox, which sends it even if SES is down for a while).
 */
export interface ConviteEnviado {
  conviteEnviado: boolean;
}

/** A row of `medico/corpo-clinico`. */
export interface MedicoCorpoClinico {
  id: string;
  nome: string;
  crm: string;
  email: string;
  idArea: string;
  area: string;
  especialidade: string;
  tipo: TipoMedico;
  ativo: boolean;
  /** 'Ativo' or 'Inativo'. */
  status: string;
}

// ---- Secretaries ----
export const secretariaUserBody = z.object({ nome: text(3, 150, 'o nome'), email: emailCampo });
export const secretariaCampos = {
  nome: text(3, 150, 'o nome'),
  email: emailCampo,
  idsMedicos: z.array(idParam).check(z.maxLength(200, 'Vincule no máximo 200 médicos.')),
};
export const criarSecretariaBody = z.object(secretariaCampos);
export const atualizarSecretariaBody = z.object({ id: idParam, ...secretariaCampos });
export type CriarSecretaria = z.infer<typeof criarSecretariaBody>;
export type AtualizarSecretaria = z.infer<typeof atualizarSecretariaBody>;

export const emailParam = z.object({ email: emailCampo });
export const loginParam = z.object({ login: emailCampo });

/** A row of `secretarias/get-all-pagination` and `get-by-login/{login}`. */
export interface SecretariaItem {
  id: string;
  nome: string;
  email: string;
  ativo: boolean;
  quantidadeMedicos: number;
}

/** `secretarias/create` and `update`: the secretary with her doctors. */
export interface SecretariaDetalhe extends SecretariaItem {
  medicos: MedicoSecretaria[];
}

/** `secretarias/get-user-by-email/{email}`: whether an account has that e-mail (so the screen reuses it). */
export interface UsuarioPorEmail {
  existe: boolean;
  id?: string;
  nome?: string;
  email?: string;
  roles?: Role[];
  ativo?: boolean;
}

/** `secretarias/create-user`: the account made (group Secretarias). */
export interface UsuarioCriado extends ConviteEnviado {
  id: string;
  nome: string;
  email: string;
}
