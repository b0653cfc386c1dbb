import type { ConviteEnviado, MedicoCadastro } from '@emc/shared/pessoas';
import { criarConta, type ContaDeps } from '../lib/contas';
import { auditoria } from '../lib/auditoria';
import type { MedicoRegistro } from '../lib/db/medicos';
import { ValidationError } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { idempotencyScope } from '../lib/idempotency';
import { newId } from '../lib/ids';
import { medicoCadastro, nomesDasAreas } from '../lib/pessoas';
import type { Principal } from '../lib/principal';
import { AREA_INVALIDA, checarNascimento, escritasDoNovoMedico } from './medico-comum';
import { criarUmaVez } from './uma-vez';

type Resposta = MedicoCadastro & ConviteEnviado;

/**
 * POST /api/medico/create: the doctor's record and its account (group Medicos), in one DynamoDB
 * transaction with the CRM and e-mail markers (a duplicate is 409 naming the field), its audit entry
 * and the invitation (an outbox item, sent after the commit). A repeat of its Idempotency-Key answers the
 * first result.
 */
export async function medicoCreate(input: ActionInput<RouteOf<'cadastro.medicoCreate'>>, p: Principal, deps: ContaDeps): Promise<Resposta> {
  const campos = input.body;
  checarNascimento(campos.dataNascimento);
  const area = (await nomesDasAreas(deps.db)).get(campos.idArea);
  if (!area?.ativo) throw ValidationError.field('idArea', AREA_INVALIDA);
  const scope = idempotencyScope(p, 'cadastro.medicoCreate', input.idempotencyKey, campos);
  return criarUmaVez<Resposta>(deps.db, scope, async (claim) => {
    const medico: MedicoRegistro = { ...campos, idMedico: newId(), ativo: true };
    let resposta: Resposta | undefined;
    const conta = await criarConta(
      deps,
      { email: campos.email, nome: campos.nome, roles: ['Medicos'], idMedico: medico.idMedico, crm: medico.crm },
      {
        extra: (u) => {
          medico.idUsuario = u.idUsuario;
          resposta = { ...medicoCadastro(medico, area.nome), conviteEnviado: true };
          const entrada = auditoria(deps.db, p, { acao: 'criacao', entidade: 'medico', idEntidade: medico.idMedico, descricao: medico.nome, depois: medico });
          return [...escritasDoNovoMedico(deps.db, medico), ...(claim ? [claim(resposta)] : []), ...entrada.map((item) => ({ item }))];
        },
      },
    );
    return { ...resposta!, conviteEnviado: conta.conviteEnviado };
  });
}
