import { describe, expect, it } from 'vitest';
import { entradasDaBusca } from '../db/participacoes';
import { lotesDe, presencaId, type AtividadePresenca, type MedicoDaLista } from './presenca';

const alvo: AtividadePresenca = {
  atividade: { id: 'atv1', nome: 'Curso de Ventilação Mecânica', idCategoria: 'cat', idForma: 'forma', idClassificacao: 'row', instituicao: 'Hospital', local: '', dataInicio: '2026-03-02', dataFim: '2026-03-03', cargaHoraria: 8, ativo: true },
  ciclo: 19,
  row: { id: 'row', idCategoria: 'cat', idForma: 'forma', descricao: 'Curso presencial', valor: 'medio valor', pontos: 1, unidade: 'hora', tetoCiclo: 20, ativo: true },
  categoria: { id: 'cat', nome: 'Cursos', tipo: 'OUTRA', ativo: true },
  forma: { id: 'forma', nome: 'Ouvinte', ativo: true },
};
const admin = { idUsuario: 'adm', name: 'Administradora', email: '', roles: ['Administradores' as const] };

/** Doctors with names of 1 to 12 words: their participations' search entries go from 1 to 4 (lib/db/busca.ts). */
const medicos: MedicoDaLista[] = Array.from({ length: 200 }, (_, i) => ({
  idMedico: `m${i}`,
  nome: Array.from({ length: 1 + (i % 12) }, (_, w) => `Nome${String.fromCharCode(97 + w)}${i}`).join(' '),
  crm: String(100000 + i),
  tipo: 'Funcionário',
  idArea: 'a',
  ativo: true,
}));

/** A batch's items as its transaction writes them: its own 7, and each doctor's 4 with the participation's search entries. */
const itens = (lote: readonly MedicoDaLista[]) =>
  7 + lote.reduce((n, m) => n + 4 + entradasDaBusca({ id: presencaId('atv1', m.idMedico), nomeMedico: m.nome, crmMedico: m.crm, titulo: alvo.atividade.nome, status: 2, ciclo: 19, idCategoria: 'cat', historico: [], criadaEm: 'x' } as never).length, 0);

describe('the attendance import’s batches', () => {
  it('fill each transaction up to DynamoDB’s 100 items, in the list’s order, every doctor once', () => {
    const lotes = lotesDe(admin, alvo, medicos);
    expect(lotes.flat().map((m) => m.idMedico)).toEqual(medicos.map((m) => m.idMedico));
    for (const [i, lote] of lotes.entries()) {
      expect(itens(lote)).toBeLessThanOrEqual(100);
      // Greedy: the next doctor would not have fitted.
      if (i < lotes.length - 1) expect(itens([...lote, lotes[i + 1]![0]!])).toBeGreaterThan(100);
    }
    // Between the worst case (4 entries each: 11 doctors) and the best (1 entry: 18).
    expect(Math.min(...lotes.slice(0, -1).map((l) => l.length))).toBeGreaterThanOrEqual(11);
    expect(Math.max(...lotes.map((l) => l.length))).toBeLessThanOrEqual(18);
  });

  it('leave inactive doctors out', () => {
    const lotes = lotesDe(admin, alvo, medicos.map((m, i) => ({ ...m, ativo: i % 2 === 0 })));
    expect(lotes.flat().map((m) => m.idMedico)).toEqual(medicos.filter((_, i) => i % 2 === 0).map((m) => m.idMedico));
  });
});
