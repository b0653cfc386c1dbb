import { nascimentoError } from '@emc/shared/pessoas';
import { conflict, ValidationError } from '../lib/errors';
import { transact, type Escrita } from '../lib/db/transactions';
import { todayInSaoPaulo } from '../lib/ciclo';
import type { Db } from '../lib/db/client';
import { novoMedicoTx, type MedicoRegistro } from '../lib/db/medicos';
import { secretariasDoMedico, vinculoMedicoUpdate } from '../lib/db/secretarias';
import { getUsuario, getUsuarioPorEmailAgora, type Usuario } from '../lib/db/usuarios';
import { PESSOAS_MSG } from '../lib/pessoas';

/** What the doctor's writes share: the checks the schema cannot make, and the doctor's account. */

/** A birth date may not be after today (in São Paulo). */
export function checarNascimento(data: string): void {
  const erro = nascimentoError(data, todayInSaoPaulo());
  if (erro) throw ValidationError.field('dataNascimento', erro);
}

export const AREA_INVALIDA = 'Selecione uma área ativa.';

/** The items of a new doctor, a duplicate CRM refused with its own message. */
export function escritasDoNovoMedico(db: Db, m: MedicoRegistro): Escrita[] {
  return novoMedicoTx(db, m).map(({ item, recusa }) => ({ item, recusa: recusa === 'crm' ? () => conflict(PESSOAS_MSG.crmDuplicado) : undefined }));
}

/**
 * The account the doctor signs in with: the one its record names, or (doctors made before records
 * named it) the account with its e-mail that points back at it.
 */
export async function contaDoMedico(db: Db, m: MedicoRegistro): Promise<Usuario | undefined> {
  if (m.idUsuario) return getUsuario(db, m.idUsuario, true);
  const u = m.email ? await getUsuarioPorEmailAgora(db, m.email) : undefined;
  return u?.idMedico === m.idMedico ? u : undefined;
}

/**
 * The secretaries' links keep the doctor's name and CRM (their list is one Query): brought up to date
 * after a change. A link removed meanwhile is left alone.
 */
export async function atualizarVinculos(db: Db, m: MedicoRegistro): Promise<void> {
  const ids = await secretariasDoMedico(db, m.idMedico);
  const removido = new Error('vínculo removido');
  await Promise.all(
    ids.map((idSecretaria) =>
      transact(db, [{ item: vinculoMedicoUpdate(db, idSecretaria, { idMedico: m.idMedico, nome: m.nome, crm: m.crm }), recusa: () => removido }]).catch((error: unknown) => {
        if (error !== removido) throw error;
      }),
    ),
  );
}
