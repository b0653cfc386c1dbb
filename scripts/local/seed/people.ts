import type { Medico } from '@emc/shared/medico';
import { cpfFrom, seededRandom } from './random';

export const DEMO_PASSWORD = 'Demo@2026!';

export const AREAS = ['Clínica Médica', 'Cirurgia Geral', 'Pediatria', 'Ginecologia e Obstetrícia', 'Cardiologia', 'Anestesiologia'] as const;

const SPECIALTY_BY_AREA: Record<(typeof AREAS)[number], string[]> = {
  'Clínica Médica': ['Clínica Médica', 'Geriatria', 'Endocrinologia', 'Nefrologia'],
  'Cirurgia Geral': ['Cirurgia Geral', 'Cirurgia do Aparelho Digestivo', 'Coloproctologia', 'Urologia'],
  Pediatria: ['Pediatria', 'Neonatologia', 'Infectologia Pediátrica'],
  'Ginecologia e Obstetrícia': ['Ginecologia e Obstetrícia', 'Mastologia', 'Reprodução Humana'],
  Cardiologia: ['Cardiologia', 'Ecocardiografia', 'Hemodinâmica', 'Arritmologia'],
  Anestesiologia: ['Anestesiologia', 'Medicina da Dor', 'Medicina Intensiva'],
};

const FIRST_F = ['Ana', 'Beatriz', 'Camila', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Juliana', 'Larissa', 'Luíza', 'Mariana', 'Patrícia', 'Renata', 'Sofia', 'Tânia', 'Vitória'];
const FIRST_M = ['André', 'Bruno', 'Carlos', 'Daniel', 'Eduardo', 'Felipe', 'Gustavo', 'João', 'Leonardo', 'Marcelo', 'Otávio', 'Paulo', 'Rafael', 'Sérgio', 'Thiago', 'Vinícius'];
const LAST = ['Albuquerque', 'Araújo', 'Barbosa', 'Cardoso', 'Castro', 'Correia', 'Dias', 'Fernandes', 'Gomes', 'Lima', 'Machado', 'Martins', 'Mendes', 'Moreira', 'Nogueira', 'Oliveira', 'Pereira', 'Ribeiro', 'Rocha', 'Santos', 'Teixeira', 'Vieira'];
const ESTADO_CIVIL = ['Solteiro(a)', 'Casado(a)', 'Divorciado(a)', 'Viúvo(a)'];
const CATEGORIAS = ['Titular', 'Associado', 'Credenciado', 'Residente'];

export type DemoMedico = Omit<Medico, 'idMedico' | 'idArea'> & { area: (typeof AREAS)[number] };

function medico(rand: ReturnType<typeof seededRandom>, fixed: Partial<DemoMedico> = {}): DemoMedico {
  const female = fixed.sexo ? fixed.sexo === 'Feminino' : rand.next() < 0.5;
  const nome = fixed.nome ?? `${rand.pick(female ? FIRST_F : FIRST_M)} ${rand.pick(LAST)} ${rand.pick(LAST)}`;
  const area = fixed.area ?? rand.pick(AREAS);
  const specialties = SPECIALTY_BY_AREA[area];
  const especialidade = fixed.especialidade ?? specialties[0]!;
  const secundarias = specialties.slice(1).filter(() => rand.next() < 0.3);
  const crm = fixed.crm ?? String(rand.int(40000, 199999));
  const year = rand.int(1960, 1996);
  const ddd = '11';
  return {
    nome,
    crm,
    ativo: true,
    cpf: cpfFrom(rand),
    sexo: female ? 'Feminino' : 'Masculino',
    dataNascimento: `${year}-${String(rand.int(1, 12)).padStart(2, '0')}-${String(rand.int(1, 28)).padStart(2, '0')}`,
    estadoCivil: rand.pick(ESTADO_CIVIL),
    especialidade,
    especialidadesSecundarias: secundarias,
    categoriaProfissional: rand.pick(CATEGORIAS),
    tipo: rand.next() < 0.6 ? 'Funcionário' : 'Não funcionário',
    telefone: `(${ddd}) 3${rand.int(100, 999)}-${rand.int(1000, 9999)}`,
    celular: `(${ddd}) 9${rand.int(1000, 9999)}-${rand.int(1000, 9999)}`,
    email: fixed.email ?? `crm${crm}@hospital.example`,
    area,
    ...fixed,
  };
}

/** The demo staff: the two doctors with demo logins first, then about 40 more across the 6 areas. */
export function demoMedicos(): DemoMedico[] {
  const rand = seededRandom(2026);
  const list = [
    medico(rand, { nome: 'Ana Beatriz Souza', crm: '123456', sexo: 'Feminino', email: 'medico@hospital.example', area: 'Clínica Médica', tipo: 'Funcionário', categoriaProfissional: 'Titular' }),
    medico(rand, { nome: 'Ricardo Almeida Prado', crm: '100200', sexo: 'Masculino', email: 'chefe@hospital.example', area: 'Cardiologia', tipo: 'Funcionário', categoriaProfissional: 'Titular', especialidade: 'Cardiologia' }),
  ];
  const crms = new Set(list.map((m) => m.crm));
  while (list.length < 42) {
    const m = medico(rand);
    if (crms.has(m.crm) || list.some((x) => x.nome === m.nome)) continue;
    crms.add(m.crm);
    list.push(m);
  }
  return list;
}

export const DEMO_ADMIN = { email: 'admin@hospital.example', nome: 'Marina Costa Rezende' };
export const DEMO_SECRETARIA = { email: 'secretaria@hospital.example', nome: 'Juliana Ferreira Lopes' };
/** The secretary acts for medico@ and the next two doctors of the list. */
export const SECRETARIA_MEDICOS = 3;
/** A demo doctor whom the seed deactivates (issue 10): listed as Inativo, unable to log in, her history kept. */
export const MEDICO_INATIVO = '89177';
