import type { ContaDeps } from '@emc/functions/lib/contas';
import { currentCiclo, todayInSaoPaulo, yearOfCiclo } from '@emc/functions/lib/ciclo';
import { getMedicoCicloAgg } from '@emc/functions/lib/db/contadores';
import { getCicloMetas } from '@emc/functions/lib/db/ciclos';
import { listMedicos } from '@emc/functions/lib/db/medicos';
import { listMedicosOfSecretaria } from '@emc/functions/lib/db/secretarias';
import { listClassificacoes } from '@emc/functions/lib/db/tabela';
import { getUsuarioByEmail, type Usuario } from '@emc/functions/lib/db/usuarios';
import { DEFAULT_META } from '@emc/functions/lib/ciclo';
import { aprovarParticipacao } from '@emc/functions/lib/participacoes/decisoes';
import { criarParticipacao } from '@emc/functions/lib/participacoes/service';
import type { Principal } from '@emc/functions/lib/principal';
import { MEDICO_INATIVO } from './people';

const principalOf = (u: Usuario): Principal => ({ idUsuario: u.idUsuario, name: u.nome, email: u.email, roles: u.roles, idMedico: u.idMedico, crm: u.crm });
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

/** High-value rows without a cycle cap, by their description in the demo credit table (program.ts). */
const ROWS = [
  { descricao: 'Congresso internacional – palestra', titulo: 'Palestra no Congresso Mundial de Medicina Intensiva' },
  { descricao: 'Artigo em periódico indexado', titulo: 'Artigo original publicado nos Arquivos Brasileiros de Cardiologia' },
  { descricao: 'Congresso nacional – palestra', titulo: 'Palestra no Congresso Brasileiro de Medicina de Emergência' },
  { descricao: 'Curso de suporte de vida (ACLS, ATLS, PALS)', titulo: 'Curso ACLS – Suporte Avançado de Vida em Cardiologia' },
];

/**
 * Demo doctors who reached the goal (issue 11: Desempenho and the reports show goal-reachers): every
 * fourth of the other doctors (not medico@, chefe@, the secretary's or the inactive one) reaches it in
 * the previous cycle, and every eighth in the current one too, with approved high-value participations
 * through the domain functions (so every counter moves as in the app), dated in the past.
 */
export async function seedMetasAtingidas(deps: ContaDeps, log: (s: string) => void): Promise<void> {
  const db = deps.db;
  const admin = principalOf((await getUsuarioByEmail(db, 'admin@hospital.example'))!);
  const secretaria = (await getUsuarioByEmail(db, 'secretaria@hospital.example'))!;
  const vinculados = new Set((await listMedicosOfSecretaria(db, secretaria.idUsuario)).map((m) => m.id));
  const reservados = new Set(['medico@hospital.example', 'chefe@hospital.example']);
  const rows = (await listClassificacoes(db)).filter((r) => r.ativo && !r.tetoCiclo);
  const linhas = ROWS.map((r) => ({ ...r, row: rows.find((c) => c.descricao === r.descricao) })).filter((r) => r.row);
  if (!linhas.length) return;
  const atual = currentCiclo();
  const hoje = todayInSaoPaulo();
  const metas = await getCicloMetas(db, [atual - 1, atual], DEFAULT_META);
  const outros = (await listMedicos(db)).filter((m) => m.ativo && m.crm !== MEDICO_INATIVO && !vinculados.has(m.idMedico) && !reservados.has(m.email));

  let atingiram = 0;
  for (const [n, m] of outros.entries()) {
    if (n % 4 !== 1) continue;
    const u = await getUsuarioByEmail(db, m.email);
    if (!u) continue;
    const ciclos = n % 8 === 1 ? [atual - 1, atual] : [atual - 1];
    for (const ciclo of ciclos) {
      const ano = yearOfCiclo(ciclo);
      // The current cycle's participations end at least two weeks ago; the previous cycle's spread over its year.
      const ultimoInicio = ciclo === atual ? addDays(hoje, -20) : `${ano}-11-20`;
      const primeiroInicio = `${ano}-02-01`;
      if (ultimoInicio < primeiroInicio) continue;
      const passo = Math.max(1, Math.floor((Date.parse(ultimoInicio) - Date.parse(primeiroInicio)) / 86400000 / linhas.length));
      for (const [i, l] of linhas.entries()) {
        if (Number((await getMedicoCicloAgg(db, m.idMedico, ciclo)).pontos ?? 0) >= metas.get(ciclo)!) break;
        const dataInicio = addDays(primeiroInicio, i * passo);
        const dataFim = addDays(dataInicio, 2);
        const registrada = new Date(`${addDays(dataFim, 2)}T10:00:00-03:00`);
        const part = await criarParticipacao(
          db,
          principalOf(u),
          { idMedico: m.idMedico, titulo: `${l.titulo} ${ano}`, idCategoria: l.row!.idCategoria, idForma: l.row!.idForma, instituicao: 'Sociedade organizadora', dataInicio, dataFim, cargaHoraria: 16 },
          { now: registrada },
        );
        await aprovarParticipacao(db, admin, { id: part.id, idClassificacao: l.row!.id, observacao: 'Certificado conferido.' }, { now: new Date(`${addDays(dataFim, 9)}T15:00:00-03:00`) });
      }
      atingiram++;
    }
  }
  log(`${atingiram} metas de ciclo atingidas por médicos de demonstração`);
}
