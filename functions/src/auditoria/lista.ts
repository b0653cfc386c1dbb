import type { PaginaAuditoria } from '@emc/shared/auditoria';
import type { Db } from '../lib/db/client';
import { listarAuditoria, planoAuditoria } from '../lib/db/auditoria';
import type { ActionInput, RouteOf } from '../lib/http';
import { codificarCursor, decodificarCursor } from './cursor';

/** Entries per page. */
export const AUDITORIA_PAGINA = 25;

/**
 * The instant a São Paulo day starts. Brazil has kept UTC−3 all year since 2019 (no daylight saving),
 * and the trail starts in 2026.
 */
const inicioDoDia = (dia: string) => new Date(`${dia}T00:00:00.000-03:00`).toISOString();
const diaSeguinte = (dia: string) => {
  const d = new Date(`${dia}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * GET /api/auditoria/get-all-pagination: the trail, newest first, by entity (and id), user and days
 * (São Paulo), one page per call; `proximo` continues it. Reads in proportion to the page (db/auditoria.ts).
 */
export async function lista(input: ActionInput<RouteOf<'auditoria.lista'>>, _p: unknown, db: Db): Promise<PaginaAuditoria> {
  const q = input.query;
  const plano = planoAuditoria({
    entidade: q.entidade,
    idEntidade: q.idEntidade,
    usuario: q.usuario,
    desde: q.de ? inicioDoDia(q.de) : undefined,
    antesDe: q.ate ? inicioDoDia(diaSeguinte(q.ate)) : undefined,
  });
  const start = q.cursor ? decodificarCursor(q.cursor, plano) : undefined;
  const { itens, lastKey } = await listarAuditoria(db, plano, { tamanho: AUDITORIA_PAGINA, start });
  return { itens, ...(lastKey ? { proximo: codificarCursor(lastKey) } : {}) };
}
