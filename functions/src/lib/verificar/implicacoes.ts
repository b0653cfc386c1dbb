import { DEFAULT_META } from '../ciclo';
import { anexoKey } from '../db/anexos';
import { medicoCicloAggKey } from '../db/contadores';
import { participacaoKey, type ParticipacaoItem } from '../db/participacoes';
import { recalcularLinha } from '../participacoes/credito';
import { chaveDe, type Divergencia } from './relatorio';
import type { Retrato } from './retrato';

/**
 * What the counters imply beyond their sums: each approved participation counts the credits its
 * row gives in approval order, cut by the row's cycle cap as it is now (credito.ts `recalcularLinha`,
 * the decisions' own recount).
 */
export function conferirTetos(r: Retrato): Divergencia[] {
  const grupos = new Map<string, ParticipacaoItem[]>();
  for (const p of r.participacoes) {
    if (p.status !== 2 || !p.idClassificacao) continue;
    const k = `${p.idMedico}#${p.ciclo}#${p.idClassificacao}`;
    grupos.set(k, [...(grupos.get(k) ?? []), p]);
  }
  const out: Divergencia[] = [];
  for (const aprovadas of grupos.values()) {
    const row = r.classificacoes.get(aprovadas[0]!.idClassificacao!);
    if (!row) continue;
    const { itens } = recalcularLinha(row, aprovadas);
    for (const p of aprovadas) {
      // Without a cap, an approval made before the credits were kept apart is taken as it was approved.
      if (row.tetoCiclo === undefined && p.creditoCalculado === undefined) continue;
      const recalculado = itens.get(p.id)!.credito;
      if (Math.round((p.credito - recalculado) * 100) !== 0) {
        out.push({ chave: chaveDe(participacaoKey(p.id)), campo: 'credito', guardado: p.credito, recalculado, nota: `linha ${row.id}, teto ${row.tetoCiclo ?? 'nenhum'}` });
      }
    }
  }
  return out;
}

/**
 * A doctor's cycle counter that says whether the cycle's goal-reacher count counts them (`atingiu`,
 * kept by the decisions and the goal's recount) says what their recounted credits give against the goal.
 */
export function conferirMarcas(r: Retrato, esperados: ReadonlyMap<string, Record<string, number>>): Divergencia[] {
  const out: Divergencia[] = [];
  for (const [chave, item] of r.contadores) {
    if (typeof item.atingiu !== 'boolean' || typeof item.idMedico !== 'string' || typeof item.ciclo !== 'number') continue;
    if (chave !== chaveDe(medicoCicloAggKey(item.idMedico, item.ciclo))) continue;
    const meta = r.metas.get(item.ciclo) ?? DEFAULT_META;
    const atingiu = (esperados.get(chave)?.pontos ?? 0) >= meta;
    if (atingiu !== item.atingiu) out.push({ chave, campo: 'atingiu', guardado: String(item.atingiu), recalculado: String(atingiu), nota: `meta ${meta}` });
  }
  return out;
}

/**
 * Each certificate is one record and one entry in its participation, naming the same object (and,
 * when the record names it, the same doctor), and that object exists; answers the keys every item references (the others are orphans).
 */
export function conferirAnexos(r: Retrato, existentes: ReadonlySet<string>): { divergencias: Divergencia[]; referenciadas: Set<string> } {
  const divergencias: Divergencia[] = [];
  const referenciadas = new Set<string>();
  const nasParticipacoes = new Map<string, { idParticipacao: string; key: string }>();
  for (const p of r.participacoes) {
    for (const a of p.anexos) {
      nasParticipacoes.set(a.id, { idParticipacao: p.id, key: a.key });
      referenciadas.add(a.key);
      const registro = r.anexos.get(a.id);
      if (!registro) divergencias.push({ chave: chaveDe(anexoKey(a.id)), campo: 'registro', guardado: 'ausente', recalculado: `listado em ${chaveDe(participacaoKey(p.id))}` });
      else if (registro.key !== a.key) divergencias.push({ chave: chaveDe(participacaoKey(p.id)), campo: `anexos[${a.id}].key`, guardado: a.key, recalculado: registro.key });
      else if (registro.idMedico !== undefined && registro.idMedico !== p.idMedico) divergencias.push({ chave: chaveDe(anexoKey(a.id)), campo: 'idMedico', guardado: registro.idMedico, recalculado: p.idMedico });
    }
  }
  for (const [id, a] of r.anexos) {
    referenciadas.add(a.key);
    if (!nasParticipacoes.has(id)) divergencias.push({ chave: chaveDe(anexoKey(id)), campo: 'participacao', guardado: a.idParticipacao, recalculado: 'não lista este anexo' });
  }
  for (const key of referenciadas) {
    if (!existentes.has(key)) divergencias.push({ chave: key, campo: 'objeto', guardado: 'referenciado', recalculado: 'ausente no bucket' });
  }
  return { divergencias, referenciadas };
}
