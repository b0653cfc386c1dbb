/**
 * What `verificar` finds, and how it prints it (decisions.md, "Integrity rules"): one line per drift
 * and per orphan object, then the closing line. The lines name keys and values only, never a
 * person's data.
 */

/** A stored value that the items contradict: a counter, a participation's credits, or something left half-done. */
export interface Divergencia {
  /** The item, as `pk/sk`. */
  chave: string;
  campo: string;
  guardado: number | string;
  /** What the items give (a counter, a recount) or, for what is left half-done, the state it should have reached. */
  recalculado: number | string;
  /** `esperado`: a state that was never reached (an outbox item not sent, a job not finished). */
  rotulo?: 'recalculado' | 'esperado';
  nota?: string;
}

/** A certificate object that no item references. */
export interface Orfao {
  chave: string;
  tamanho: number;
  gravadoEm: string;
}

export interface ResultadoVerificar {
  divergencias: number;
  orfaos: number;
  linhas: string[];
}

const valor = (v: number | string) => (typeof v === 'number' ? String(Math.round(v * 100) / 100) : v);

export const linhaDivergencia = (d: Divergencia) =>
  `divergência ${d.chave} ${d.campo}: guardado ${valor(d.guardado)}, ${d.rotulo ?? 'recalculado'} ${valor(d.recalculado)}${d.nota ? ` (${d.nota})` : ''}`;

export const linhaOrfao = (o: Orfao) => `órfão ${o.chave}: ${o.tamanho} bytes, gravado em ${o.gravadoEm}, nenhum item o referencia`;

export const linhaFinal = (divergencias: number, orfaos: number) => `verificar: ${divergencias} divergências, ${orfaos} órfãos`;

/** The lines in a stable order (by key), the closing one last. */
export function relatorio(divergencias: readonly Divergencia[], orfaos: readonly Orfao[]): ResultadoVerificar {
  const porChave = <T extends { chave: string }>(a: T, b: T) => a.chave.localeCompare(b.chave);
  const linhas = [
    ...[...divergencias].sort((a, b) => porChave(a, b) || a.campo.localeCompare(b.campo)).map(linhaDivergencia),
    ...[...orfaos].sort(porChave).map(linhaOrfao),
    linhaFinal(divergencias.length, orfaos.length),
  ];
  return { divergencias: divergencias.length, orfaos: orfaos.length, linhas };
}

export const chaveDe = (k: { pk: string; sk: string }) => `${k.pk}/${k.sk}`;
