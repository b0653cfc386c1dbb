import { DEFAULT_META } from '../ciclo';
import { cicloAggKey, filaAggKey, medicoClassificacaoAggKey, medicoCicloAggKey, medicoTotalAggKey } from '../db/contadores';
import { contadorContatosKey } from '../db/contatos';
import type { Item, Key } from '../db/items';
import { contadorLembretes } from '../db/lembretes';
import { contadorMedicosKey } from '../db/medicos';
import { usuarioKey } from '../db/usuarios';
import { FAIXA, STATUS_COUNTER, cicloDeltas, classificacaoDeltas, contribution, faixaDe, filaDeltas, monthDeltas } from '../participacoes/aggregates';
import { chaveDe, type Divergencia } from './relatorio';
import type { Retrato } from './retrato';

/**
 * Every counter the app keeps, recomputed from the items (one definition each: the app's own
 * delta functions, participacoes/aggregates.ts, applied to each participation as if it were new),
 * and compared with the stored ones. The counters (db/contadores.ts and the entity modules):
 * - per doctor and cycle, per doctor over all cycles, per doctor, cycle and credit-table row (the cap);
 * - per cycle: participants and goal reachers by tipo, registered and approved participations, by month,
 *   and the doctors by their credits (the histogram's buckets, once its backfill's mark says it is complete);
 * - the review queue's counts by status for each of its filters (FILA);
 * - the contact messages by status, the listed doctors, the reminders' log;
 * - each secretary's links, on her account (conferirVinculos).
 */

const MEDICO_PK = medicoTotalAggKey('').pk;
const AGG_MEDICO = medicoTotalAggKey('').sk.replace(/TOTAL$/, '');
const CICLO_PK = cicloAggKey(0).pk.replace(/0$/, '');
const FILA_PK = filaAggKey({}).pk;
const FIXOS = [contadorContatosKey, contadorMedicosKey, contadorLembretes.key].map(chaveDe);

/** Whether the item at this key is one of the counters (its stored values are compared, never recounted). */
export const ehContador = (pk: string, sk: string) =>
  (pk.startsWith(MEDICO_PK) && sk.startsWith(AGG_MEDICO)) ||
  (pk.startsWith(CICLO_PK) && sk === cicloAggKey(0).sk) ||
  pk === FILA_PK ||
  FIXOS.includes(`${pk}/${sk}`);

/** A counter item's attributes that are not counts: its version and the identifiers it is stamped with. */
const NAO_CONTAM = new Set(['versao', 'ciclo']);

type Valores = Record<string, number>;
const round = (n: number) => Math.round(n * 100) / 100;

class Esperados {
  readonly porChave = new Map<string, Valores>();
  somar(key: Key, adds: Partial<Record<string, number>>): void {
    const k = chaveDe(key);
    const v = this.porChave.get(k) ?? {};
    for (const [n, d] of Object.entries(adds)) v[n] = round((v[n] ?? 0) + (d ?? 0));
    this.porChave.set(k, v);
  }
}

const isFuncionario = (tipo: string | undefined) => tipo === 'Funcionário';

