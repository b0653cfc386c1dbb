import type { MedicoCadastro } from '@emc/shared/pessoas';
import { alterarConta, type ContaDeps } from '../lib/contas';
import { transact, type Escrita } from '../lib/db/transactions';
import { auditoria } from '../lib/auditoria';
import { desfazerAuditoria } from '../lib/db/auditoria';
import { atualizarMedicoTx, buscaDoMedicoTx, getMedicoLido, type MedicoRegistro } from '../lib/db/medicos';
import { moveUnico } from '../lib/db/unicos';
import { conflict, notFound, ValidationError } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { medicoCadastro, nomesDasAreas, PESSOAS_MSG } from '../lib/pessoas';
import type { Principal } from '../lib/principal';
import { AREA_INVALIDA, atualizarVinculos, checarNascimento, contaDoMedico } from './medico-comum';

/**
 * PUT /api/medico/update: every field, CRM and e-mail included. The record, the CRM marker, and the
 * account (its name, CRM, e-mail and e-mail marker) change in one transaction; then the Cognito
 * user's e-mail (verified) and name, undone if Cognito refuses. The secretaries' links follow.
 * Participations keep the name and CRM they were registered with.
 */
export async function medicoUpdate(input: ActionInput<RouteOf<'cadastro.medicoUpdate'>>, p: Principal, deps: ContaDeps): Promise<MedicoCadastro> {
  const { db } = deps;
  const { id, ...campos } = input.body;
  const lido = await getMedicoLido(db, id);
  if (!lido) throw notFound(PESSOAS_MSG.medicoNaoEncontrado);
  const antes = lido.medico;
  checarNascimento(campos.dataNascimento);
  const areas = await nomesDasAreas(db);
  // A doctor may stay in an area deactivated since; a new area must be active.
  if (campos.idArea !== antes.idArea && !areas.get(campos.idArea)?.ativo) throw ValidationError.field('idArea', AREA_INVALIDA);

  const conta = await contaDoMedico(db, antes);
  const depois: MedicoRegistro = { ...antes, ...campos, ...(conta ? { idUsuario: conta.idUsuario } : {}) };
  const entrada = auditoria(db, p, { acao: 'alteracao', entidade: 'medico', idEntidade: id, descricao: depois.nome, antes, depois });
  const fazer: Escrita[] = [
    { item: atualizarMedicoTx(db, lido, depois) },
    ...buscaDoMedicoTx(db, lido, depois).map((item) => ({ item })),
    ...moveUnico(db, 'CRM', antes.crm, depois.crm, id).map((item, i) => ({ item, recusa: i === 1 ? () => conflict(PESSOAS_MSG.crmDuplicado) : undefined })),
    ...entrada.map((item) => ({ item })),
  ];
  if (conta) {
    const desfazer = [atualizarMedicoTx(db, { medico: depois, listado: lido.listado }, antes), ...buscaDoMedicoTx(db, { medico: depois, listado: lido.listado }, antes), ...moveUnico(db, 'CRM', depois.crm, antes.crm, id), ...entrada.map(desfazerAuditoria)];
    // The login follows the doctor's e-mail when it was the same (it always is for doctors made here).
    const email = conta.email === antes.email.toLowerCase() ? depois.email : conta.email;
    await alterarConta(deps, conta, { ...conta, nome: depois.nome, crm: depois.crm, email }, { fazer, desfazer });
  } else {
    await transact(db, fazer);
  }
  if (depois.nome !== antes.nome || depois.crm !== antes.crm) await atualizarVinculos(db, depois);
  return medicoCadastro(depois, areas.get(depois.idArea)?.nome ?? '');
}
