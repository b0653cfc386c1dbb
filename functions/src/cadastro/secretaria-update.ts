import type { SecretariaDetalhe } from '@emc/shared/pessoas';
import type { ContaDeps } from '../lib/contas';
import { listMedicosOfSecretaria } from '../lib/db/secretarias';
import { getUsuario, type Usuario } from '../lib/db/usuarios';
import { notFound, ValidationError } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { PESSOAS_MSG } from '../lib/pessoas';
import type { Principal } from '../lib/principal';
import { gravarComConta, medicosParaVincular, parDaAuditoria, paresDosVinculos, retratoDaSecretaria, SECRETARIAS, secretariaDetalhe } from './secretaria-comum';

/**
 * PUT /api/secretarias/update { id, nome, email, idsMedicos }: her name and e-mail (the account's,
 * with Cognito) and her doctors, which replace the links she had: a doctor unlinked is refused to
 * her at once (every request reads the link).
 */
export async function secretariaUpdate(input: ActionInput<RouteOf<'cadastro.secretariaUpdate'>>, p: Principal, deps: ContaDeps): Promise<SecretariaDetalhe> {
  const { db } = deps;
  const { id, nome, email, idsMedicos } = input.body;
  const conta = await getUsuario(db, id, true);
  if (!conta?.roles.includes(SECRETARIAS)) throw notFound(PESSOAS_MSG.secretariaNaoEncontrada);
  if (conta.idMedico) {
    // A doctor's account: its name and e-mail are the doctor's, changed in the Corpo Clínico.
    const errors: Record<string, string[]> = {};
    if (nome !== conta.nome) errors.nome = ['Esta conta é de um médico: altere o nome no Corpo Clínico.'];
    if (email !== conta.email) errors.email = ['Esta conta é de um médico: altere o e-mail no Corpo Clínico.'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
  const atuais = await listMedicosOfSecretaria(db, id, true);
  const medicos = await medicosParaVincular(db, idsMedicos, new Set(atuais.map((m) => m.id)));
  const depois: Usuario = { ...conta, nome, email };
  const auditada = parDaAuditoria(db, p, 'alteracao', id, retratoDaSecretaria(conta, atuais), retratoDaSecretaria(depois, medicos));
  await gravarComConta(deps, conta, depois, [...auditada, ...paresDosVinculos(db, id, atuais, medicos)], atuais.length);
  return secretariaDetalhe(depois, medicos);
}
