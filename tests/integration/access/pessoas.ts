import { DEMO, api } from '../../support/api';
import { adminToken, cadastroMedico, criarMedico, criarSecretaria, sufixo } from '../../support/cadastro';
import { ADMIN_ONLY, type AccessRows, type Persona, type TabelaIds } from '../access-table';

/** Only an administrator's case reaches the action; the others are refused on their role before it, so they need no fresh data. */
const administra = (p: Persona) => p === 'administrador' || p === 'administradorMedico';

/** A doctor made for the case, as the body of medico/update (or a placeholder for a refused case). */
async function medicoParaAlterar(p: Persona) {
  if (!administra(p)) return { ...(await cadastroMedico()), id: 'naoexiste1234' };
  const { area: _a, ativo: _s, conviteEnviado: _c, ...body } = await criarMedico();
  return body;
}

async function secretariaParaAlterar(p: Persona) {
  if (!administra(p)) return { id: 'naoexiste1234', nome: 'Secretária Qualquer', email: `qualquer-${sufixo()}@hospital.example` };
  return criarSecretaria([]);
}

/** The authorization rows of medico/corpo-clinico, get-by-id, create, update, update-status; secretarias/*. */
export function pessoasAccess(_tabela: TabelaIds) {
  return {
    'medico.corpoClinico': { request: () => ({ path: '/api/medico/corpo-clinico?page=1' }), expect: ADMIN_ONLY },
    'medico.getById': { request: (ctx, p, t) => ({ path: `/api/medico/get-by-id/${ctx.idMedico(p, t)}` }), expect: ADMIN_ONLY },
    'secretarias.getAllPagination': { request: () => ({ path: '/api/secretarias/get-all-pagination?page=1' }), expect: ADMIN_ONLY },
    'secretarias.getByLogin': {
      // A secretary reads her own login only (another is refused before it is looked up); an administrator any.
      request: (_ctx, p, t) => ({ path: `/api/secretarias/get-by-login/${p === 'secretaria' && t === 'outro' ? `outra-${sufixo()}@hospital.example` : DEMO.secretaria}` }),
      expect: { anonimo: 401, administrador: 200, medico: 403, secretaria: { proprio: 200, outro: 403 }, administradorMedico: 200 },
    },
    'secretarias.getUserByEmail': { request: () => ({ path: `/api/secretarias/get-user-by-email/${DEMO.medico}` }), expect: ADMIN_ONLY },
    'cadastro.medicoCreate': { request: async () => ({ path: '/api/medico/create', method: 'POST', json: await cadastroMedico() }), expect: ADMIN_ONLY },
    'cadastro.medicoUpdate': {
      request: async (_ctx, p) => {
        const body = await medicoParaAlterar(p);
        return { path: '/api/medico/update', method: 'PUT', json: { ...body, telefone: '(11) 3555-0000' } };
      },
      expect: ADMIN_ONLY,
    },
    'cadastro.medicoUpdateStatus': {
      request: async (_ctx, p) => ({ path: '/api/medico/update-status', method: 'PUT', json: { id: (await medicoParaAlterar(p)).id, ativar: false } }),
      expect: ADMIN_ONLY,
    },
    'cadastro.secretariaCreateUser': {
      request: () => ({ path: '/api/secretarias/create-user', method: 'POST', json: { nome: 'Secretária da Matriz', email: `matriz-${sufixo()}@hospital.example` } }),
      expect: ADMIN_ONLY,
    },
    'cadastro.secretariaCreate': {
      request: async (_ctx, p) => {
        const email = `matriz-${sufixo()}@hospital.example`;
        if (administra(p)) {
          await api('/api/secretarias/create-user', { method: 'POST', token: await adminToken(), json: { nome: 'Secretária da Matriz', email } });
        }
        return { path: '/api/secretarias/create', method: 'POST', json: { nome: 'Secretária da Matriz', email, idsMedicos: [] } };
      },
      expect: ADMIN_ONLY,
    },
    'cadastro.secretariaUpdate': {
      request: async (_ctx, p) => {
        const s = await secretariaParaAlterar(p);
        return { path: '/api/secretarias/update', method: 'PUT', json: { id: s.id, nome: `${s.nome} Alterada`, email: s.email, idsMedicos: [] } };
      },
      expect: ADMIN_ONLY,
    },
    'cadastro.secretariaDelete': {
      request: async (_ctx, p) => ({ path: `/api/secretarias/delete/${(await secretariaParaAlterar(p)).id}`, method: 'DELETE' }),
      expect: ADMIN_ONLY,
    },
  } satisfies AccessRows;
}
