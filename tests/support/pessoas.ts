import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, tokenFor } from './api';
import { domain } from './direct';
import { admin, novoMedico, tabela, type NovoMedico } from './participacoes';

/**
 * People of a test file's own, besides novoMedico's doctors: a secretary linked to the file's
 * doctors only, and an administrator who is also a doctor. So no two files share mutable data.
 */

export interface NovaSecretaria {
  email: string;
  nome: string;
  idUsuario: string;
  token: string;
}

const sufixo = () => randomBytes(5).toString('hex');

/**
 * A secretary acting for the given doctors, and no other. Her name goes to the secretaries' list
 * (Gerenciar Secretárias), as every secretary's does.
 */
export async function novaSecretaria(nome: string, medicos: readonly NovoMedico[]): Promise<NovaSecretaria> {
  const d = await domain();
  const { linkSecretariaMedico } = await import('@emc/functions/lib/db/secretarias');
  const email = `secretaria-teste-${sufixo()}@hospital.example`;
  const u = await d.criarConta({ db: d.db, cognito: d.cognito, userPoolId: d.userPoolId }, { email, nome, roles: ['Secretarias'], password: DEMO_PASSWORD });
  for (const m of medicos) await linkSecretariaMedico(d.db, u.idUsuario, { idMedico: m.idMedico, nome: m.nome, crm: m.crm });
  return { email, nome, idUsuario: u.idUsuario, token: await tokenFor(email) };
}

/**
 * A doctor who is also an administrator, like chefe@: a novoMedico doctor, signed in through an
 * account of its own that holds both roles (the doctor's first account, Medicos only, is not used).
 */
export async function novoChefe(nome: string): Promise<NovoMedico> {
  const m = await novoMedico(nome);
  const d = await domain();
  const email = `chefe-teste-${sufixo()}@hospital.example`;
  const u = await d.criarConta(
    { db: d.db, cognito: d.cognito, userPoolId: d.userPoolId },
    { email, nome: m.nome, roles: ['Administradores', 'Medicos'], idMedico: m.idMedico, crm: m.crm, password: DEMO_PASSWORD },
  );
  return { ...m, email, idUsuario: u.idUsuario, token: await tokenFor(email) };
}

/**
 * An approved participation of a doctor in a past year's cycle (Congresso, Ouvinte, 10 to 12 June),
 * registered on that cycle's clock (15 December of that year), as the demo seed does, then approved
 * with a credit-table row.
 */
export async function aprovadaNoAno(medico: NovoMedico, ano: number, titulo: string, classificacao = 'Congresso internacional') {
  const d = await domain();
  const { criarParticipacao } = await import('@emc/functions/lib/participacoes/service');
  const t = await tabela();
  const principal = { idUsuario: medico.idUsuario, name: medico.nome, email: medico.email, roles: ['Medicos' as const], idMedico: medico.idMedico, crm: medico.crm };
  const part = await criarParticipacao(
    d.db,
    principal,
    {
      titulo,
      idCategoria: t.categoria('Congressos e eventos científicos'),
      idForma: t.forma('Ouvinte'),
      instituicao: 'Sociedade Brasileira de Testes',
      dataInicio: `${ano}-06-10`,
      dataFim: `${ano}-06-12`,
      cargaHoraria: 20,
    },
    { now: new Date(`${ano}-12-15T12:00:00-03:00`) },
  );
  return (await admin()).aprovar(part.id, classificacao);
}
