import { normalizeSearch } from '@emc/shared/normalize';

const cicloSortKey = (ciclo: number) => `C#${String(ciclo).padStart(3, '0')}`;

/**
 * Every key in the table is built here (docs/data-model.md lists the access patterns).
 * pk/sk is the item; gsi1 (byLookup) answers exact lookups; gsi2 (byName) lists a kind of item by normalized name.
 */
export const keys = {
  usuario: (idUsuario: string) => ({ pk: `USUARIO#${idUsuario}`, sk: 'USUARIO' }),
  usuarioLookup: (email: string) => ({ gsi1pk: `EMAIL#${email.trim().toLowerCase()}`, gsi1sk: 'USUARIO' }),
  /** The link from a Cognito `sub` (which no user can change) to the account it signs in. */
  usuarioBySub: (sub: string) => ({ pk: `SUB#${sub}`, sk: 'USUARIO' }),
  /** A create that carried an Idempotency-Key: the caller's key and route, with the first answer. */
  idempotencia: (idUsuario: string, routeId: string, key: string) => ({ pk: `IDEMP#${idUsuario}`, sk: `${routeId}#${key}` }),

  medico: (idMedico: string) => ({ pk: `MEDICO#${idMedico}`, sk: 'MEDICO' }),
  medicoLookup: (crm: string) => ({ gsi1pk: `CRM#${crm}`, gsi1sk: 'MEDICO' }),
  medicoByName: (nome: string, idMedico: string) => ({ gsi2pk: 'MEDICOS', gsi2sk: `${normalizeSearch(nome)}#${idMedico}` }),

  secretariaByName: (nome: string, idUsuario: string) => ({ gsi2pk: 'SECRETARIAS', gsi2sk: `${normalizeSearch(nome)}#${idUsuario}` }),
  /** A secretary-doctor link: listed from the secretary (pk) and from the doctor (gsi1). */
  vinculo: (idSecretaria: string, idMedico: string) => ({
    pk: `SECRETARIA#${idSecretaria}`,
    sk: `MEDICO#${idMedico}`,
    gsi1pk: `MEDICO#${idMedico}`,
    gsi1sk: `SECRETARIA#${idSecretaria}`,
  }),
  vinculosOfSecretaria: (idSecretaria: string) => ({ pk: `SECRETARIA#${idSecretaria}`, skPrefix: 'MEDICO#' }),

  area: (idArea: string) => ({ pk: `AREA#${idArea}`, sk: 'AREA' }),
  areaByName: (nome: string, idArea: string) => ({ gsi2pk: 'AREAS', gsi2sk: `${normalizeSearch(nome)}#${idArea}` }),

  categoria: (id: string) => ({ pk: `CATEGORIA#${id}`, sk: 'CATEGORIA' }),
  categoriaByName: (nome: string, id: string) => ({ gsi2pk: 'CATEGORIAS', gsi2sk: `${normalizeSearch(nome)}#${id}` }),
  forma: (id: string) => ({ pk: `FORMA#${id}`, sk: 'FORMA' }),
  formaByName: (nome: string, id: string) => ({ gsi2pk: 'FORMAS', gsi2sk: `${normalizeSearch(nome)}#${id}` }),
  classificacao: (id: string) => ({ pk: `CLASSIFICACAO#${id}`, sk: 'CLASSIFICACAO' }),
  classificacaoByName: (descricao: string, id: string) => ({ gsi2pk: 'CLASSIFICACOES', gsi2sk: `${normalizeSearch(descricao)}#${id}` }),
  atividade: (id: string) => ({ pk: `ATIVIDADE#${id}`, sk: 'ATIVIDADE' }),
  atividadeByName: (nome: string, id: string) => ({ gsi2pk: 'ATIVIDADES', gsi2sk: `${normalizeSearch(nome)}#${id}` }),

  /** A cycle's settings (meta) and its counters. */
  ciclo: (ciclo: number) => ({ pk: `CICLO#${ciclo}`, sk: 'CICLO' }),
  cicloAgg: (ciclo: number) => ({ pk: `CICLO#${ciclo}`, sk: 'AGG' }),

  participacao: (id: string) => ({ pk: `PART#${id}`, sk: 'PART' }),
  /** The doctor's participations by status, newest cycle and start date first (KEYS_ONLY index). */
  participacaoByMedicoStatus: (idMedico: string, status: number, ciclo: number, dataInicio: string, id: string) => ({
    gsi3pk: `MEDICO#${idMedico}#S#${status}`,
    gsi3sk: `${cicloSortKey(ciclo)}#${dataInicio}#${id}`,
  }),
  medicoStatusPartition: (idMedico: string, status: number) => `MEDICO#${idMedico}#S#${status}`,
  cicloSortPrefix: (ciclo: number) => `${cicloSortKey(ciclo)}#`,
  anexo: (id: string) => ({ pk: `ANEXO#${id}`, sk: 'ANEXO' }),

  /** Per-doctor counters: per cycle, all cycles, and per cycle and credit-table row (for the cap). */
  medicoCicloAgg: (idMedico: string, ciclo: number) => ({ pk: `MEDICO#${idMedico}`, sk: `AGG#CICLO#${cicloSortKey(ciclo)}` }),
  medicoTotalAgg: (idMedico: string) => ({ pk: `MEDICO#${idMedico}`, sk: 'AGG#TOTAL' }),
  medicoClassificacaoAgg: (idMedico: string, ciclo: number, idClassificacao: string) => ({
    pk: `MEDICO#${idMedico}`,
    sk: `AGG#CICLO#${cicloSortKey(ciclo)}#CLASS#${idClassificacao}`,
  }),

  /** Markers of the local seed's steps. */
  seedStep: (step: string) => ({ pk: 'SEED', sk: step }),
} as const;
