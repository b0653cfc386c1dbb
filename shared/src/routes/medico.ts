import { historicoParticipacoesQuery, idMedicoQuery, participacoesStatusQuery } from '../participacao';
import { DOCTOR_SIDE, byId, type RouteDef } from '../route-def';

export const medicoRoutes = [
  { id: 'medico.perfil', group: 'medico', method: 'GET', path: '/api/medico/perfil/{id}', auth: DOCTOR_SIDE, params: byId },
  { id: 'medico.desempenho', group: 'medico', method: 'GET', path: '/api/medico/desempenho/{id}', auth: DOCTOR_SIDE, params: byId },
  { id: 'medico.historicoCiclos', group: 'medico', method: 'GET', path: '/api/medico/historico-ciclos/{id}', auth: DOCTOR_SIDE, params: byId },
  { id: 'medico.participacoesQuantidade', group: 'medico', method: 'GET', path: '/api/medico/participacoes-quantidade', auth: DOCTOR_SIDE, query: idMedicoQuery },
  { id: 'medico.participacoesStatus', group: 'medico', method: 'GET', path: '/api/medico/participacoes-status', auth: DOCTOR_SIDE, query: participacoesStatusQuery },
  {
    id: 'medico.historicoParticipacoesCiclos',
    group: 'medico',
    method: 'GET',
    path: '/api/medico/historico-participacoes-ciclos',
    auth: DOCTOR_SIDE,
    query: historicoParticipacoesQuery,
  },
] as const satisfies readonly RouteDef[];
