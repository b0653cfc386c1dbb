import { ListUsersCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { transact } from '../lib/db/transactions';
import type { Db } from '../lib/db/client';
import { contadorMedicosPut, listMedicos, medicoCompletarTx } from '../lib/db/medicos';
import { claimUnico, type UnicoKind } from '../lib/db/unicos';
import { getUsuarioByEmail, listSecretarias, type Usuario } from '../lib/db/usuarios';
import { logger } from '../lib/logger';

export interface BackfillResultado {
  medicos: number;
  contas: number;
  /** Values another record already owns (a duplicate made before the markers): logged by id, left as they are. */
  conflitos: number;
}

/**
 * For data made before the uniqueness markers (a seed step calls it; idempotent): the CRM marker of
 * every listed doctor and the e-mail marker of every account it can reach (the doctors' accounts, the
 * secretaries and, given Cognito, every user of the pool); the doctors' `busca` with their e-mail and
 * the id of their account; and the corpo clínico's counter, started at the list's length when there
 * is none (data made before it; a counter that exists was kept by every create since).
 */
export async function backfillUnicosPessoas(db: Db, pool?: { cognito: Pick<CognitoIdentityProviderClient, 'send'>; userPoolId: string }): Promise<BackfillResultado> {
  let conflitos = 0;
  const recusado = new Error('marcador de outro registro');
  const reivindicar = async (kind: UnicoKind, valor: string, owner: string) => {
    try {
      await transact(db, [{ item: claimUnico(db, kind, valor, owner), recusa: () => recusado }]);
    } catch (error) {
      if (error !== recusado) throw error;
      conflitos++;
      logger.warn('Valor único já de outro registro', { tipo: kind, owner });
    }
  };

  const contas = new Map<string, Usuario>();
  const medicos = await listMedicos(db);
  for (const m of medicos) {
    await reivindicar('CRM', m.crm, m.idMedico);
    const conta = m.email ? await getUsuarioByEmail(db, m.email) : undefined;
    const dele = conta?.idMedico === m.idMedico ? conta : undefined;
    if (dele) contas.set(dele.idUsuario, dele);
    await transact(db, [{ item: medicoCompletarTx(db, m, m.idUsuario ?? dele?.idUsuario) }]);
  }
  for (const s of await listSecretarias(db)) contas.set(s.idUsuario, s);
  if (pool) {
    let PaginationToken: string | undefined;
    do {
      const page = await pool.cognito.send(new ListUsersCommand({ UserPoolId: pool.userPoolId, PaginationToken }));
      for (const user of page.Users ?? []) {
        const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
        const conta = email ? await getUsuarioByEmail(db, email) : undefined;
        if (conta) contas.set(conta.idUsuario, conta);
      }
      PaginationToken = page.PaginationToken;
    } while (PaginationToken);
  }
  for (const conta of contas.values()) await reivindicar('EMAIL', conta.email, conta.idUsuario);
  const existe = new Error('contador já existe');
  await transact(db, [{ item: contadorMedicosPut(db, medicos.length), recusa: () => existe }]).catch((error: unknown) => {
    if (error !== existe) throw error;
  });
  return { medicos: medicos.length, contas: contas.size, conflitos };
}
