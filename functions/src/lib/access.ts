import type { Db } from './db/client';
import { isLinked } from './db/secretarias';
import { forbidden } from './errors';
import { hasRole, type Principal } from './principal';

/**
 * Ownership rules, checked here once:
 * an administrator acts for anyone; a doctor only for themself; a secretary only for linked doctors.
 */
export async function canActForMedico(db: Db, p: Principal, idMedico: string): Promise<boolean> {
  if (hasRole(p, 'Administradores')) return true;
  if (hasRole(p, 'Medicos') && p.idMedico === idMedico) return true;
  if (hasRole(p, 'Secretarias')) return isLinked(db, p.idUsuario, idMedico);
  return false;
}

export async function assertCanActForMedico(db: Db, p: Principal, idMedico: string): Promise<void> {
  if (!(await canActForMedico(db, p, idMedico))) throw forbidden();
}

/**
 * Owner-side writes (create, edit, delete, attachments): the doctor themself or a linked secretary.
 * An administrator who is not that doctor does not write for them (decisions.md).
 */
export async function canWriteForMedico(db: Db, p: Principal, idMedico: string): Promise<boolean> {
  if (hasRole(p, 'Medicos') && p.idMedico === idMedico) return true;
  if (hasRole(p, 'Secretarias')) return isLinked(db, p.idUsuario, idMedico);
  return false;
}

export async function assertCanWriteForMedico(db: Db, p: Principal, idMedico: string): Promise<void> {
  if (!(await canWriteForMedico(db, p, idMedico))) throw forbidden();
}

/** A secretary reads only her own data; an administrator reads any secretary's. */
export function assertIsSelfOrAdmin(p: Principal, idUsuario: string): void {
  if (!hasRole(p, 'Administradores') && p.idUsuario !== idUsuario) throw forbidden();
}
