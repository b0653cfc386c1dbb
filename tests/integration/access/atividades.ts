import { addDias, hoje } from '../../support/clock';
import { domain } from '../../support/direct';
import { ADMIN_ONLY, type AccessRows, type TabelaIds } from '../access-table';

/** The authorization rows of atividade/* and the attendance import. */
export function atividadesAccess(tabela: TabelaIds) {
  const campos = (nome: string) => ({
    nome,
    idCategoria: tabela.idCategoria,
    idForma: tabela.idForma,
    idClassificacao: null,
    instituicao: 'Hospital Exemplo',
    local: 'Auditório',
    dataInicio: addDias(hoje(), -2),
    dataFim: addDias(hoje(), -1),
    cargaHoraria: 2,
  });
  /** A new activity of the matrix's own, ended yesterday, with a suggested row: every case gets one, so no case changes another's. */
  const fresh = async () => {
    const d = await domain();
    const [{ putAtividade }, { newId }] = await Promise.all([import('@emc/functions/lib/db/atividades'), import('@emc/functions/lib/ids')]);
    const id = newId();
    // Its dates stay in the current cycle (or the previous one, still open, in January).
    await putAtividade(d.db, { ...campos('Atividade da matriz de acesso'), idClassificacao: tabela.idClassificacao, id, ativo: true });
    return id;
  };
  /** A list whose only CRM matches nobody: the import answers its counts and writes nothing. */
  const lista = (idAtividade: string) => {
    const form = new FormData();
    form.set('idAtividade', idAtividade);
    form.set('file', new Blob([Buffer.from('\uFEFFNome;CRM\r\nNinguém;1000000001\r\n', 'utf8')], { type: 'text/csv' }), 'lista.csv');
    return form;
  };
  return {
    'atividade.getAllPagination': { request: () => ({ path: '/api/atividade/get-all-pagination?page=1&filter=matriz' }), expect: ADMIN_ONLY },
    'atividade.getById': { request: async () => ({ path: `/api/atividade/get-by-id/${await fresh()}` }), expect: ADMIN_ONLY },
    'atividade.create': { request: () => ({ path: '/api/atividade/create', method: 'POST', json: campos('Atividade criada pela matriz de acesso') }), expect: ADMIN_ONLY },
    'atividade.update': {
      request: async () => ({ path: '/api/atividade/update', method: 'PUT', json: { ...campos('Atividade alterada pela matriz de acesso'), id: await fresh() } }),
      expect: ADMIN_ONLY,
    },
    'atividade.updateStatus': { request: async () => ({ path: '/api/atividade/update-status', method: 'PUT', json: { id: await fresh(), ativar: false } }), expect: ADMIN_ONLY },
    'relatorios.importarPresenca': { request: async () => ({ path: '/api/atividade/importar-presenca', method: 'POST', form: lista(await fresh()) }), expect: ADMIN_ONLY },
  } satisfies AccessRows;
}
