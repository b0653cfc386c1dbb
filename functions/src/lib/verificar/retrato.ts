import { INDEX } from '@emc/shared/table';
import { CONTATO_TYPE } from '../db/contatos';
import { CLASSIFICACAO_DEF } from '../db/catalogo';
import { faixasCompletasKey } from '../db/contadores';
import type { Item } from '../db/items';
import { lembreteNoLog } from '../db/lembretes';
import { MEDICOS, medicoKey } from '../db/medicos';
import type { ParticipacaoItem } from '../db/participacoes';
import type { Classificacao } from '../db/tabela';
import { ehContador } from './contadores';

/**
 * What `verificar` keeps of the table while it reads it page by page: the participations (without
 * their texts and history), the stored counters, and the few items each recount needs.
 */
export interface Retrato {
  participacoes: ParticipacaoItem[];
  /** The stored counters, by `pk/sk`. */
  contadores: Map<string, Item>;
  medicos: Map<string, { tipo?: string; listado: boolean }>;
  classificacoes: Map<string, Classificacao>;
  /** The goals stored per cycle (the others have DEFAULT_META). */
  metas: Map<number, number>;
  contatos: { respondida: boolean }[];
  /** The cycle of each reminder in the administrators' log. */
  lembretesNoLog: number[];
  /** Certificate records: their participation, its doctor (records from before it: none) and object. */
  anexos: Map<string, { idParticipacao: string; idMedico?: string; key: string }>;
  /** Every cycle's histogram of credits counts every doctor (its backfill's mark): only then are its buckets compared. */
  faixasCompletas: boolean;
  /** Each secretary's links (VINCULO items), by her account's id. */
  vinculos: Map<string, number>;
  /** The link counters stored on the secretaries' accounts (`quantidadeMedicos`), by id. */
  quantidadesMedicos: Map<string, number>;
  /** The items some check of what is left half-done (pendencias.ts) looks at. */
  pendentes: Item[];
}

/** The attributes of a participation the recounts read (recalcularLinha's included). */
const CAMPOS_DA_PARTICIPACAO = [
  'id', 'idMedico', 'tipoMedico', 'status', 'ciclo', 'credito', 'creditoCalculado', 'motivoTeto', 'valor', 'categoriaTipo',
  'dataInicio', 'idClassificacao', 'idCategoria', 'decididaEm', 'versao', 'cargaHoraria', 'anexos',
] as const;

export function novoRetrato(pendente: (item: Item) => boolean): { retrato: Retrato; visitar: (item: Item) => void } {
  const retrato: Retrato = {
    participacoes: [],
    contadores: new Map(),
    medicos: new Map(),
    classificacoes: new Map(),
    metas: new Map(),
    contatos: [],
    lembretesNoLog: [],
    anexos: new Map(),
    faixasCompletas: false,
    vinculos: new Map(),
    quantidadesMedicos: new Map(),
    pendentes: [],
  };
  const visitar = (item: Item) => {
    const pk = String(item.pk);
    const sk = String(item.sk);
    if (ehContador(pk, sk)) retrato.contadores.set(`${pk}/${sk}`, item);
    else if (item.type === 'PARTICIPACAO') {
      const p = Object.fromEntries(CAMPOS_DA_PARTICIPACAO.map((c) => [c, item[c]])) as unknown as ParticipacaoItem;
      p.anexos = ((item.anexos ?? []) as ParticipacaoItem['anexos']).map((a) => ({ id: a.id, key: a.key }) as ParticipacaoItem['anexos'][number]);
      retrato.participacoes.push(p);
    } else if (item.type === 'MEDICO' && sk === medicoKey('').sk) retrato.medicos.set(String(item.idMedico), { tipo: item.tipo as string | undefined, listado: item[INDEX.byName.partitionKey] === MEDICOS });
    else if (item.type === CLASSIFICACAO_DEF.kind) retrato.classificacoes.set(String(item.id), item as unknown as Classificacao);
    else if (item.type === 'CICLO' && typeof item.meta === 'number') retrato.metas.set(Number(item.ciclo), item.meta);
    else if (item.type === CONTATO_TYPE) retrato.contatos.push({ respondida: item.respondida === true });
    else if (item.type === 'ANEXO') {
      retrato.anexos.set(String(item.id), { idParticipacao: String(item.idParticipacao), key: String(item.key), ...(typeof item.idMedico === 'string' ? { idMedico: item.idMedico } : {}) });
    } else if (item.type === 'VINCULO') retrato.vinculos.set(String(item.idSecretaria), (retrato.vinculos.get(String(item.idSecretaria)) ?? 0) + 1);
    else if (item.type === 'USUARIO' && typeof item.quantidadeMedicos === 'number') retrato.quantidadesMedicos.set(String(item.idUsuario), item.quantidadeMedicos);
    else if (pk === faixasCompletasKey.pk && sk === faixasCompletasKey.sk) retrato.faixasCompletas = true;
    else if (lembreteNoLog(item)) retrato.lembretesNoLog.push(Number(item.ciclo));
    if (pendente(item)) retrato.pendentes.push(item);
  };
  return { retrato, visitar };
}
