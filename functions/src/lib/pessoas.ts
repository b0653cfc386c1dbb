import type { MedicoCadastro, MedicoCorpoClinico, SecretariaItem } from '@emc/shared/pessoas';
import { listAreas } from './db/areas';
import type { Db } from './db/client';
import type { MedicoRegistro } from './db/medicos';
import type { Usuario } from './db/usuarios';
import { NAO_ENCONTRADO } from '@emc/shared/messages';

/** The administrators' views of people (Corpo Clínico, Gerenciar Secretárias), shared by their reads and writes. */

export const PESSOAS_MSG = {
  medicoNaoEncontrado: NAO_ENCONTRADO.medico,
  secretariaNaoEncontrada: 'Secretária não encontrada.',
  crmDuplicado: 'Já existe um médico com este CRM.',
} as const;

/** The areas' names by id (tens of rows: one Query, or the container's copy while they are unchanged: db/copias.ts). */
export async function nomesDasAreas(db: Db): Promise<Map<string, { nome: string; ativo: boolean }>> {
  return new Map((await listAreas(db)).map((a) => [a.idArea, { nome: a.nome, ativo: a.ativo }]));
}

/** The record as an administrator edits it: every profile field, the CPF in full. */
export function medicoCadastro(m: MedicoRegistro, area: string): MedicoCadastro {
  return {
    id: m.idMedico,
    nome: m.nome,
    crm: m.crm,
    cpf: m.cpf ?? '',
    email: m.email ?? '',
    idArea: m.idArea,
    area,
    tipo: m.tipo,
    sexo: m.sexo ?? '',
    dataNascimento: m.dataNascimento ?? '',
    estadoCivil: m.estadoCivil ?? '',
    especialidade: m.especialidade ?? '',
    especialidadesSecundarias: m.especialidadesSecundarias ?? [],
    categoriaProfissional: m.categoriaProfissional ?? '',
    telefone: m.telefone ?? '',
    celular: m.celular ?? '',
    ativo: m.ativo,
  };
}

/** A row of the corpo clínico. */
export function medicoCorpoClinico(m: MedicoRegistro, area: string): MedicoCorpoClinico {
  const { id, nome, crm, email, idArea, especialidade, tipo, ativo } = medicoCadastro(m, area);
  return { id, nome, crm, email, idArea, area, especialidade, tipo, ativo, status: ativo ? 'Ativo' : 'Inativo' };
}

export function secretariaItem(u: Usuario, quantidadeMedicos: number): SecretariaItem {
  return { id: u.idUsuario, nome: u.nome, email: u.email, ativo: u.ativo, quantidadeMedicos };
}
