import type { MedicoPerfil } from '@emc/shared/medico';
import { assertCanActForMedico } from '../lib/access';
import type { Db } from '../lib/db/client';
import { getMedico } from '../lib/db/medicos';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { nomesDasAreas } from '../lib/pessoas';
import { hasRole, type Principal } from '../lib/principal';
import { NAO_ENCONTRADO } from '@emc/shared/messages';

/** LGPD: a secretary sees the CPF's middle digits only, ***.456.789-**. */
export function maskCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  return d.length === 11 ? `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**` : '***.***.***-**';
}

const seesFullCpf = (p: Principal, idMedico: string) => hasRole(p, 'Administradores') || (hasRole(p, 'Medicos') && p.idMedico === idMedico);

/** GET /api/medico/perfil/{id}: the doctor's read-only profile. */
export async function perfil(input: ActionInput<RouteOf<'medico.perfil'>>, p: Principal, db: Db): Promise<MedicoPerfil> {
  const id = input.params.id;
  await assertCanActForMedico(db, p, id);
  // The areas are the container's copy while they are unchanged (db/copias.ts): read beside the doctor.
  const [m, areas] = await Promise.all([getMedico(db, id), nomesDasAreas(db)]);
  if (!m) throw notFound(NAO_ENCONTRADO.medico);
  const area = areas.get(m.idArea)?.nome ?? '';
  const [y, mo, d] = m.dataNascimento.split('-');
  return {
    id: m.idMedico,
    nome: m.nome,
    crm: m.crm,
    status: m.ativo ? 'Ativo' : 'Inativo',
    cpf: seesFullCpf(p, id) ? m.cpf : maskCpf(m.cpf),
    sexo: m.sexo,
    dataNascimento: y && mo && d ? `${d}/${mo}/${y} 00:00:00` : '',
    estadoCivil: m.estadoCivil,
    especialidade: m.especialidade,
    especialidadesSecundarias: m.especialidadesSecundarias,
    categoriaProfissional: m.categoriaProfissional,
    tipo: m.tipo,
    telefone: m.telefone,
    celular: m.celular,
    email: m.email,
    area,
    receberLembretes: m.receberLembretes !== false,
  };
}
