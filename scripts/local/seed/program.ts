import { crc32 } from 'node:zlib';
import { todayInSaoPaulo } from '@emc/functions/lib/ciclo';
import type { TipoCategoria, Valor } from '@emc/shared/status';

/** The demo credit table: categories, forms of participation and the rows that give credits. */
export const CATEGORIAS: { key: string; nome: string; tipo: TipoCategoria }[] = [
  { key: 'congressos', nome: 'Congressos e eventos científicos', tipo: 'OUTRA' },
  { key: 'cursos', nome: 'Cursos e capacitações', tipo: 'OUTRA' },
  { key: 'ead', nome: 'Educação a distância', tipo: 'OUTRA' },
  { key: 'publicacoes', nome: 'Publicações científicas', tipo: 'PUBLICACAO' },
  { key: 'docencia', nome: 'Atividades docentes', tipo: 'OUTRA' },
  { key: 'gestao', nome: 'Gestão e comissões hospitalares', tipo: 'GESTAO' },
  { key: 'reunioes', nome: 'Reuniões clínicas e sessões científicas', tipo: 'OUTRA' },
];

export const FORMAS = ['Ouvinte', 'Palestrante', 'Moderador', 'Autor principal', 'Coautor', 'Organizador', 'Membro de comissão'] as const;

export interface DemoClassificacao {
  key: string;
  categoria: string;
  forma: (typeof FORMAS)[number];
  descricao: string;
  valor: Valor;
  pontos: number;
  unidade: 'evento' | 'hora';
  tetoCiclo?: number;
}

export const CLASSIFICACOES: DemoClassificacao[] = [
  { key: 'cong-int-ouv', categoria: 'congressos', forma: 'Ouvinte', descricao: 'Congresso internacional', valor: 'alto valor', pontos: 10, unidade: 'evento' },
  { key: 'cong-int-pal', categoria: 'congressos', forma: 'Palestrante', descricao: 'Congresso internacional – palestra', valor: 'alto valor', pontos: 20, unidade: 'evento' },
  { key: 'cong-nac-ouv', categoria: 'congressos', forma: 'Ouvinte', descricao: 'Congresso nacional', valor: 'medio valor', pontos: 8, unidade: 'evento' },
  { key: 'cong-nac-pal', categoria: 'congressos', forma: 'Palestrante', descricao: 'Congresso nacional – palestra', valor: 'alto valor', pontos: 15, unidade: 'evento' },
  { key: 'jornada-ouv', categoria: 'congressos', forma: 'Ouvinte', descricao: 'Jornada ou simpósio regional', valor: 'baixo valor', pontos: 4, unidade: 'evento' },
  { key: 'jornada-mod', categoria: 'congressos', forma: 'Moderador', descricao: 'Jornada ou simpósio regional – moderação', valor: 'medio valor', pontos: 6, unidade: 'evento' },
  { key: 'curso-pres', categoria: 'cursos', forma: 'Ouvinte', descricao: 'Curso presencial com avaliação', valor: 'medio valor', pontos: 1, unidade: 'hora', tetoCiclo: 20 },
  { key: 'curso-suporte', categoria: 'cursos', forma: 'Ouvinte', descricao: 'Curso de suporte de vida (ACLS, ATLS, PALS)', valor: 'alto valor', pontos: 12, unidade: 'evento' },
  { key: 'ead', categoria: 'ead', forma: 'Ouvinte', descricao: 'Curso a distância com certificação', valor: 'baixo valor', pontos: 0.5, unidade: 'hora', tetoCiclo: 10 },
  { key: 'artigo-autor', categoria: 'publicacoes', forma: 'Autor principal', descricao: 'Artigo em periódico indexado', valor: 'alto valor', pontos: 20, unidade: 'evento' },
  { key: 'artigo-coautor', categoria: 'publicacoes', forma: 'Coautor', descricao: 'Artigo em periódico indexado – coautoria', valor: 'medio valor', pontos: 10, unidade: 'evento' },
  { key: 'capitulo', categoria: 'publicacoes', forma: 'Autor principal', descricao: 'Capítulo de livro', valor: 'medio valor', pontos: 10, unidade: 'evento' },
  { key: 'aula', categoria: 'docencia', forma: 'Palestrante', descricao: 'Aula para residência médica', valor: 'medio valor', pontos: 2, unidade: 'hora', tetoCiclo: 20 },
  { key: 'comissao', categoria: 'gestao', forma: 'Membro de comissão', descricao: 'Comissão hospitalar (CCIH, óbitos, prontuários)', valor: 'medio valor', pontos: 5, unidade: 'evento', tetoCiclo: 15 },
  { key: 'organizacao', categoria: 'gestao', forma: 'Organizador', descricao: 'Organização de evento científico', valor: 'medio valor', pontos: 8, unidade: 'evento' },
  { key: 'reuniao-ouv', categoria: 'reunioes', forma: 'Ouvinte', descricao: 'Reunião clínica ou sessão de casos', valor: 'baixo valor', pontos: 1, unidade: 'evento', tetoCiclo: 12 },
  { key: 'reuniao-pal', categoria: 'reunioes', forma: 'Palestrante', descricao: 'Reunião clínica – apresentação de caso', valor: 'medio valor', pontos: 3, unidade: 'evento', tetoCiclo: 12 },
];

