import { medicoRoutes } from '@emc/shared/routes/medico';
import { defaultDb } from '../lib/db/client';
import { authenticate } from '../lib/auth';
import { apiHandler } from '../lib/http';
import { byName, byNameCrm } from './busca';
import { corpoClinico, getById } from './corpo-clinico';
import { desempenho } from './desempenho';
import { historicoCiclos } from './historico-ciclos';
import { historicoParticipacoesCiclos, participacoesQuantidade, participacoesStatus } from './participacoes';
import { perfil } from './perfil';
import { emConstrucao } from '../lib/em-construcao';

export const actions = {
  'medico.perfil': perfil,
  'medico.desempenho': desempenho,
  'medico.historicoCiclos': historicoCiclos,
  'medico.participacoesQuantidade': participacoesQuantidade,
  'medico.participacoesStatus': participacoesStatus,
  'medico.historicoParticipacoesCiclos': historicoParticipacoesCiclos,
  'medico.byName': byName,
  'medico.byNameCrm': byNameCrm,
  'medico.corpoClinico': corpoClinico,
  'medico.getById': getById,
  'medico.meusDados': emConstrucao,
};
export const handler = apiHandler(medicoRoutes, actions, defaultDb, { authenticate });
