import { MSG } from '@emc/shared/messages';
import { normalizeSearch } from '@emc/shared/normalize';
import type { PaginaQuery, UpdateStatusBody } from '@emc/shared/catalogos';
import type { Paginated } from '@emc/shared/participacao';
import type { RouteId } from '@emc/shared/routes';
import { PAGE_SIZE } from '@emc/shared/status';
import { acaoDeStatus, auditoria } from './auditoria';
import { AppError, conflict, notFound } from './errors';
import { KeyAlreadyUsed, idempotencyScope, once } from './idempotency';
import { newId } from './ids';
import type { Db } from './db/client';
import { donoDoUnico } from './db/unicos';
import { edicaoTx, getCatalogo, listCatalogo, novoTx, setAtivo, unicoDe, type CatalogoDef, type CatalogoRow } from './db/catalogo';
import { transactComVersao } from './db/copias';
import { conditionFailedAt, failedConditions, transactionCanceled } from './db/errors';
import type { TxItem } from './db/items';
import type { Principal } from './principal';

/**
 * The administrators' catalogue verbs (decisions.md "Catalogues and people"), the same for areas,
 * categories, forms and the credit table's rows: `get-all-pagination` (page, filter), `get-by-id`,
 * `create` (idempotent), `update` and `update-status` (`{ id, ativar }`). Nothing is deleted. A unique
 * name is claimed in the write's own transaction (db/catalogo.ts), so a duplicate is a 409 even when
 * two creates race.
 */
export interface CatalogoMsgs {
  /** 409 when another row holds the name. */
  duplicado: string;
  /** 409 when a deactivated row holds it: reactivate that one. */
  duplicadoInativo: string;
  /** 404 */
  naoEncontrado: string;
}

export interface CatalogoSpec<T, B> {
  def: CatalogoDef;
  msgs: CatalogoMsgs;
  /** The create route (its Idempotency-Key is recorded per route). */
  createRoute: RouteId;
  /**
   * Reads what the answers need besides the rows (other lists' names), once, and answers the mapping
   * of stored rows to answers, in their order. Read beside the rows themselves.
   */
  views(db: Db): Promise<(rows: CatalogoRow[]) => T[]>;
  /** What `filter` matches, normalized later (default: the name). */
  busca?(view: T): string;
  /** The list's order (default: the name index's). */
  ordem?(a: T, b: T): number;
  /** The stored fields of a body (default: the body without its id); a field mapped to undefined is removed on update. */
  campos?(body: B): Record<string, unknown>;
  /** Checks a create's or an update's fields against other data (before: the row being updated). */
  validar?(db: Db, body: B, before?: CatalogoRow): Promise<void>;
  /**
   * What an update sets off beyond the row (a row's cap: the recount job of its earlier approvals):
   * items for the update's transaction, and the answer once it committed.
   */
  naEdicao?(db: Db, before: CatalogoRow, depois: CatalogoRow): Promise<{ items: TxItem[]; resposta(view: T): Promise<T> } | undefined>;
}

/** Transaction attempts when a write meets a concurrent one on the same items. */
const ATTEMPTS = 6;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 15 * attempt));

/** One page of a list held in memory, in the envelope every list answers; a page past the last is empty. */
export function paginar<T>(list: readonly T[], page: number): Paginated<T> {
  const totalItems = list.length;
  return { responseList: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), page, pageSize: PAGE_SIZE, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / PAGE_SIZE)) };
}

/** Whether `texto` contains `filtro`, accent- and case-insensitive ("joao" finds "João"); an empty filter matches all. */
export const contem = (texto: string, filtro?: string) => !filtro || normalizeSearch(texto).includes(normalizeSearch(filtro));

/** The body's fields as stored: without the id, a null (no cap) as a removal. */
const camposDe = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'id').map(([k, v]) => [k, v ?? undefined]));
const semVazios = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));