/** Templates of demo participations: a title pattern per credit-table row, with a typical length in hours. */
export const MODELOS: { classificacao: string; titulo: string; instituicao: string; horas: number; dias: number }[] = [
  { classificacao: 'cong-int-ouv', titulo: 'Congresso Europeu de Cardiologia (ESC)', instituicao: 'European Society of Cardiology', horas: 24, dias: 4 },
  { classificacao: 'cong-nac-ouv', titulo: 'Congresso Brasileiro de Clínica Médica', instituicao: 'Sociedade Brasileira de Clínica Médica', horas: 20, dias: 3 },
  { classificacao: 'cong-nac-pal', titulo: 'Palestra no Congresso Paulista de Medicina Intensiva', instituicao: 'SOPATI', horas: 1, dias: 1 },
  { classificacao: 'jornada-ouv', titulo: 'Jornada de Atualização em Emergências', instituicao: 'Hospital Exemplo', horas: 8, dias: 1 },
  { classificacao: 'jornada-mod', titulo: 'Moderação de mesa no Simpósio de Pediatria Hospitalar', instituicao: 'Hospital Exemplo', horas: 2, dias: 1 },
  { classificacao: 'curso-pres', titulo: 'Curso de Ultrassonografia à Beira do Leito (POCUS)', instituicao: 'Instituto de Ensino Hospital Exemplo', horas: 16, dias: 2 },
  { classificacao: 'curso-suporte', titulo: 'Curso ACLS – Suporte Avançado de Vida em Cardiologia', instituicao: 'Centro de Treinamento credenciado AHA', horas: 16, dias: 2 },
  { classificacao: 'ead', titulo: 'Curso a distância de Segurança do Paciente', instituicao: 'Plataforma EAD Hospital Exemplo', horas: 12, dias: 20 },
  { classificacao: 'artigo-autor', titulo: 'Artigo: Desfechos de sepse em enfermaria clínica', instituicao: 'Revista Brasileira de Terapia Intensiva', horas: 1, dias: 1 },
  { classificacao: 'artigo-coautor', titulo: 'Coautoria: Protocolo de dor torácica no pronto-socorro', instituicao: 'Arquivos Brasileiros de Cardiologia', horas: 1, dias: 1 },
  { classificacao: 'aula', titulo: 'Aulas para a residência de Clínica Médica', instituicao: 'Programa de Residência Hospital Exemplo', horas: 6, dias: 30 },
  { classificacao: 'comissao', titulo: 'Comissão de Controle de Infecção Hospitalar', instituicao: 'Hospital Exemplo', horas: 12, dias: 90 },
  { classificacao: 'organizacao', titulo: 'Organização da Semana de Qualidade e Segurança', instituicao: 'Hospital Exemplo', horas: 20, dias: 5 },
  { classificacao: 'reuniao-ouv', titulo: 'Sessão clínica mensal do corpo clínico', instituicao: 'Hospital Exemplo', horas: 2, dias: 1 },
  { classificacao: 'reuniao-pal', titulo: 'Apresentação de caso na sessão anátomo-clínica', instituicao: 'Hospital Exemplo', horas: 1, dias: 1 },
];

export interface DemoAtividade {
  nome: string;
  classificacao: string;
  instituicao: string;
  local: string;
  dataInicio: string;
  dataFim: string;
  cargaHoraria: number;
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The catalogue's activities, each dated `diasAtras` days before today and lasting `dias` days (so all
 * are over), over the last thirteen months. The ones that started at most 31 days ago (ACLS, the
 * Simpósio de Pediatria, Ventilação Mecânica) fall in a cycle that still accepts participations on any
 * day of the year: the browser tests register them. Names carry the month and year of their start.
 */
