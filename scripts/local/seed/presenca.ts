import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayInSaoPaulo } from '@emc/functions/lib/ciclo';
import { putAtividade } from '@emc/functions/lib/db/atividades';
import type { Db } from '@emc/functions/lib/db/client';
import { listCategorias, listClassificacoes, listFormas } from '@emc/functions/lib/db/tabela';
import { newId } from '@emc/functions/lib/ids';

/**
 * Demo data of the attendance import (Registro de Atividades, issue 10): an activity that has ended,
 * with a suggested credit-table row, whose attendance list is in fixtures/ (the same list as CSV and
 * as XLSX, for a person to upload), and an inactive activity. The lists name demo doctors by their
 * CRMs (people.ts seeds them deterministically), in the forms people write them, and one unknown CRM.
 */

const dir = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const PRESENCA_FIXTURES = { csv: join(dir, 'lista-presenca-curso-bls.csv'), xlsx: join(dir, 'lista-presenca-curso-bls.xlsx') } as const;

export const ATIVIDADE_COM_LISTA = 'Curso BLS – Suporte Básico de Vida (turma com lista de presença)';
export const ATIVIDADE_INATIVA = 'Curso de Suturas e Nós Cirúrgicos (turma cancelada)';
/** Not any demo doctor's CRM. */
export const CRM_DESCONHECIDO = '999999';

/** The list: demo doctors (medico@ first), one twice, and an unknown CRM. */
const LISTA: [nome: string, crm: string][] = [
  ['Ana Beatriz Souza', '123.456'],
  ['Vitória Castro Vieira', '196202'],
  ['Luíza Dias Teixeira', 'CRM/SP 139086'],
  ['Beatriz Machado Vieira', '153771'],
  ['Otávio Pereira Gomes', '56564'],
  ['Leonardo Gomes Nogueira', '107963-SP'],
  ['Isabela Vieira Mendes', '123233'],
  ['Vitória Castro Vieira', '196202'],
  ['Participante sem cadastro', CRM_DESCONHECIDO],
];

const addDias = (iso: string, dias: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

/**
 * Adds the two activities to the demo catalogue, dated by the functions' clock: the one with a list
 * ended 5 days ago (a cycle that still takes participations on any day), under the credit table's
 * "Curso de suporte de vida (ACLS, ATLS, PALS)" row. For a seed step of seed.ts (after the credit table).
 */
export async function seedAtividadesPresenca(db: Db, today: string = todayInSaoPaulo()): Promise<{ idAtividade: string; idInativa: string }> {
  const [categorias, formas, classificacoes] = await Promise.all([listCategorias(db), listFormas(db), listClassificacoes(db)]);
  const row = classificacoes.find((c) => c.descricao === 'Curso de suporte de vida (ACLS, ATLS, PALS)');
  const categoria = categorias.find((c) => c.id === row?.idCategoria);
  const forma = formas.find((f) => f.id === row?.idForma);
  if (!row || !categoria || !forma) throw new Error('seedAtividadesPresenca: the demo credit table is missing');
  const dia = addDias(today, -5);
  const base = { idCategoria: categoria.id, idForma: forma.id, idClassificacao: row.id, instituicao: 'Centro de Simulação Hospital Exemplo', local: 'Centro de Simulação', cargaHoraria: 8 };
  const idAtividade = newId();
  const idInativa = newId();
  await putAtividade(db, { id: idAtividade, nome: ATIVIDADE_COM_LISTA, ...base, dataInicio: dia, dataFim: dia, ativo: true });
  await putAtividade(db, { id: idInativa, nome: ATIVIDADE_INATIVA, ...base, local: 'Sala de Treinamento 2', dataInicio: addDias(today, -40), dataFim: addDias(today, -40), cargaHoraria: 4, ativo: false });
  return { idAtividade, idInativa };
}

/** Writes the fixture files (npx tsx scripts/local/seed/presenca.ts): a CSV as Brazilian Excel saves it (`;`, BOM, CRLF) and an XLSX with a title row. */
async function escreverFixtures(): Promise<void> {
  const csv = `\uFEFFNome;CRM;Assinatura\r\n${LISTA.map(([nome, crm]) => `${nome};${crm};presente`).join('\r\n')}\r\n;;\r\n`;
  writeFileSync(PRESENCA_FIXTURES.csv, csv, 'utf8');
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Lista de presença');
  ws.addRow([ATIVIDADE_COM_LISTA]);
  ws.addRow([]);
  ws.addRow(['Nº', 'Nome', 'CRM']);
  LISTA.forEach(([nome, crm], i) => ws.addRow([i + 1, nome, /^\d+$/.test(crm) ? Number(crm) : crm]));
  writeFileSync(PRESENCA_FIXTURES.xlsx, Buffer.from(await wb.xlsx.writeBuffer()));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await escreverFixtures();
