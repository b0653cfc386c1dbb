import type { MedicoCadastro } from '@emc/shared/pessoas';
import { alterarConta, type ContaDeps } from '../lib/contas';
import { transact } from '../lib/db/transactions';
import { getAreaNome } from '../lib/db/areas';
import { acaoDeStatus, auditoria } from '../lib/auditoria';
import { desfazerAuditoria } from '../lib/db/auditoria';
import { atualizarMedicoTx, getMedicoLido, type MedicoRegistro } from '../lib/db/medicos';
import { conflict, notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { medicoCadastro, PESSOAS_MSG } from '../lib/pessoas';
import type { Principal } from '../lib/principal';
import { contaDoMedico } from './medico-comum';

/**
 * PUT /api/medico/update-status { id, ativar }: deactivating marks the record inactive and disables
 * its account (no login; tokens and sessions revoked); reactivating re-enables both. Nothing is
 * deleted: the doctor stays in the corpo clínico as Inativo, with their history.
 */
export async function medicoUpdateStatus(input: ActionInput<RouteOf<'cadastro.medicoUpdateStatus'>>, p: Principal, deps: ContaDeps): Promise<MedicoCadastro> {
  const { db } = deps;
  const { id, ativar } = input.body;
  const lido = await getMedicoLido(db, id);
  if (!lido) throw notFound(PESSOAS_MSG.medicoNaoEncontrado);
  if (!ativar && p.idMedico === id) throw conflict('Você não pode desativar o próprio cadastro.');
  const antes = lido.medico;
  const conta = await contaDoMedico(db, antes);
  const depois: MedicoRegistro = { ...antes, ativo: ativar, ...(conta ? { idUsuario: conta.idUsuario } : {}) };
  const area = await getAreaNome(db, antes.idArea);
  if (antes.ativo === ativar && (!conta || conta.ativo === ativar)) return medicoCadastro(antes, area);

  // The account's status is audited with the record's: the pair counts as active only when both are.
  const entrada = auditoria(db, p, { acao: acaoDeStatus(ativar), entidade: 'medico', idEntidade: id, descricao: antes.nome, antes: { ativo: antes.ativo && (conta?.ativo ?? true) }, depois: { ativo: ativar } });
  const fazer = [{ item: atualizarMedicoTx(db, lido, depois) }, ...entrada.map((item) => ({ item }))];
  if (conta) {
    await alterarConta(deps, conta, { ...conta, ativo: ativar }, { fazer, desfazer: [atualizarMedicoTx(db, { medico: depois, listado: lido.listado }, antes), ...entrada.map(desfazerAuditoria)] });
  } else {
    await transact(db, fazer);
  }
  return medicoCadastro(depois, area);
}