const CATALOGO: (Omit<DemoAtividade, 'nome' | 'dataInicio' | 'dataFim'> & { nome: (mes: string, ano: string) => string; diasAtras: number; dias: number })[] = [
  { nome: (_m, ano) => `Jornada de Cardiologia do Hospital Exemplo ${ano}`, classificacao: 'jornada-ouv', instituicao: 'Hospital Exemplo', local: 'Auditório Principal', diasAtras: 210, dias: 2, cargaHoraria: 12 },
  { nome: (mes, ano) => `Curso ACLS – turma de ${mes} de ${ano}`, classificacao: 'curso-suporte', instituicao: 'Centro de Simulação Hospital Exemplo', local: 'Centro de Simulação', diasAtras: 20, dias: 2, cargaHoraria: 16 },
  { nome: () => 'Curso PALS – Suporte Avançado de Vida em Pediatria', classificacao: 'curso-suporte', instituicao: 'Centro de Simulação Hospital Exemplo', local: 'Centro de Simulação', diasAtras: 150, dias: 2, cargaHoraria: 16 },
  { nome: () => 'Simpósio de Pediatria Hospitalar', classificacao: 'jornada-ouv', instituicao: 'Hospital Exemplo', local: 'Auditório Principal', diasAtras: 10, dias: 1, cargaHoraria: 8 },
  { nome: (mes) => `Sessão clínica de Cirurgia Geral – ${mes}`, classificacao: 'reuniao-ouv', instituicao: 'Hospital Exemplo', local: 'Sala de Reuniões 3', diasAtras: 70, dias: 1, cargaHoraria: 2 },
  { nome: (mes) => `Sessão clínica de Clínica Médica – ${mes}`, classificacao: 'reuniao-ouv', instituicao: 'Hospital Exemplo', local: 'Sala de Reuniões 1', diasAtras: 40, dias: 1, cargaHoraria: 2 },
  { nome: () => 'Curso a distância: Segurança do Paciente e Protocolos Assistenciais', classificacao: 'ead', instituicao: 'Plataforma EAD Hospital Exemplo', local: 'On-line', diasAtras: 290, dias: 28, cargaHoraria: 12 },
  { nome: () => 'Curso de Ventilação Mecânica Avançada', classificacao: 'curso-pres', instituicao: 'Instituto de Ensino Hospital Exemplo', local: 'Sala de Treinamento 2', diasAtras: 25, dias: 2, cargaHoraria: 12 },
  { nome: (_m, ano) => `Semana de Qualidade e Segurança do Paciente ${ano}`, classificacao: 'organizacao', instituicao: 'Hospital Exemplo', local: 'Auditório Principal', diasAtras: 65, dias: 5, cargaHoraria: 20 },
  { nome: () => 'Jornada de Anestesiologia e Dor', classificacao: 'jornada-ouv', instituicao: 'Hospital Exemplo', local: 'Auditório Principal', diasAtras: 380, dias: 2, cargaHoraria: 12 },
  { nome: (_m, ano) => `Congresso Brasileiro de Clínica Médica ${ano}`, classificacao: 'cong-nac-ouv', instituicao: 'Sociedade Brasileira de Clínica Médica', local: 'São Paulo/SP', diasAtras: 400, dias: 4, cargaHoraria: 24 },
  { nome: () => 'Curso de Ultrassonografia à Beira do Leito (POCUS)', classificacao: 'curso-pres', instituicao: 'Instituto de Ensino Hospital Exemplo', local: 'Centro de Simulação', diasAtras: 110, dias: 2, cargaHoraria: 16 },
];

/** The hospital's catalogue of activities (Registro de Atividades) as of `today` (YYYY-MM-DD, São Paulo). Dates are in the past. */
export function atividades(today: string = todayInSaoPaulo()): DemoAtividade[] {
  return CATALOGO.map(({ nome, diasAtras, dias, ...a }) => {
    const dataInicio = addDays(today, -diasAtras);
    return { ...a, nome: nome(MESES[Number(dataInicio.slice(5, 7)) - 1]!, dataInicio.slice(0, 4)), dataInicio, dataFim: addDays(dataInicio, dias - 1) };
  });
}

/**
 * A tiny valid PDF and PNG for a demo certificate, with `rotulo` (ASCII letters, digits and
 * dashes: the participation's id) in its bytes, so each participation has its own file and the
 * reviewer's "Mesmo arquivo de comprovante" flag means something in the demo.
 */
export function demoPdf(rotulo: string): Buffer {
  const texto = `BT /F1 18 Tf 72 760 Td (Certificado de participacao - demo ${rotulo}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj 4 0 obj<</Length ${texto.length}>>stream\n${texto}\nendstream endobj 5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A 1×1 PNG with `rotulo` in a tEXt chunk after its header (8-byte signature + 25-byte IHDR). */
export function demoPng(rotulo: string): Buffer {
  const corpo = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`Comment\0${rotulo}`, 'latin1')]);
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(corpo.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([PNG_1X1.subarray(0, 33), tamanho, corpo, crc, PNG_1X1.subarray(33)]);
}
