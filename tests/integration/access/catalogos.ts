import { randomBytes } from 'node:crypto';
import type { Ciclo } from '@emc/shared/participacao';
import { api } from '../../support/api';
import { cicloAtual } from '../../support/clock';
import { domain } from '../../support/direct';
import { ADMIN_ONLY, ANY_ROLE, type AccessCase, type AccessRows, type Persona, type TabelaIds, type Target } from '../access-table';

const sufixo = () => randomBytes(5).toString('hex');
/** A name no other call of the matrix (nor any other file) uses: its persona, target and a random part. */
const nomeUnico = (rotulo: string, p: Persona, t: Target) => `Teste matriz ${rotulo} ${p} ${t} ${sufixo()}`;

interface Fixtures {
  idArea: string;
  idCategoria: string;
  idForma: string;
  idClassificacao: string;
}
let fixtures: Promise<Fixtures> | undefined;

/**
 * An area, a category, a form and a row of this file's own (made once, through the domain functions),
 * for the calls that read or change one: the demo catalogue stays as other files expect it.
 */
function fixture(): Promise<Fixtures> {
  fixtures ??= (async () => {
    const d = await domain();
    const [{ putArea }, tabela, { newId }] = await Promise.all([
      import('@emc/functions/lib/db/areas'),
      import('@emc/functions/lib/db/tabela'),
      import('@emc/functions/lib/ids'),
    ]);
    const f: Fixtures = { idArea: newId(), idCategoria: newId(), idForma: newId(), idClassificacao: newId() };
    const s = sufixo();
    await putArea(d.db, { idArea: f.idArea, nome: `Teste matriz área ${s}`, ativo: true });
    await tabela.putCategoria(d.db, { id: f.idCategoria, nome: `Teste matriz categoria ${s}`, tipo: 'OUTRA', ativo: true });
    await tabela.putForma(d.db, { id: f.idForma, nome: `Teste matriz forma ${s}`, ativo: true });
    await tabela.putClassificacao(d.db, {
      id: f.idClassificacao,
      descricao: `Teste matriz classificação ${s}`,
      idCategoria: f.idCategoria,
      idForma: f.idForma,
      valor: 'baixo valor',
      pontos: 1,
      unidade: 'evento',
      ativo: true,
    });
    return f;
  })();
  return fixtures;
}

/** The five catalogue verbs of one resource, administrators only; `corpo` is a create's body for a unique name. */
function verbos(base: string, id: (f: Fixtures) => string, corpo: (nome: string, f: Fixtures) => Record<string, unknown>, rotulo: string) {
  const row = (request: AccessCase['request']): AccessCase => ({ request, expect: ADMIN_ONLY });
  return {
    GetAllPagination: row(() => ({ path: `${base}/get-all-pagination?page=1&filter=${encodeURIComponent('teste matriz')}` })),
    GetById: row(async () => ({ path: `${base}/get-by-id/${id(await fixture())}` })),
    Create: row(async (_c, p, t) => ({ path: `${base}/create`, method: 'POST', json: corpo(nomeUnico(rotulo, p, t), await fixture()) })),
    Update: row(async (_c, p, t) => {
      const f = await fixture();
      return { path: `${base}/update`, method: 'PUT', json: { id: id(f), ...corpo(nomeUnico(rotulo, p, t), f) } };
    }),
    UpdateStatus: row(async () => ({ path: `${base}/update-status`, method: 'PUT', json: { id: id(await fixture()), ativar: true } })),
  };
}

/** The authorization rows of areas/*, categoria/*, forma/*, classificacao/*, ciclo/update. */
export function catalogosAccess(_tabela: TabelaIds) {
  const areas = verbos('/api/areas', (f) => f.idArea, (nome) => ({ nome }), 'área');
  const categoria = verbos('/api/categoria', (f) => f.idCategoria, (nome) => ({ nome, tipo: 'OUTRA' }), 'categoria');
  const forma = verbos('/api/forma', (f) => f.idForma, (nome) => ({ nome }), 'forma');
  const classificacao = verbos(
    '/api/classificacao',
    (f) => f.idClassificacao,
    // Rows of this file's own category and form, so no demo category offers them.
    (descricao, f) => ({ descricao, idCategoria: f.idCategoria, idForma: f.idForma, valor: 'baixo valor', pontos: 1, unidade: 'evento' }),
    'classificação',
  );
  // Every id written out, so the compiler sees which routes have a row (access-table.ts).
  return {
    'areas.getListName': { request: () => ({ path: '/api/areas/get-list-name' }), expect: ANY_ROLE },
    'areas.getAllPagination': areas.GetAllPagination,
    'areas.getById': areas.GetById,
    'areas.create': areas.Create,
    'areas.update': areas.Update,
    'areas.updateStatus': areas.UpdateStatus,
    'tabela.categoriaGetAllPagination': categoria.GetAllPagination,
    'tabela.categoriaGetById': categoria.GetById,
    'tabela.categoriaCreate': categoria.Create,
    'tabela.categoriaUpdate': categoria.Update,
    'tabela.categoriaUpdateStatus': categoria.UpdateStatus,
    'tabela.formaGetAllPagination': forma.GetAllPagination,
    'tabela.formaGetById': forma.GetById,
    'tabela.formaCreate': forma.Create,
    'tabela.formaUpdate': forma.Update,
    'tabela.formaUpdateStatus': forma.UpdateStatus,
    'tabela.classificacaoGetAllPagination': classificacao.GetAllPagination,
    'tabela.classificacaoGetById': classificacao.GetById,
    'tabela.classificacaoCreate': classificacao.Create,
    'tabela.classificacaoUpdate': classificacao.Update,
    'tabela.classificacaoUpdateStatus': classificacao.UpdateStatus,
    'tabela.cicloUpdate': {
      // The current cycle's goal set to the value it has: allowed or refused, nothing changes for other files.
      request: async () => {
        const ciclos = (await api('/api/participacao/ciclos')).data as Ciclo[];
        const meta = ciclos.find((c) => c.ciclo === cicloAtual())!.meta;
        return { path: '/api/ciclo/update', method: 'PUT', json: { ciclo: cicloAtual(), meta } };
      },
      expect: ADMIN_ONLY,
    },
    'tabela.cicloPrevia': { request: () => ({ path: `/api/ciclo/previa?ciclo=${cicloAtual()}&meta=40` }), expect: ADMIN_ONLY },
    // A job no one started: an administrator gets the 404, everyone else is refused first.
    'tabela.tarefa': { request: () => ({ path: '/api/ciclo/tarefa/tarefa-da-matriz' }), expect: { ...ADMIN_ONLY, administrador: 404, administradorMedico: 404 } },
  } satisfies AccessRows;
}
