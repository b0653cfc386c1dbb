import { medicoRoutes } from '@emc/shared/routes/medico';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { emConstrucao } from '../lib/em-construcao';
import { apiHandler } from '../lib/http';
import { byName, byNameCrm } from './busca';
import { desempenho } from './desempenho';
import { historicoCiclos } from './historico-ciclos';
import { historicoParticipacoesCiclos, participacoesQuantidade, participacoesStatus } from './participacoes';
import { perfil } from './perfil';

export const actions = {
  'medico.perfil': perfil,
  'medico.desempenho': desempenho,
  'medico.historicoCiclos': historicoCiclos,
  'medico.participacoesQuantidade': participacoesQuantidade,
  'medico.participacoesStatus': participacoesStatus,
  'medico.historicoParticipacoesCiclos': historicoParticipacoesCiclos,
  'medico.byName': byName,
  'medico.byNameCrm': byNameCrm,
  'medico.corpoClinico': emConstrucao,
  'medico.getById': emConstrucao,
};
export const handler = apiHandler(medicoRoutes, actions, defaultDb, { authenticate });
