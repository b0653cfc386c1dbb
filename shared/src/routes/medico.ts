import type { MeusDados } from '../comunicacao';
import type { DesempenhoMedico, HistoricoCiclos, MedicoPerfil } from '../medico';
import {
  historicoParticipacoesQuery,
  idMedicoQuery,
  participacoesStatusQuery,
  type HistoricoParticipacao,
  type Paginated,
  type ParticipacaoResumo,
  type QuantidadeStatus,
} from '../participacao';
import { medicoBuscaParam, medicoBuscaTextoParam, type MedicoBusca } from '../analise';
import { paginaQuery } from '../catalogos';
import type { MedicoCadastro, MedicoCorpoClinico } from '../pessoas';
import { ADMIN, MEDICO_SIDE, byId, type RouteDef } from '../route-def';

export const medicoRoutes = [
  { id: 'medico.perfil', group: 'medico', method: 'GET', path: '/api/medico/perfil/{id}', auth: MEDICO_SIDE, params: byId },
  { id: 'medico.desempenho', group: 'medico', method: 'GET', path: '/api/medico/desempenho/{id}', auth: MEDICO_SIDE, params: byId },
  { id: 'medico.historicoCiclos', group: 'medico', method: 'GET', path: '/api/medico/historico-ciclos/{id}', auth: MEDICO_SIDE, params: byId },
  { id: 'medico.participacoesQuantidade', group: 'medico', method: 'GET', path: '/api/medico/participacoes-quantidade', auth: MEDICO_SIDE, query: idMedicoQuery },
  { id: 'medico.participacoesStatus', group: 'medico', method: 'GET', path: '/api/medico/participacoes-status', auth: MEDICO_SIDE, query: participacoesStatusQuery },
  {
    id: 'medico.historicoParticipacoesCiclos',
    group: 'medico',
    method: 'GET',
    path: '/api/medico/historico-participacoes-ciclos',
    auth: MEDICO_SIDE,
    query: historicoParticipacoesQuery,
  },
  // The review queue's name filter (autocomplete): at most 10, from 3 characters.
  { id: 'medico.byName', group: 'medico', method: 'GET', path: '/api/medico/MedicoByName/{name}', auth: ADMIN, params: medicoBuscaParam },
  { id: 'medico.byNameCrm', group: 'medico', method: 'GET', path: '/api/medico/MedicoByNameCrm/{text}', auth: ADMIN, params: medicoBuscaTextoParam },
  // Corpo Clínico (administrators): the list, and one record as it is edited. Its writes are in the cadastro group.
  { id: 'medico.corpoClinico', group: 'medico', method: 'GET', path: '/api/medico/corpo-clinico', auth: ADMIN, query: paginaQuery },
  { id: 'medico.getById', group: 'medico', method: 'GET', path: '/api/medico/get-by-id/{id}', auth: ADMIN, params: byId },
  // "Meus dados" (LGPD): the doctor, a linked secretary or an administrator.
  { id: 'medico.meusDados', group: 'medico', method: 'GET', path: '/api/medico/meus-dados/{id}', auth: MEDICO_SIDE, params: byId },
] as const satisfies readonly RouteDef[];

/** What each route answers: a type only, so no bundle carries it (routes.ts gathers them). */
export interface MedicoResponses {
  'medico.perfil': MedicoPerfil;
  'medico.desempenho': DesempenhoMedico;
  'medico.historicoCiclos': HistoricoCiclos;
  'medico.participacoesQuantidade': QuantidadeStatus[];
  'medico.participacoesStatus': Paginated<ParticipacaoResumo>;
  'medico.historicoParticipacoesCiclos': Paginated<HistoricoParticipacao>;
  'medico.byName': MedicoBusca[];
  'medico.byNameCrm': MedicoBusca[];
  'medico.corpoClinico': Paginated<MedicoCorpoClinico>;
  'medico.getById': MedicoCadastro;
  'medico.meusDados': MeusDados;
}
