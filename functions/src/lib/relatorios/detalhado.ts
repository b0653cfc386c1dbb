import { STATUS_NOME, type StatusCode, type Valor } from '@emc/shared/status';
import { INDEX } from '@emc/shared/table';
import type { Db } from '../db/client';
import { paginasDoCicloMes } from '../db/participacoes';
import type { ParticipacaoItem } from '../db/participacoes';
import { inOrder } from './fluxo';
import { nomesDasAreas } from './medicos';
import { dataUtc, diaEmSaoPaulo, type Linha, type Planilha } from './xlsx';

/**
 * relatorio_consulta_detalhada.xlsx (cycle): one row per participation of the cycle, every status,
 * by start date. Read from byCicloMes, the cycle's 12 month partitions in order, two months in
 * flight, each a page ahead of the one being written (at most two pages of it held); the index
 * holds only the attributes the columns show. More read-ahead held more pages without reading faster (bench:
 * 3 months × 2 pages took the peak RSS of 10k rows from 145 to 159 MB).
 */

/** What the columns show: exactly what byCicloMes copies (shared/src/table.ts). */
const ATRIBUTOS = INDEX.byCicloMes.include satisfies readonly (keyof ParticipacaoItem)[];
type Lida = Pick<ParticipacaoItem, (typeof ATRIBUTOS)[number]>;

/** Months read at once, and pages requested ahead of the one being written in each. */
const MESES_EM_VOO = 2;
const PAGINAS_ADIANTE = 1;

const VALOR_NOME: Record<Valor, string> = { 'alto valor': 'Alto valor', 'medio valor': 'Médio valor', 'baixo valor': 'Baixo valor' };

/** The participations of one cycle, in start-date order, page by page. */
export function paginasDoCiclo(db: Db, ciclo: number): AsyncGenerator<Record<string, unknown>[]> {
  const meses = Array.from({ length: 12 }, (_, i) => () => paginasDoCicloMes(db, ciclo, i + 1, ATRIBUTOS));
  return inOrder(meses, MESES_EM_VOO, PAGINAS_ADIANTE);
}

export async function planilhasDetalhado(db: Db, ciclo: number): Promise<Planilha[]> {
  const areas = await nomesDasAreas(db);
  async function* linhas(): AsyncGenerator<Linha> {
    for await (const pagina of paginasDoCiclo(db, ciclo)) {
      for (const item of pagina) {
        const p = item as unknown as Lida;
        yield [
          p.id,
          p.nomeMedico,
          p.crmMedico,
          areas.get(p.idArea) ?? '',
          p.titulo,
          p.categoria,
          p.classificacao ?? '',
          p.forma,
          p.valor ? (VALOR_NOME[p.valor] ?? p.valor) : '',
          dataUtc(p.dataInicio),
          dataUtc(p.dataFim),
          p.cargaHoraria,
          STATUS_NOME[p.status as StatusCode] ?? '',
          p.credito ?? 0,
          diaEmSaoPaulo(p.criadaEm),
          p.decididaPor ?? '',
          diaEmSaoPaulo(p.decididaEm),
          [p.motivo, p.observacao].filter(Boolean).join(' — '),
        ];
      }
    }
  }
  return [
    {
      nome: `Participações do ciclo ${ciclo}`,
      colunas: [
        { titulo: 'ID', tipo: 'texto' },
        { titulo: 'Médico', tipo: 'texto' },
        { titulo: 'CRM', tipo: 'texto' },
        { titulo: 'Área', tipo: 'texto' },
        { titulo: 'Título', tipo: 'texto', larguraMax: 60 },
        { titulo: 'Categoria', tipo: 'texto' },
        { titulo: 'Classificação', tipo: 'texto' },
        { titulo: 'Forma', tipo: 'texto' },
        { titulo: 'Valor', tipo: 'texto' },
        { titulo: 'Início', tipo: 'data' },
        { titulo: 'Fim', tipo: 'data' },
        { titulo: 'Carga horária', tipo: 'decimal' },
        { titulo: 'Status', tipo: 'texto' },
        { titulo: 'Créditos', tipo: 'decimal' },
        { titulo: 'Registrada em', tipo: 'data' },
        { titulo: 'Analisada por', tipo: 'texto' },
        { titulo: 'Analisada em', tipo: 'data' },
        { titulo: 'Motivo/Observação', tipo: 'texto', larguraMax: 60 },
      ],
      linhas: linhas(),
    },
  ];
}
