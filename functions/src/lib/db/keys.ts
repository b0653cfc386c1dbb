import { normalizeSearch } from '@emc/shared/normalize';

/**
 * Every key in the table is built here (docs/data-model.md lists the access patterns).
 * pk/sk is the item; gsi1 (byLookup) answers exact lookups; gsi2 (byName) lists a kind of item by normalized name.
 */
export const keys = {
  usuario: (idUsuario: string) => ({ pk: `USUARIO#${idUsuario}`, sk: 'USUARIO' }),
  usuarioLookup: (email: string) => ({ gsi1pk: `EMAIL#${email.trim().toLowerCase()}`, gsi1sk: 'USUARIO' }),

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

  /** Markers of the local seed's steps. */
  seedStep: (step: string) => ({ pk: 'SEED', sk: step }),
} as const;
