import type { Paginated } from '@emc/shared/participacao';
import type { MedicoCadastro, MedicoCorpoClinico } from '@emc/shared/pessoas';
import { PAGE_SIZE } from '@emc/shared/status';
import { textoDaBusca } from '../lib/db/busca';
import type { Db } from '../lib/db/client';
import { contarMedicos, getMedico, getMedicos, idsDeMedicosComTexto, primeirosMedicos, type MedicoRegistro } from '../lib/db/medicos';
import { notFound } from '../lib/errors';
import type { ActionInput, RouteOf } from '../lib/http';
import { medicoCadastro, medicoCorpoClinico, nomesDasAreas, PESSOAS_MSG } from '../lib/pessoas';

/** What a row of the list shows (medicoCorpoClinico): the page's Query reads only these. */
const DA_LINHA = ['idMedico', 'nome', 'crm', 'email', 'idArea', 'especialidade', 'tipo', 'ativo'] as const;

/**
 * GET /api/medico/corpo-clinico?page&filter: the clinical staff in name order, active and inactive.
 * Without a filter, a page reads the name index up to its end (page × 10 entries) and the total is a
 * stored counter; with one, the search entries of the words starting with it (name, CRM, e-mail;
 * lib/db/busca.ts) give the matches in name order, and the page's 10 doctors are read by id.
 * The areas' names (tens of rows) and the first page are read beside the total, not after it; the
 * total and the areas' version go in one BatchGetItem.
 */
export async function corpoClinico(input: ActionInput<RouteOf<'medico.corpoClinico'>>, _p: unknown, db: Db): Promise<Paginated<MedicoCorpoClinico>> {
  const { page } = input.query;
  const texto = textoDaBusca(input.query.filter);
  let totalItems: number;
  let lista: MedicoRegistro[] = [];
  const nomes = nomesDasAreas(db);
  if (texto) {
    const ids = await idsDeMedicosComTexto(db, texto);
    totalItems = ids.length;
    const daPagina = ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    const porId = new Map((await getMedicos(db, daPagina)).map((m) => [m.idMedico, m]));
    lista = daPagina.flatMap((id) => porId.get(id) ?? []);
  } else {
    // A later page waits for the total, so a page past the end walks nothing.
    const [total, primeira] = await Promise.all([contarMedicos(db), page === 1 ? primeirosMedicos(db, PAGE_SIZE, DA_LINHA) : undefined, nomes]);
    totalItems = total;
    if (page <= Math.ceil(totalItems / PAGE_SIZE)) lista = (primeira ?? (await primeirosMedicos(db, page * PAGE_SIZE, DA_LINHA))).slice((page - 1) * PAGE_SIZE);
  }
  const areas = await nomes;
  return {
    responseList: lista.map((m) => medicoCorpoClinico(m, areas.get(m.idArea)?.nome ?? '')),
    page,
    pageSize: PAGE_SIZE,
    totalItems,
    totalPages: Math.max(1, Math.ceil(totalItems / PAGE_SIZE)),
  };
}

/** GET /api/medico/get-by-id/{id}: the record as an administrator edits it (CPF in full). */
export async function getById(input: ActionInput<RouteOf<'medico.getById'>>, _p: unknown, db: Db): Promise<MedicoCadastro> {
  const [m, areas] = await Promise.all([getMedico(db, input.params.id), nomesDasAreas(db)]);
  if (!m) throw notFound(PESSOAS_MSG.medicoNaoEncontrado);
  return medicoCadastro(m, areas.get(m.idArea)?.nome ?? '');
}