export function catalogoActions<T, B extends Record<string, unknown>>(spec: CatalogoSpec<T, B>) {
  const { def, msgs } = spec;
  const view = async (db: Db, row: CatalogoRow) => (await spec.views(db))([row])[0]!;
  const nomeDe = (row: Record<string, unknown>) => String(row[def.nameAttr] ?? '');
  const alvo = (id: string, row: Record<string, unknown>) => ({ entidade: def.entidade, idEntidade: id, descricao: nomeDe(row) });
  const camposDoCorpo = (body: B) => camposDe(spec.campos ? spec.campos(body) : body);

  /** The 409 for a name (or a row's unique attributes) someone holds, saying so when that row is deactivated. */
  async function duplicado(db: Db, row: Record<string, unknown>): Promise<AppError> {
    const dono = await donoDoUnico(db, def.unico!, unicoDe(def, row));
    const deles = dono ? await getCatalogo(db, def, dono) : undefined;
    return conflict(deles && !deles.ativo ? msgs.duplicadoInativo : msgs.duplicado);
  }

  async function lerOu404(db: Db, id: string, consistent = false): Promise<CatalogoRow> {
    const row = await getCatalogo(db, def, id, { consistent });
    if (!row) throw notFound(msgs.naoEncontrado);
    return row;
  }

  return {
    /** Every row, active or not, filtered by name, one page: the kind's byName partition read whole (tens of rows). */
    async getAllPagination(input: { query: PaginaQuery }, _p: Principal, db: Db): Promise<Paginated<T>> {
      const [rows, views] = await Promise.all([listCatalogo(db, def), spec.views(db)]);
      const all = views(rows);
      const busca = spec.busca ?? ((v: T) => String((v as Record<string, unknown>)[def.nameAttr] ?? ''));
      const found = all.filter((v) => contem(busca(v), input.query.filter));
      return paginar(spec.ordem ? found.sort(spec.ordem) : found, input.query.page);
    },

    async getById(input: { params: { id: string } }, _p: Principal, db: Db): Promise<T> {
      const [row, views] = await Promise.all([lerOu404(db, input.params.id), spec.views(db)]);
      return views([row])[0]!;
    },

    /** A new active row; a repeat of its Idempotency-Key answers the first result. */
    async create(input: { body: B; idempotencyKey?: string }, p: Principal, db: Db): Promise<T> {
      const id = newId();
      await spec.validar?.(db, input.body);
      const row = { ...semVazios(camposDoCorpo(input.body)), [def.idAttr]: id, ativo: true } as CatalogoRow;
      const answer = await view(db, row);
      return once<T>(db, idempotencyScope(p, spec.createRoute, input.idempotencyKey, input.body), async (claim) => {
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          const items = [...novoTx(db, def, row), ...auditoria(db, p, { acao: 'criacao', ...alvo(id, row), depois: row })];
          if (claim) items.push(claim(answer));
          try {
            await transactComVersao(db, items);
            return answer;
          } catch (error) {
            if (!transactionCanceled(error)) throw error;
            if (claim && conditionFailedAt(error, items.length - 1)) throw new KeyAlreadyUsed();
            if (def.unico && conditionFailedAt(error, 1)) throw await duplicado(db, row);
            if (failedConditions(error)?.length) throw error;
            await pause(attempt); // a concurrent write of the same name or key: try again
          }
        }
        throw new AppError(409, MSG.busy);
      });
    },

    /** Changes the fields (a rename moves the name's marker in the same transaction); `ativo` is left alone. */
    async update(input: { body: B & { id: string } }, p: Principal, db: Db): Promise<T> {
      const { id } = input.body;
      const campos = camposDoCorpo(input.body);
      let soltarAntigo = true;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const before = await lerOu404(db, id, true);
        await spec.validar?.(db, input.body, before);
        const items = edicaoTx(db, def, id, { campos, nomeAntes: nomeDe(before), soltarAntigo, antes: before });
        const depois = { ...semVazios({ ...before, ...campos }), ativo: before.ativo } as CatalogoRow;
        const efeito = await spec.naEdicao?.(db, before, depois);
        try {
          // The entry (and what the edit sets off) go last, so the reasons' indexes below are the edit's own.
          await transactComVersao(db, [...items, ...auditoria(db, p, { acao: 'alteracao', ...alvo(id, depois), antes: before, depois }), ...(efeito?.items ?? [])]);
          const resposta = await view(db, depois);
          return efeito ? efeito.resposta(resposta) : resposta;
        } catch (error) {
          if (!transactionCanceled(error)) throw error;
          if (conditionFailedAt(error, 0)) continue; // renamed meanwhile: read it again
          // The old name's marker belongs to another row (two rows shared a name before the markers): leave it.
          if (items.length === 3 && conditionFailedAt(error, 1)) soltarAntigo = false;
          else if (items.length > 1 && conditionFailedAt(error, items.length - 1)) throw await duplicado(db, { ...before, ...campos });
          await pause(attempt);
        }
      }
      throw new AppError(409, MSG.busy);
    },

    /** Deactivates (`ativar: false`) or reactivates; the name stays reserved either way. */
    async updateStatus(input: { body: UpdateStatusBody }, p: Principal, db: Db): Promise<T> {
      const { id, ativar } = input.body;
      const row = await setAtivo(db, def, id, ativar, (antes) => auditoria(db, p, { acao: acaoDeStatus(ativar), ...alvo(id, antes), antes, depois: { ...antes, ativo: ativar } }));
      if (!row) throw notFound(msgs.naoEncontrado);
      return view(db, row);
    },
  };
}
