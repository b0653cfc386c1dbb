import type { MedicoSecretaria } from './schemas';

/** Answers of routes whose shape no domain file (participacao.ts, medico.ts) holds. */

/** GET /api/health */
export interface HealthStatus {
  status: string;
}

/** GET /api/secretarias/get-medicos-by-idsecretaria/{id}: the doctors a secretary acts for. */
export interface MedicosDaSecretaria {
  medicosSecretariaResponse: MedicoSecretaria[];
}

/** DELETE /api/participacao/delete/{id}: the id of the participation that is gone. */
export interface ParticipacaoExcluida {
  id: string;
}

/** POST /api/login/logon answers the ID token as a bare JSON string. */
export type LogonToken = string;

/** A route that redirects to a presigned link: the client receives the file's bytes. */
export type ArquivoBaixado = Blob;
