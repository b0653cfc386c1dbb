import type { ContaDeps } from '@emc/functions/lib/contas';
import { currentCiclo, todayInSaoPaulo, yearOfCiclo } from '@emc/functions/lib/ciclo';
import type { Db } from '@emc/functions/lib/db/client';
import { listMedicos } from '@emc/functions/lib/db/medicos';
import { listMedicosOfSecretaria } from '@emc/functions/lib/db/secretarias';
import { getUsuarioByEmail, type Usuario } from '@emc/functions/lib/db/usuarios';
import { adicionarAnexo } from '@emc/functions/lib/participacoes/anexos';
import { aprovarParticipacao, reprovarComentarParticipacao } from '@emc/functions/lib/participacoes/decisoes';
import { criarParticipacao } from '@emc/functions/lib/participacoes/service';
import type { Principal } from '@emc/functions/lib/principal';
import { demoPdf, demoPng, MODELOS } from './program';
import { seededRandom } from './random';

const principalOf = (u: Usuario): Principal => ({ idUsuario: u.idUsuario, name: u.nome, email: u.email, roles: u.roles, idMedico: u.idMedico, crm: u.crm });

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
const minDate = (a: string, b: string) => (a < b ? a : b);

type Destino = 'pendente' | 'aprovada' | 'reprovada' | 'ajuste';

const MOTIVOS_AJUSTE = [
  'O certificado anexado não mostra a carga horária. Anexe o certificado completo, por favor.',
  'A data de término informada não confere com o certificado. Corrija e reenvie.',
];
const MOTIVOS_REPROVA = ['Atividade sem relação com a prática médica do programa.', 'O certificado não identifica o participante.'];

export interface SeedIds {
  categoria: Map<string, string>;
  forma: Map<string, string>;
  classificacao: Map<string, { id: string; categoria: string; forma: string }>;
}

/**
 * Demo participations through the domain functions, so every aggregate is right:
 * medico@ has about 30 across the 8 cycles in every status, with certificates; the others fewer.
 */
export async function seedParticipacoes(deps: ContaDeps, ids: SeedIds, log: (s: string) => void) {
  const rand = seededRandom(19);
  const db: Db = deps.db;
  const admin = principalOf((await getUsuarioByEmail(db, 'admin@hospital.example'))!);
  const secretaria = principalOf((await getUsuarioByEmail(db, 'secretaria@hospital.example'))!);
  const atual = currentCiclo();
  const today = todayInSaoPaulo();

  const register = async (actor: Principal, idMedico: string, ciclo: number, index: number, destino: Destino, anexos: number) => {
    const modelo = MODELOS[(index * 7 + ciclo) % MODELOS.length]!;
    const cls = ids.classificacao.get(modelo.classificacao)!;
    const year = yearOfCiclo(ciclo);
    const lastStart = ciclo === atual ? addDays(today, -modelo.dias - 7) : `${year}-12-01`;
    if (lastStart < `${year}-01-02`) return;
    const span = Math.max(1, Math.round((Date.parse(lastStart) - Date.parse(`${year}-01-02`)) / 86400000));
    const dataInicio = addDays(`${year}-01-02`, Math.floor(rand.next() * span));
    const dataFim = minDate(addDays(dataInicio, modelo.dias - 1), `${year}-12-31`);
    const now = new Date(`${minDate(addDays(dataFim, 3), today)}T13:00:00-03:00`);
    const part = await criarParticipacao(
      db,
      actor,
      {
        idMedico,
        titulo: `${modelo.titulo} ${year}`,
        idCategoria: ids.categoria.get(cls.categoria)!,
        idForma: ids.forma.get(cls.forma)!,
        instituicao: modelo.instituicao,
        dataInicio,
        dataFim,
        cargaHoraria: modelo.horas,
        descricao: rand.next() < 0.4 ? 'Participação registrada com o certificado emitido pela organização.' : undefined,
      },
      { now },
    );
    for (let i = 0; i < anexos; i++) {
      const png = i === 1;
      await adicionarAnexo(db, actor, { idParticipacao: part.id, idUsuario: actor.idUsuario, nomeOriginal: png ? 'foto-do-certificado.png' : `certificado-${year}.pdf` }, [
        { field: 'file', filename: png ? 'foto.png' : 'certificado.pdf', contentType: png ? 'image/png' : 'application/pdf', data: png ? demoPng(`${part.id}-${i}`) : demoPdf(`${part.id}-${i}`) },
      ]);
    }
    const decided = { now: new Date(`${minDate(addDays(dataFim, 12), today)}T15:00:00-03:00`) };
    if (destino === 'aprovada') await aprovarParticipacao(db, admin, { id: part.id, idClassificacao: cls.id, observacao: rand.next() < 0.3 ? 'Certificado conferido.' : undefined }, decided);
    if (destino === 'reprovada') await reprovarComentarParticipacao(db, admin, { id: part.id, reprovar: true, status: 3, motivo: rand.pick(MOTIVOS_REPROVA) }, decided);
    if (destino === 'ajuste') await reprovarComentarParticipacao(db, admin, { id: part.id, reprovar: false, status: 4, motivo: rand.pick(MOTIVOS_AJUSTE) }, decided);
  };

  const medico = principalOf((await getUsuarioByEmail(db, 'medico@hospital.example'))!);
  const chefe = principalOf((await getUsuarioByEmail(db, 'chefe@hospital.example'))!);
  log('participações de medico@ e chefe@');
  for (let ciclo = atual - 7; ciclo < atual; ciclo++) {
    const plan: Destino[] = ciclo % 3 === 0 ? ['aprovada', 'aprovada', 'reprovada'] : ['aprovada', 'aprovada', 'aprovada'];
    for (const [i, d] of plan.entries()) await register(medico, medico.idMedico!, ciclo, i, d, 1);
  }
  const current: [Destino, number][] = [
    ['aprovada', 2], ['aprovada', 1], ['aprovada', 1], ['pendente', 1], ['pendente', 2], ['pendente', 0], ['ajuste', 1], ['ajuste', 1], ['reprovada', 1],
  ];
  for (const [i, [d, n]] of current.entries()) await register(medico, medico.idMedico!, atual, i + 3, d, n);
  for (let ciclo = atual - 3; ciclo <= atual; ciclo++) {
    for (let i = 0; i < 3; i++) await register(chefe, chefe.idMedico!, ciclo, i + 5, ciclo === atual && i === 2 ? 'pendente' : 'aprovada', 1);
  }

  log('participações dos demais médicos');
  const linkedIds = new Set((await listMedicosOfSecretaria(db, secretaria.idUsuario)).map((m) => m.id));
  for (const [n, m] of (await listMedicos(db)).entries()) {
    const idMedico = m.idMedico;
    if (idMedico === medico.idMedico || idMedico === chefe.idMedico) continue;
    const u = await getUsuarioByEmail(db, m.email);
    if (!u) continue;
    const actor = linkedIds.has(idMedico) ? secretaria : principalOf(u);
    const count = linkedIds.has(idMedico) ? 4 : 2;
    for (let i = 0; i < count; i++) {
      const ciclo = atual - (i % 2);
      await register(actor, idMedico, ciclo, n + i, i === 0 && n % 4 === 0 ? 'pendente' : 'aprovada', 1);
    }
  }
}