/** Every counter's value as the items give it, by `pk/sk`. */
export function recontar(r: Retrato): Map<string, Valores> {
  const e = new Esperados();
  const tipos = new Map<string, string | undefined>();
  const pares = new Map<string, { idMedico: string; ciclo: number }>();
  for (const p of r.participacoes) {
    tipos.set(p.idMedico, r.medicos.get(p.idMedico)?.tipo ?? p.tipoMedico);
    for (const [ciclo, c] of cicloDeltas(null, p)) {
      const key = medicoCicloAggKey(p.idMedico, ciclo);
      e.somar(key, { ...c });
      pares.set(chaveDe(key), { idMedico: p.idMedico, ciclo });
    }
    const c = contribution(p);
    e.somar(medicoTotalAggKey(p.idMedico), { registros: c.registros, ...Object.fromEntries(Object.values(STATUS_COUNTER).map((n) => [n, c[n]])) });
    for (const [k, pontos] of classificacaoDeltas(null, p)) {
      const [ciclo, ...row] = k.split('#') as [string, ...string[]];
      e.somar(medicoClassificacaoAggKey(p.idMedico, Number(ciclo), row.join('#')), { pontos });
    }
    for (const [k, n] of monthDeltas(null, p)) {
      const [ciclo, mes] = k.split('#') as [string, string];
      e.somar(cicloAggKey(Number(ciclo)), { [`mes${mes}`]: n });
    }
    e.somar(cicloAggKey(p.ciclo), { registros: c.registros, aprovados: c.aprovados });
    for (const [filtro, d] of filaDeltas(null, p)) e.somar(filaAggKey(JSON.parse(filtro) as { ciclo?: number; idCategoria?: string }), d);
  }

  // Participants (a doctor with a participation in the cycle) and goal reachers (credits ≥ the cycle's goal), by tipo.
  for (const [k, { idMedico, ciclo }] of pares) {
    const c = e.porChave.get(k)!;
    const sufixo = isFuncionario(tipos.get(idMedico)) ? 'Funcionarios' : 'NaoFuncionarios';
    const meta = r.metas.get(ciclo) ?? DEFAULT_META;
    e.somar(cicloAggKey(ciclo), { [`participantes${sufixo}`]: Number((c.registros ?? 0) > 0), [`atingiramMeta${sufixo}`]: Number((c.pontos ?? 0) >= meta) });
    const faixa = faixaDe(c.pontos ?? 0);
    if (r.faixasCompletas && faixa) e.somar(cicloAggKey(ciclo), { [faixa]: 1 });
  }

  e.somar(contadorContatosKey, { pendentes: r.contatos.filter((c) => !c.respondida).length, respondidas: r.contatos.filter((c) => c.respondida).length });
  e.somar(contadorMedicosKey, { total: [...r.medicos.values()].filter((m) => m.listado).length });
  e.somar(contadorLembretes.key, { [contadorLembretes.total]: r.lembretesNoLog.length });
  for (const ciclo of r.lembretesNoLog) e.somar(contadorLembretes.key, { [contadorLembretes.doCiclo(ciclo)]: 1 });
  return e.porChave;
}

const contagens = (item: Item | undefined): Valores =>
  Object.fromEntries(Object.entries(item ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number' && !NAO_CONTAM.has(e[0])));

/**
 * Each stored count that differs from its recount (a missing count is 0 on either side). Without
 * `faixasCompletas` the histogram's buckets are not compared: until its backfill has run they count
 * only the doctors changed since it exists.
 */
export function compararContadores(guardados: ReadonlyMap<string, Item>, esperados: ReadonlyMap<string, Valores>, faixasCompletas = false): Divergencia[] {
  const out: Divergencia[] = [];
  for (const chave of new Set([...guardados.keys(), ...esperados.keys()])) {
    const g = contagens(guardados.get(chave));
    const e = esperados.get(chave) ?? {};
    for (const campo of new Set([...Object.keys(g), ...Object.keys(e)])) {
      if (!faixasCompletas && campo.startsWith(FAIXA)) continue;
      const guardado = round(g[campo] ?? 0);
      const recalculado = round(e[campo] ?? 0);
      if (guardado !== recalculado) out.push({ chave, campo, guardado, recalculado });
    }
  }
  return out;
}

/** Each secretary's link counter (`quantidadeMedicos` on her account) against her links; an account without one (from before it) counts them when read. */
export function conferirVinculos(r: Retrato): Divergencia[] {
  const out: Divergencia[] = [];
  for (const [id, guardado] of r.quantidadesMedicos) {
    const recalculado = r.vinculos.get(id) ?? 0;
    if (guardado !== recalculado) out.push({ chave: chaveDe(usuarioKey(id)), campo: 'quantidadeMedicos', guardado, recalculado });
  }
  return out;
}
